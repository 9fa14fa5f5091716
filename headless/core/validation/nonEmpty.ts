import * as z from 'zod/mini';

/**
 * A string with at least one character. A refinement, like the script-tag bundle's other checks:
 * every other kind of zod check adds its own code to that bundle.
 */
export const nonEmpty = () => z.string().check(z.refine((text) => text.length > 0, 'must not be empty'));
