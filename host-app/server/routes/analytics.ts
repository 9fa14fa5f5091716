import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { AnalyticsAccepted } from '../../contract/analytics/analyticsTypes';
import { GUEST_USER_ID } from '../../contract/analytics/analyticsConstants';
import { checkSessionToken, readBearerToken } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { ProductApiError } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { ANALYTICS_SIGN_OUT_GRACE_SECONDS, RATE_LIMITS } from '../securityPolicy';
import { analyticsBatchBodySchema } from './analytics.schema';

/**
 * The user id comes from the bearer token, never from the body. An expired or revoked token
 * counts as GUEST rather than losing the batch: analytics must not fail a page. A session signed
 * out moments ago still names its subscriber, so the sign-out's own events are theirs.
 */
async function analyticsUserId(request: FastifyRequest, context: ProductContext, now: Date): Promise<string> {
  try {
    const token = readBearerToken(request);
    if (token === null) return GUEST_USER_ID;
    return (await checkSessionToken(token, context, now, { revokedWithinSeconds: ANALYTICS_SIGN_OUT_GRACE_SECONDS })).subscriberId;
  } catch (error) {
    if (error instanceof ProductApiError) return GUEST_USER_ID;
    throw error;
  }
}

export function registerAnalyticsRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.analyticsEvents, async (request, reply) => {
    const now = context.clock();
    const batch = parseInput(analyticsBatchBodySchema, request.body, 'body');
    await context.rateLimiter.consume(RATE_LIMITS.analyticsPerIp, request.ip, now);
    const userId = await analyticsUserId(request, context, now);
    await context.db.query(
      `INSERT INTO product.analytics_events (received_at, device_id, session_id, user_id, name, screen, occurred_at, properties)
       SELECT $1, $2, $3, $4, e.name, e.screen, e.occurred_at, e.properties
       FROM jsonb_to_recordset($5::jsonb) AS e(name text, screen text, occurred_at timestamptz, properties jsonb)`,
      [
        now.toISOString(),
        batch.deviceId,
        batch.sessionId,
        userId,
        JSON.stringify(batch.events.map((event) => ({ name: event.name, screen: event.screen ?? null, occurred_at: event.occurredAt, properties: event.properties ?? {} }))),
      ],
    );
    return sendData(request, reply, { accepted: batch.events.length } satisfies AnalyticsAccepted, 202);
  });

}
