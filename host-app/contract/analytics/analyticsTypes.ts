// Answers of the analytics calls (PR-ANALYTICS), and what the TEST environment reads back.

/** TEST only: analytics events read back in the order they were stored. */
export interface StoredAnalyticsEvent {
  name: string;
  screen: string | null;
  userId: string;
  occurredAt: string;
  properties: Record<string, string | number | boolean | null>;
}

export interface AnalyticsAccepted {
  accepted: number;
}

/** Analytics settings (PR-ANALYTICS-4), served so they can change without a release. */
export interface AnalyticsRemoteConfig {
  enabled: boolean;
  telemetryLevel: 'error' | 'warn' | 'info' | 'debug';
  heartbeatStoreLimit: number;
  maxBatchSize: number;
  sessionTimeoutSeconds: number;
  idCookieLifetimeSeconds: number;
  refreshIntervalSeconds: number;
  fetchTries: number;
  fetchTimeoutMs: number;
}
