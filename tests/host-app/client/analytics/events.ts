import type { AnalyticsEvent } from '../../../../host-app/client/analytics/analyticsEvent';

export const sampleEvent = (name: string): AnalyticsEvent => ({
  kind: 'event',
  name,
  screen: null,
  props: {},
  occurredAt: '2025-01-01T00:00:00.000Z',
  os: 'web',
  userId: 'GUEST',
  deviceId: 'dev',
  sessionId: 'ses',
});
