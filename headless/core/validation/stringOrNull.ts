import * as z from 'zod/mini';

/** A text or null (a card network not known yet). A custom check rather than `z.nullable`, whose code the script-tag bundle would carry for this alone. */
export const stringOrNull = () => z.custom<string | null>((value) => value === null || typeof value === 'string', 'must be a string or null');
