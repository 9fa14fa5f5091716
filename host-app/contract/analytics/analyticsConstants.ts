/** Analytics constants of the product (PR-ANALYTICS-1, PR-ANALYTICS-4). */

/** PR-ANALYTICS-4: default device OS. */
export const DEFAULT_DEVICE_OS = 'web';

/** PR-ANALYTICS-4: analytics limits and remote-config fetch policy. */
export const ANALYTICS_HEARTBEAT_STORE_LIMIT = 30;
export const REMOTE_CONFIG_FETCH_TRIES = 3;
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 1_000;
export const DEFAULT_TELEMETRY_LEVEL = 'error';
export const ANALYTICS_SESSION_TIMEOUT_SECONDS = 1_800;
export const ANALYTICS_ID_COOKIE_LIFETIME_SECONDS = 63_072_000;
export const ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS = 30 * 60;
/** PR-ANALYTICS-1: analytics identity of an anonymous visitor. */
export const GUEST_USER_ID = 'GUEST';
