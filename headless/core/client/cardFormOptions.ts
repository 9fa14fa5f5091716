import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';

const callback = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'must be a function');

export const cardFormOptionsSchema = z.object({
  showCardholderName: z._default(z.boolean(), false),
  expiryFields: z._default(z.enum(['single', 'split']), 'single'),
  /** Merchant overrides of catalog texts, by message key. */
  texts: z.optional(z.record(z.string(), z.string())),
  events: z.optional(
    z.object({
      onReady: z.optional(callback),
      onChange: z.optional(callback),
      onFocus: z.optional(callback),
      onBlur: z.optional(callback),
      onAuthorizeRequestStart: z.optional(callback),
      onAuthorizeSuccess: z.optional(callback),
      onAuthorizePending: z.optional(callback),
      onAuthorizeFailed: z.optional(callback),
    }),
  ),
});

export type CardFormOptionsInput = z.input<typeof cardFormOptionsSchema>;
export type CardFormOptions = z.output<typeof cardFormOptionsSchema>;

export function parseCardFormOptions(input: unknown): CardFormOptions {
  const parsed = cardFormOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError('cardFormOptions', parsed.error.issues);
  return parsed.data;
}
