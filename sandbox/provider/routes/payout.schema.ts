import { z } from 'zod';
import { amountSchema } from './amount.schema';

/** Payout payload (PC-PAYOUT-1): one stored card of the holder receives the amount. */
export const payoutBodySchema = z.strictObject({
  amount: amountSchema,
  payoutComposition: z
    .array(
      z.strictObject({
        integrationType: z.literal('api'),
        amount: amountSchema,
        paymentMethodCode: z.literal('card'),
        paymentInstrumentId: z.string().min(1).max(100),
      }),
    )
    .length(1, 'must hold exactly one entry'),
});

export type PayoutBody = z.output<typeof payoutBodySchema>;
