import type { AnalyticsSink } from './analyticsEvent';
import { createBatchingTransport, type BatchingTransport } from './batchingTransport';
import type { HeartbeatStore } from './heartbeatStore';
import { ingestBody } from './ingestBody';
import type { Timers } from './timers';

export interface ProductApiSinkOptions {
  ingestUrl: string;
  heartbeats: HeartbeatStore;
  timers: Timers;
  /** Headers of the product API (bearer token, device id, version…), read at each send. */
  headers?: () => Record<string, string>;
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

/** Sends events in batches to the product API, which stores them; heartbeats ride along. */
export function createProductApiSink(options: ProductApiSinkOptions): ProductApiSink {
  const { ingestUrl, heartbeats, timers, headers = () => ({}), fetch: fetchImpl, sendBeacon, onRejected } = options;

  const transport = createBatchingTransport({
    timers,
    batchKey: (event) => `${event.deviceId}/${event.sessionId}`,
    async send(events) {
      const { body, heartbeats: included } = ingestBody(events, heartbeats.entries());
      const response = await (fetchImpl ?? globalThis.fetch)(ingestUrl, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      });
      if (!response.ok && retryable(response.status)) throw new Error(`Analytics ingest answered ${response.status}`);
      if (!response.ok) onRejected?.(response.status);
      else heartbeats.remove(included);
    },
    beacon(events) {
      const beacon = sendBeacon ?? ((url: string, data: Blob) => navigator.sendBeacon(url, data));
      const { body, heartbeats: included } = ingestBody(events, heartbeats.entries());
      const queued = beacon(ingestUrl, new Blob([JSON.stringify(body)], { type: 'application/json' }));
      if (queued) heartbeats.remove(included);
      return queued;
    },
  });

  return {
    name: 'product-api',
    transport,
    receive: (event) => transport.enqueue(event),
    flush: (mode) => (mode === 'beacon' ? transport.flushWithBeacon() : void transport.flush()),
    dispose: () => transport.dispose(),
  };
}
