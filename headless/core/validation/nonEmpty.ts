import * as z from 'zod/mini';

/** A string with at least one character. */
export const nonEmpty = () => z.string().check(z.minLength(1, 'must not be empty'));
