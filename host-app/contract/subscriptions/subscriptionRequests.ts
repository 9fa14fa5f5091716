import * as z from 'zod/mini';
import { resourceIdSchema } from '../forms/validation';

/* Bodies and queries of the subscription calls: plan changes and card updates. Unknown fields are refused. */

/** The plans the settings offer to change to. */
export const planChangeTargetSchema = z.enum(['monthly', 'yearly']);
export const planChangeQuerySchema = z.strictObject({ plan: planChangeTargetSchema });
export type PlanChangeQuery = z.input<typeof planChangeQuerySchema>;
/** The amount is the one the viewer was shown, in minor units: a changed quote is refused, not charged. */
export const planChangeBodySchema = z.strictObject({ plan: planChangeTargetSchema, amount: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)) });
export type PlanChangeBody = z.input<typeof planChangeBodySchema>;

export const subscriberIdBodySchema = z.strictObject({ subscriberId: resourceIdSchema });

/** Starting a card update takes nothing but the signed-in subscriber. */
export const cardUpdateStartBodySchema = z.strictObject({});

/** The card verification the browser finished, by the provider execution it ran in. */
export const cardUpdateConfirmBodySchema = z.strictObject({ executionId: resourceIdSchema });
export type SubscriberIdBody = z.input<typeof subscriberIdBodySchema>;
