import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';
import { amountSchema } from './amount.schema';

export const paymentParamsSchema = z.strictObject({ executionId: resourceIdSchema });

/** A positive amount in minor units; left out, the whole authorized (capture) or remaining (refund) amount. */
const movementAmountSchema = z.strictObject({ value: z.int().min(1), currency: amountSchema.shape.currency });

export const captureBodySchema = z.strictObject({ amount: movementAmountSchema.optional() });

export const refundBodySchema = z.strictObject({
  amount: movementAmountSchema.optional(),
  reason: z.string().min(1).max(200).optional(),
});
