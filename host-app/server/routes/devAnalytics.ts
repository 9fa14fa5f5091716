import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { devAnalyticsQuerySchema } from '../../contract/analytics/analyticsRequests';
import type { StoredAnalyticsEvent } from '../../contract/analytics/analyticsTypes';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';

/**
 * TEST only: the analytics events of one analytics session in the order they were stored, so
 * end-to-end tests can check what a journey reported. Not registered outside TEST.
 */
export function registerDevAnalyticsRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development analytics endpoint exists only in the TEST environment');
  app.get(API_PATHS.devAnalyticsEvents, async (request, reply) => {
    const { sessionId } = parseInput(devAnalyticsQuerySchema, request.query, 'query');
    const { rows } = await context.db.query<{ name: string; screen: string | null; user_id: string; occurred_at: Date; properties: StoredAnalyticsEvent['properties'] }>(
      'SELECT name, screen, user_id, occurred_at, properties FROM product.analytics_events WHERE session_id = $1 ORDER BY id',
      [sessionId],
    );
    const events: StoredAnalyticsEvent[] = rows.map((row) => ({
      name: row.name,
      screen: row.screen,
      userId: row.user_id,
      occurredAt: new Date(row.occurred_at).toISOString(),
      properties: row.properties,
    }));
    return sendData(request, reply, events);
  });
}
