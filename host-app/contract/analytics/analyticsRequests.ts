import * as z from 'zod/mini';

/* Bodies and queries of the analytics calls (PR-ANALYTICS). Unknown fields are refused. */

export const ANALYTICS_MAX_BATCH = 50;
const analyticsValueSchema = z.union([z.string().check(z.maxLength(500, 'input.tooBig')), z.number(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.strictObject({
  name: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'analytics.eventName')),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The screen name of a page view (PR-ANALYTICS-3), or where the event happened. */
  screen: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'analytics.eventName'))),
  properties: z.optional(
    z.record(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'analytics.properties')), analyticsValueSchema).check(
      z.refine((properties) => Object.keys(properties).length <= 30, 'analytics.properties'),
    ),
  ),
});

/** The user id is never sent: the server takes it from the bearer token (GUEST without one). */
export const analyticsBatchBodySchema = z.strictObject({
  deviceId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'id.invalid')),
  sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'id.invalid')),
  events: z.array(analyticsEventSchema).check(z.minLength(1, 'input.tooSmall'), z.maxLength(ANALYTICS_MAX_BATCH, 'input.tooBig')),
});
export type AnalyticsBatchBody = z.input<typeof analyticsBatchBodySchema>;
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

export const devAnalyticsQuerySchema = z.strictObject({ sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'id.invalid')) });
