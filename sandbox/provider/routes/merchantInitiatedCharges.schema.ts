import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';
import { amountSchema } from './amount.schema';

/**
 * `POST /v1/merchant-initiated-charges`: the merchant's server charges a card the holder stored
 * with it earlier (a subscription renewal, a trial that ended). Nothing is free here: a zero
 * amount is a verification, which belongs to a payment session.
 */
export const merchantInitiatedChargeBodySchema = z.strictObject({
  amount: amountSchema.refine((amount) => amount.value > 0, { message: 'must be above zero', path: ['value'] }),
  merchantReference: z.string().min(1).max(100),
  holderReference: z.string().min(1).max(100),
  /** Whether it names an enabled stored card of the holder is a 422, not a 400. */
  paymentInstrumentId: z.string().min(1).max(100),
});

export type MerchantInitiatedChargeBody = z.output<typeof merchantInitiatedChargeBodySchema>;

export const cardOnFileParamsSchema = z.strictObject({ executionId: resourceIdSchema });

export const holderPaymentsParamsSchema = z.strictObject({ holderReference: z.string().min(1).max(100) });
