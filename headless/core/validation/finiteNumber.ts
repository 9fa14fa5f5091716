import * as z from 'zod/mini';

/** A finite number. A custom check rather than `z.number`, whose code the script-tag bundle would carry for a few fields. */
export const finiteNumber = () => z.custom<number>((value) => typeof value === 'number' && Number.isFinite(value), 'must be a number');
