import * as z from 'zod/mini';
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS,
  DEFAULT_BATCH_SIZE,
  DEFAULT_FLUSH_INTERVAL_MS,
  DEFAULT_TELEMETRY_LEVEL,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_FETCH_TRIES,
  TELEMETRY_LEVELS,
  type TelemetryLevel,
} from './analyticsConstants';
import type { Timers } from './timers';

/** The analytics settings the product API may change without a release. */
export interface AnalyticsRemoteSettings {
  enabled: boolean;
  maxBatchSize: number;
  flushIntervalMs: number;
  telemetryLevel: TelemetryLevel;
  refreshIntervalSeconds: number;
}

export const DEFAULT_REMOTE_SETTINGS: AnalyticsRemoteSettings = {
  enabled: true,
  maxBatchSize: DEFAULT_BATCH_SIZE,
  flushIntervalMs: DEFAULT_FLUSH_INTERVAL_MS,
  telemetryLevel: DEFAULT_TELEMETRY_LEVEL,
  refreshIntervalSeconds: ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS,
};

// The API's remote config (shared AnalyticsRemoteConfig) inside its `data` envelope; other fields
// it sends restate spec constants this client already holds. Missing fields keep their defaults.
const RemoteSettingsFields = z.object({
  enabled: z.optional(z.boolean()),
  maxBatchSize: z.optional(z.int().check(z.minimum(1), z.maximum(ANALYTICS_MAX_BATCH))),
  flushIntervalMs: z.optional(z.int().check(z.minimum(1000))),
  telemetryLevel: z.optional(z.enum(TELEMETRY_LEVELS)),
  refreshIntervalSeconds: z.optional(z.int().check(z.minimum(60))),
});

export type RemoteConfigResult =
  | { ok: true; settings: AnalyticsRemoteSettings; attempts: number }
  | { ok: false; settings: AnalyticsRemoteSettings; attempts: number; error: string };

export interface FetchRemoteConfigOptions {
  url: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  timers: Timers;
  tries?: number;
  timeoutMs?: number;
}

export function parseRemoteSettings(raw: unknown): AnalyticsRemoteSettings {
  const body = typeof raw === 'object' && raw !== null && 'data' in raw ? (raw as { data: unknown }).data : raw;
  const parsed = z.safeParse(RemoteSettingsFields, body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`Analytics remote config has invalid fields: ${fields}`);
  }
  const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_REMOTE_SETTINGS, ...fields };
}

/**
 * Fetches the remote config: up to REMOTE_CONFIG_FETCH_TRIES tries, each aborted after
 * REMOTE_CONFIG_FETCH_TIMEOUT_MS. Never throws: on failure the defaults apply and the reason is kept.
 */
export async function fetchRemoteConfig({
  url,
  fetch: fetchImpl = globalThis.fetch,
  headers = {},
  timers,
  tries = REMOTE_CONFIG_FETCH_TRIES,
  timeoutMs = REMOTE_CONFIG_FETCH_TIMEOUT_MS,
}: FetchRemoteConfigOptions): Promise<RemoteConfigResult> {
  let error = 'no attempt made';
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await fetchImpl(url, { signal: controller.signal, headers: { ...headers, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return { ok: true, settings: parseRemoteSettings(await response.json()), attempts: attempt };
    } catch (cause) {
      error = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : cause instanceof Error ? cause.message : String(cause);
    } finally {
      timers.clearTimeout(timer);
    }
  }
  return { ok: false, settings: DEFAULT_REMOTE_SETTINGS, attempts: tries, error };
}
