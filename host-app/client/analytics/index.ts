import { API_PATHS } from '../../contract/http/apiPaths';
import { deviceId } from '../api/deviceId';
import { createAnalytics, type Analytics } from './analytics';
import { createIdentityTracker } from './analyticsIdentity';
import { createHeartbeatStore } from './heartbeatStore';
import { browserLocalStorage, type KeyValueStorage } from './keyValueStorage';
import { randomId } from './randomId';
import { connectAnalyticsTransport, type AnalyticsTransportOptions } from './setupAnalytics';

export { ANALYTICS_EVENTS, SCREEN_NAMES, isScreenName, type AnalyticsEventName, type PaymentAnalyticsEventName, type ScreenName } from './analyticsEvents';
export { GUEST_USER_ID } from './analyticsConstants';
export type { AnalyticsEvent, AnalyticsProps, AnalyticsSink } from './analyticsEvent';
export type { Analytics, AnalyticsUser } from './analytics';
export type { AnalyticsIdentity } from './analyticsIdentity';
export type { AnalyticsTransportOptions } from './setupAnalytics';

// Storage is opened on first use, so importing this module has no side effects.
let storage: KeyValueStorage | null = null;
const localStore = () => (storage ??= browserLocalStorage());
const heartbeats = createHeartbeatStore(localStore);

/** The site's analytics: page views, events and identity. Sends nothing until `setupAnalytics` runs. */
export const analytics: Analytics = createAnalytics({
  identity: createIdentityTracker({ storage: localStore, deviceId: () => deviceId(), now: Date.now, newId: randomId }),
  heartbeats,
  now: Date.now,
  onSinkError: (sink, error) => console.error(`Analytics sink ${sink} failed`, error),
});

/**
 * Sends `analytics` to the product API: batches to the ingest path, a beacon on pagehide and
 * hidden pages, and the remote config. Paths default to the product API's; returns the teardown.
 */
export function setupAnalytics(options: Partial<AnalyticsTransportOptions> = {}): () => void {
  return connectAnalyticsTransport(analytics, heartbeats, {
    ingestUrl: API_PATHS.analyticsEvents,
    remoteConfigUrl: API_PATHS.analyticsRemoteConfig,
    ...options,
  });
}

