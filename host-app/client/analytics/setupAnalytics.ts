import type { Analytics } from './analytics';
import { TELEMETRY_LEVELS, type TelemetryLevel } from './analyticsConstants';
import type { HeartbeatStore } from './heartbeatStore';
import { onPageLeave } from './pageLifecycle';
import { createProductApiSink } from './productApiSink';
import { DEFAULT_REMOTE_SETTINGS, fetchRemoteConfig, type AnalyticsRemoteSettings } from './remoteConfig';
import { browserTimers, type Timers } from './timers';

type ReportLevel = Exclude<TelemetryLevel, 'off'>;

export interface AnalyticsTransportOptions {
  /** Product API path that stores analytics batches. */
  ingestUrl: string;
  /** Product API path of the analytics remote config; without it the defaults apply. */
  remoteConfigUrl?: string;
  /** Product API headers (device id, version…), read at each request. */
  headers?: () => Record<string, string>;
  /** The session's bearer token (null for a visitor), read as each event is recorded; the ingest attributes events by it. */
  credential?: () => string | null;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  timers?: Timers;
  win?: Window;
  /** Receives the transport's own problems at or above the telemetry level (default: console). */
  report?: (level: ReportLevel, message: string) => void;
}

/**
 * Connects an analytics object to the product API: batching sink, beacon on page leave, and the
 * remote config (fetched at start, then at its refresh interval). Returns the teardown.
 */
export function connectAnalyticsTransport(analytics: Analytics, heartbeats: HeartbeatStore, options: AnalyticsTransportOptions): () => void {
  const { ingestUrl, remoteConfigUrl, headers, credential, fetch: fetchImpl, sendBeacon, timers = browserTimers, win = window, report = consoleReport } = options;
  let settings: AnalyticsRemoteSettings = DEFAULT_REMOTE_SETTINGS;
  const reportAt = (level: ReportLevel, message: string) => {
    if (allows(settings.telemetryLevel, level)) report(level, message);
  };

  const sink = createProductApiSink({
    ingestUrl,
    heartbeats,
    timers,
    headers,
    credential,
    fetch: fetchImpl,
    sendBeacon,
    onRejected: (status) => reportAt('error', `Analytics ingest refused a batch (${status}); it was dropped.`),
  });
  const removeSink = analytics.addSink(sink);
  const stopLeaveWatch = onPageLeave(() => void analytics.flush('beacon'), win);
  let refreshTimer: unknown = null;
  let stopped = false;

  async function refresh(url: string) {
    const result = await fetchRemoteConfig({ url, fetch: fetchImpl, headers: headers?.(), timers });
    if (stopped) return;
    if (result.ok) {
      settings = result.settings;
      analytics.setEnabled(settings.enabled);
      sink.transport.setLimits({ batchSize: settings.maxBatchSize, flushIntervalMs: settings.flushIntervalMs });
    } else {
      reportAt('warn', `Analytics remote config unavailable after ${result.attempts} tries: ${result.error}`);
    }
    refreshTimer = timers.setTimeout(() => void refresh(url), settings.refreshIntervalSeconds * 1000);
  }
  if (remoteConfigUrl) void refresh(remoteConfigUrl);

  return () => {
    stopped = true;
    if (refreshTimer !== null) timers.clearTimeout(refreshTimer);
    stopLeaveWatch();
    void analytics.flush('beacon');
    removeSink();
  };
}

function allows(configured: TelemetryLevel, level: ReportLevel): boolean {
  return configured !== 'off' && TELEMETRY_LEVELS.indexOf(level) <= TELEMETRY_LEVELS.indexOf(configured);
}

function consoleReport(level: ReportLevel, message: string) {
  if (level === 'error') console.error(message);
  else if (level === 'warn') console.warn(message);
  else console.info(message);
}
