import { z } from 'zod';
import { allowedOriginSchema } from '../../urls/origins';
import { resourceIdSchema } from '../../http/validation';
import { amountSchema } from './amount.schema';
import { tokenTtlSecondsSchema } from './createSession.schema';

/** Who is paid, how much and to which stored card: all fixed by the merchant's server. */
const payoutFields = {
  amount: amountSchema,
  merchantReference: z.string().min(1).max(100),
  holderReference: z.string().min(1).max(100),
  /** Whether it names an enabled stored card of the holder is a 422, not a 400. */
  paymentInstrumentId: z.string().min(1).max(100),
};

/** `POST /v1/payout-sessions`: a session whose only use is this one payout, done by the SDK in the browser. */
export const createPayoutSessionBodySchema = z.strictObject({
  ...payoutFields,
  allowedOrigins: z.array(allowedOriginSchema).min(1).max(10),
  tokenTtlSeconds: tokenTtlSecondsSchema.optional(),
});

/** `POST /v1/payouts`: the merchant's server pays out itself, with its secret key. */
export const merchantPayoutBodySchema = z.strictObject(payoutFields);

export const merchantPayoutParamsSchema = z.strictObject({ executionId: resourceIdSchema });

export type CreatePayoutSessionBody = z.output<typeof createPayoutSessionBodySchema>;
export type MerchantPayoutBody = z.output<typeof merchantPayoutBodySchema>;
