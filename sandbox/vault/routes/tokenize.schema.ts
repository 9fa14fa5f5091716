import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';

export const tokenizeParamsSchema = z.strictObject({ vaultId: resourceIdSchema });

/** Shape only; the card rules (Luhn, lengths, expiry) answer 422 INVALID_CARD in the route. */
export const tokenizeBodySchema = z.strictObject({
  card_number: z.string().max(40),
  expiry_month: z.string().max(4),
  expiry_year: z.string().max(6),
  security_code: z.string().max(6),
  cardholder_name: z.string().max(100).optional(),
});

export type TokenizeBody = z.output<typeof tokenizeBodySchema>;
