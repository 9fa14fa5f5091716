import type { AnalyticsBatchBody, AnalyticsEventInput } from '../../contract/analytics/analyticsRequests';
import { ANALYTICS_MAX_BATCH, HEARTBEAT_EVENT_NAME } from './analyticsConstants';
import type { AnalyticsEvent, AnalyticsPropValue } from './analyticsEvent';
import type { Heartbeat } from './heartbeatStore';

// The ingest's limits on properties (shared request schema); one bad value must not cost the batch.
const PROPERTY_NAME = /^[A-Za-z0-9_]{1,64}$/;
const MAX_PROPERTIES = 30;
const MAX_TEXT = 500;

function ingestProperties(props: Readonly<Record<string, AnalyticsPropValue>>): Record<string, AnalyticsPropValue> | undefined {
  const entries = Object.entries(props)
    .filter(([name, value]) => PROPERTY_NAME.test(name) && (typeof value !== 'number' || Number.isFinite(value)))
    .slice(0, MAX_PROPERTIES)
    .map(([name, value]) => [name, typeof value === 'string' ? value.slice(0, MAX_TEXT) : value] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function ingestEvent(event: AnalyticsEvent): AnalyticsEventInput {
  const properties = ingestProperties(event.props);
  return {
    name: event.name,
    occurredAt: event.occurredAt,
    ...(event.screen ? { screen: event.screen } : {}),
    ...(properties ? { properties } : {}),
  };
}

/**
 * The ingest body for one batch (all events of one device and session). Stored heartbeats ride
 * along as events while the batch has room; the answer says which were included.
 */
export function ingestBody(events: readonly AnalyticsEvent[], heartbeats: readonly Heartbeat[]): { body: AnalyticsBatchBody; heartbeats: Heartbeat[] } {
  const first = events[0];
  if (!first) throw new Error('An analytics batch needs at least one event.');
  const included = heartbeats.slice(0, Math.max(0, ANALYTICS_MAX_BATCH - events.length));
  const heartbeatEvents: AnalyticsEventInput[] = included.map((heartbeat) => ({
    name: HEARTBEAT_EVENT_NAME,
    occurredAt: `${heartbeat.date}T00:00:00.000Z`,
    properties: { date: heartbeat.date },
  }));
  return {
    body: { deviceId: first.deviceId, sessionId: first.sessionId, events: [...heartbeatEvents, ...events.map(ingestEvent)] },
    heartbeats: included,
  };
}
