/**
 * Analytics constants. The spec's values (PR-ANALYTICS-1, PR-ANALYTICS-4) come from the shared
 * product constants; the batching values below are this client's own.
 */
export {
  GUEST_USER_ID,
  ANALYTICS_SESSION_TIMEOUT_SECONDS,
  ANALYTICS_HEARTBEAT_STORE_LIMIT,
  REMOTE_CONFIG_FETCH_TRIES,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS,
  DEFAULT_TELEMETRY_LEVEL,
  DEFAULT_DEVICE_OS,
} from '../../contract/analytics/analyticsConstants';
export { ANALYTICS_MAX_BATCH } from '../../contract/analytics/analyticsRequests';

/** Telemetry levels, least to most verbose. */
export const TELEMETRY_LEVELS = ['off', 'error', 'warn', 'info', 'debug'] as const;
export type TelemetryLevel = (typeof TELEMETRY_LEVELS)[number];

/** Batching of the product-API transport; the remote config may change the batch size. */
export const DEFAULT_BATCH_SIZE = 20;
export const DEFAULT_FLUSH_INTERVAL_MS = 10_000;
/** PR-API-3: product API calls give up after 10 seconds; the ingest is one of them. */
export { PRODUCT_API_TIMEOUT_MS as ANALYTICS_INGEST_TIMEOUT_MS } from '../../contract/account/authSession';
/** The Fetch standard's budget for keepalive request bodies in flight (64 KiB). */
export const KEEPALIVE_BODY_LIMIT_BYTES = 65_536;
/** Events kept while the API is unreachable; the oldest go first beyond this. */
export const MAX_QUEUED_EVENTS = 500;

/** Local storage keys of the analytics session and heartbeats. */
export const STORAGE_KEYS = {
  session: 'analytics.session',
  heartbeats: 'analytics.heartbeats',
} as const;

/** The event a stored heartbeat is delivered as. */
export const HEARTBEAT_EVENT_NAME = 'analytics_heartbeat';
/** The event name of page views; the screen name travels beside it. */
export const PAGE_VIEW_EVENT_NAME = 'page_view';
