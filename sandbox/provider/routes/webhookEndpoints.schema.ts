import { z } from 'zod';
import { secureUrlProblem } from '../../shared/returnUrls';
import { resourceIdSchema } from '../../shared/validation';
import { WEBHOOK_SUBSCRIPTIONS } from '../webhooks/eventTypes';

/** An https URL (http only on localhost, for local development) that receives the events. */
const endpointUrlSchema = z
  .string()
  .max(500)
  .superRefine((value, ctx) => {
    const problem = secureUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createWebhookEndpointBodySchema = z.strictObject({
  url: endpointUrlSchema,
  /** Event types or families (`payout.*`, `*`); every event when left out. */
  events: z
    .array(z.enum(WEBHOOK_SUBSCRIPTIONS))
    .min(1)
    .max(WEBHOOK_SUBSCRIPTIONS.length)
    .refine((events) => new Set(events).size === events.length, 'must not name an event twice')
    .optional(),
});

export const webhookEndpointParamsSchema = z.strictObject({ endpointId: resourceIdSchema });

export const deliveriesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
