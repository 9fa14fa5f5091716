import { DEFAULT_BATCH_SIZE, DEFAULT_FLUSH_INTERVAL_MS, MAX_QUEUED_EVENTS } from './analyticsConstants';
import type { AnalyticsEvent } from './analyticsEvent';
import type { Timers } from './timers';

export interface BatchingTransportOptions {
  /** Delivers a batch; rejects when it was not stored. */
  send(events: readonly AnalyticsEvent[]): Promise<void>;
  /** Hands a batch to the browser to deliver after the page is gone; false when refused. */
  beacon(events: readonly AnalyticsEvent[]): boolean;
  timers: Timers;
  batchSize?: number;
  flushIntervalMs?: number;
  maxQueued?: number;
  /** Events with different keys never share a batch (the ingest takes one device and session per batch). */
  batchKey?: (event: AnalyticsEvent) => string;
}

export interface BatchingTransport {
  enqueue(event: AnalyticsEvent): void;
  /** Sends the queue now; resolves when that batch is settled. */
  flush(): Promise<void>;
  /** Sends the queue with a beacon, for pagehide and hidden pages. */
  flushWithBeacon(): void;
  setLimits(limits: { batchSize: number; flushIntervalMs: number }): void;
  pending(): number;
  dispose(): void;
}

/**
 * Queues events and sends them in batches: at once when the queue reaches the batch size,
 * otherwise when the flush interval after the first queued event has passed.
 */
export function createBatchingTransport(options: BatchingTransportOptions): BatchingTransport {
  const { send, beacon, timers, maxQueued = MAX_QUEUED_EVENTS, batchKey = () => '' } = options;
  let batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  let queue: AnalyticsEvent[] = [];
  let inFlight: Promise<void> | null = null;
  let timer: unknown = null;
  let disposed = false;
  // After a failed send, a full queue waits for the interval instead of sending on every event.
  let retryWaiting = false;

  const cancelTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const armTimer = () => {
    if (timer !== null || queue.length === 0 || disposed) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void flush();
    }, flushIntervalMs);
  };
  const keep = (events: AnalyticsEvent[]) => {
    queue = events.slice(-maxQueued);
  };
  // The front of the queue up to the batch size, stopping where the batch key changes.
  const nextBatch = (): AnalyticsEvent[] => {
    const first = queue[0];
    if (!first) return [];
    const key = batchKey(first);
    const end = queue.findIndex((event, index) => index >= batchSize || batchKey(event) !== key);
    return queue.slice(0, end === -1 ? queue.length : end);
  };

  function settled(delivered: boolean) {
    inFlight = null;
    retryWaiting = !delivered;
    if (delivered && queue.length >= batchSize) void flush();
    else armTimer();
  }

  function flush(): Promise<void> {
    if (inFlight) return inFlight;
    cancelTimer();
    retryWaiting = false;
    if (queue.length === 0) return Promise.resolve();
    const batch = nextBatch();
    queue = queue.slice(batch.length);
    inFlight = send(batch).then(
      () => settled(true),
      () => {
        // Undelivered events go back in front, to be retried with the next flush.
        keep([...batch, ...queue]);
        settled(false);
      },
    );
    return inFlight;
  }

  return {
    enqueue(event) {
      if (disposed) return;
      keep([...queue, event]);
      if (queue.length >= batchSize && !retryWaiting) void flush();
      else armTimer();
    },
    flush,
    flushWithBeacon() {
      cancelTimer();
      if (queue.length === 0) return;
      // Batch-sized beacons stay under the browser's beacon size limit; a refused one keeps the rest.
      while (queue.length > 0) {
        const batch = nextBatch();
        if (!beacon(batch)) return;
        queue = queue.slice(batch.length);
      }
    },
    setLimits(limits) {
      batchSize = limits.batchSize;
      flushIntervalMs = limits.flushIntervalMs;
      cancelTimer();
      if (queue.length >= batchSize) void flush();
      else armTimer();
    },
    pending: () => queue.length,
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
