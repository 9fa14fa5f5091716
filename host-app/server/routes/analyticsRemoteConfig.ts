import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MAX_BATCH } from '../../contract/analytics/analyticsRequests';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { AnalyticsRemoteConfig } from '../../contract/analytics/analyticsTypes';
import {
  ANALYTICS_HEARTBEAT_STORE_LIMIT,
  ANALYTICS_ID_COOKIE_LIFETIME_SECONDS,
  ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS,
  ANALYTICS_SESSION_TIMEOUT_SECONDS,
  DEFAULT_TELEMETRY_LEVEL,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_FETCH_TRIES,
} from '../../contract/analytics/analyticsConstants';
import { sendData } from '../http/answer';

const REMOTE_CONFIG: AnalyticsRemoteConfig = {
  enabled: true,
  telemetryLevel: DEFAULT_TELEMETRY_LEVEL,
  heartbeatStoreLimit: ANALYTICS_HEARTBEAT_STORE_LIMIT,
  maxBatchSize: ANALYTICS_MAX_BATCH,
  sessionTimeoutSeconds: ANALYTICS_SESSION_TIMEOUT_SECONDS,
  idCookieLifetimeSeconds: ANALYTICS_ID_COOKIE_LIFETIME_SECONDS,
  refreshIntervalSeconds: ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS,
  fetchTries: REMOTE_CONFIG_FETCH_TRIES,
  fetchTimeoutMs: REMOTE_CONFIG_FETCH_TIMEOUT_MS,
};

/**
 * The analytics client's remote configuration: one constant answer for every visitor. The route
 * reads no session and nothing personal, so any cache may keep it; the event ingest, which does
 * read the session, lives apart in analytics.ts.
 */
export function registerAnalyticsRemoteConfigRoute(app: FastifyInstance): void {
  app.get(API_PATHS.analyticsRemoteConfig, async (request, reply) =>
    sendData(request, reply.header('Cache-Control', `public, max-age=${ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS}`), REMOTE_CONFIG),
  );
}
