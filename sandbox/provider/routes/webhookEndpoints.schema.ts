import { z } from 'zod';
import { secureUrlProblem } from '../../urls/returnUrls';
import { resourceIdSchema } from '../../http/validation';
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
  /**
   * The signing secret, when the merchant keeps it in its own configuration (several servers
   * share it, and a restart finds its endpoint still valid); one is generated when left out.
   */
  secret: z
    .string()
    .regex(/^[\x21-\x7e]{32,200}$/, 'must be 32 to 200 visible ASCII characters')
    .optional(),
});

export const webhookEndpointParamsSchema = z.strictObject({ endpointId: resourceIdSchema });

export const deliveriesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
