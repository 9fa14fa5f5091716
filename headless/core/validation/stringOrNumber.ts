import * as z from 'zod/mini';

/** A text or a finite number (a theme size, a version). A custom check rather than `z.union`, whose code the script-tag bundle would carry for this alone. */
export const stringOrNumber = () =>
  z.custom<string | number>((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)), 'must be a string or a number');
