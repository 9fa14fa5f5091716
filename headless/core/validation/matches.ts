import * as z from 'zod/mini';

/**
 * A string that `pattern` matches. A refinement rather than `z.regex`: the script-tag bundle
 * then carries no check kind of its own for patterns.
 */
export const matches = (pattern: RegExp, message: string) => z.string().check(z.refine((text) => pattern.test(text), message));
