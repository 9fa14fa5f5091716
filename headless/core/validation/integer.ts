import * as z from 'zod/mini';

/**
 * A whole number. `z.int()` would also do, but it brings zod's number-format tables into
 * every bundle; a custom check costs a few bytes.
 */
export const integer = () => z.custom<number>(Number.isInteger, 'must be a whole number');
