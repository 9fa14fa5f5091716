import * as z from 'zod/mini';

/**
 * One of a few listed values. A custom check rather than `z.enum`, whose code the script-tag
 * bundle would carry for a handful of option fields; the message lists the values as an enum's would.
 */
export function oneOf<const T extends readonly (string | number)[]>(values: T): z.ZodMiniType<T[number], T[number]> {
  return z.custom<T[number]>((value) => values.includes(value as T[number]), `must be one of ${values.map((value) => JSON.stringify(value)).join(', ')}`);
}
