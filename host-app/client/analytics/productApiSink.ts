import { PRODUCT_HEADERS, bearerHeader } from '../../contract/http/headers';
import { ANALYTICS_INGEST_TIMEOUT_MS, KEEPALIVE_BODY_LIMIT_BYTES } from './analyticsConstants';
import type { AnalyticsEvent, AnalyticsSink } from './analyticsEvent';
import { createBatchingTransport, type BatchingTransport } from './batchingTransport';
import type { HeartbeatStore } from './heartbeatStore';
import { ingestBody } from './ingestBody';
import type { Timers } from './timers';

export interface ProductApiSinkOptions {
  ingestUrl: string;
  heartbeats: HeartbeatStore;
  timers: Timers;
  /** Product API headers (device id, version…), read at each send. Not the bearer token: see `credential`. */
  headers?: () => Record<string, string>;
  /**
   * The session's bearer token, or null for a visitor. Read when an event is recorded, so each
   * event is sent with the token of the session it happened in, however late its batch goes.
   */
  credential?: () => string | null;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** Called when the API refuses a batch; such a batch is not retried. */
  onRejected?: (status: number) => void;
}

export interface ProductApiSink extends AnalyticsSink {
  readonly transport: BatchingTransport;
}

// A refused batch stays refused; only these answers are worth another try.
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Sends events in batches to the product API, which stores them; heartbeats ride along. The server
 * takes the user id only from the Authorization header, so a signed-in viewer's batches carry it,
 * also when the page is going away: `navigator.sendBeacon` cannot send headers, so those batches
 * leave by `fetch` with `keepalive`, which outlives the page the same way. Visitors' batches still
 * use the beacon.
 */
export function createProductApiSink(options: ProductApiSinkOptions): ProductApiSink {
  const { ingestUrl, heartbeats, timers, headers = () => ({}), credential = () => null, fetch: fetchImpl, sendBeacon, onRejected } = options;
  const doFetch = (...args: Parameters<typeof fetch>) => (fetchImpl ?? globalThis.fetch)(...args);
  // Kept beside the events rather than in them, so no other sink ever sees a token.
  const tokens = new WeakMap<AnalyticsEvent, string | null>();
  const tokenOf = (events: readonly AnalyticsEvent[]) => (events[0] ? (tokens.get(events[0]) ?? null) : null);
  const requestHeaders = (token: string | null): Record<string, string> => ({
    ...headers(),
    'Content-Type': 'application/json',
    ...(token ? { [PRODUCT_HEADERS.authorization]: bearerHeader(token) } : {}),
  });

  const transport = createBatchingTransport({
    timers,
    // A batch is one device, one analytics session and one signed-in session (or none).
    batchKey: (event) => `${event.deviceId}/${event.sessionId}/${tokens.get(event) ?? ''}`,
    async send(events) {
      const { body, heartbeats: included } = ingestBody(events, heartbeats.entries());
      const controller = new AbortController();
      const timer = timers.setTimeout(() => controller.abort(), ANALYTICS_INGEST_TIMEOUT_MS);
      try {
        const response = await doFetch(ingestUrl, {
          method: 'POST',
          headers: requestHeaders(tokenOf(events)),
          body: JSON.stringify(body),
          keepalive: true,
          signal: controller.signal,
        });
        if (!response.ok && retryable(response.status)) throw new Error(`Analytics ingest answered ${response.status}`);
        if (!response.ok) onRejected?.(response.status);
        else heartbeats.remove(included);
      } finally {
        timers.clearTimeout(timer);
      }
    },
    beacon(events) {
      const { body, heartbeats: included } = ingestBody(events, heartbeats.entries());
      const json = JSON.stringify(body);
      const token = tokenOf(events);
      let queued: boolean;
      if (token) {
        // Browsers refuse keepalive bodies over their in-flight budget; refusing first keeps the rest queued, as a full beacon does.
        queued = new Blob([json]).size <= KEEPALIVE_BODY_LIMIT_BYTES;
        try {
          // The page may be gone before the answer; a lost batch is as lost as an undelivered beacon.
          if (queued) doFetch(ingestUrl, { method: 'POST', headers: requestHeaders(token), body: json, keepalive: true }).catch(() => undefined);
        } catch {
          queued = false;
        }
      } else {
        const beacon = sendBeacon ?? ((url: string, data: Blob) => navigator.sendBeacon(url, data));
        queued = beacon(ingestUrl, new Blob([json], { type: 'application/json' }));
      }
      if (queued) heartbeats.remove(included);
      return queued;
    },
  });

  return {
    name: 'product-api',
    transport,
    receive(event) {
      tokens.set(event, credential());
      transport.enqueue(event);
    },
    flush: (mode) => (mode === 'beacon' ? transport.flushWithBeacon() : transport.flush()),
    dispose: () => transport.dispose(),
  };
}
