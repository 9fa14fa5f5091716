import { z } from 'zod';

/** Minor units, as in the session schema the SDK parses. */
export const amountSchema = z.strictObject({
  value: z.int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR'),
});

export type Amount = z.output<typeof amountSchema>;
