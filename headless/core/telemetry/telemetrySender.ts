import { TELEMETRY_BATCH_SIZE, TELEMETRY_FLUSH_DELAY_MS, TELEMETRY_MAX_ENTRIES_PER_PAGE } from './telemetryConstants';
import type { TelemetryEntry } from './telemetryEntry';

/** What the sender needs from the browser, passed in so tests drive it without one. */
export interface TelemetryTransport {
  /** `navigator.sendBeacon`; false when the browser would not queue the body. */
  sendBeacon?(url: string, body: string): boolean;
  /** Used when there is no beacon or it was refused: a fetch that outlives the page. */
  fetch?(url: string, init: RequestInit): Promise<unknown>;
  /** Calls `flush` whenever the page is hidden or left. */
  onPageHide(flush: () => void): void;
}

export interface TelemetrySender {
  add(entry: TelemetryEntry): void;
  /** Sends what is held, if anything. */
  flush(): void;
}

/**
 * Holds entries and sends them as one batch: a short while after the first (so a burst goes
 * together and an error is seen while the shopper is still on the page), when the page is hidden
 * (the last moment a page is sure to have: unload may never come on mobile), or as soon as a
 * batch is full.
 */
export function createTelemetrySender(endpoint: string, sampled: boolean, transport: TelemetryTransport): TelemetrySender {
  const held: TelemetryEntry[] = [];
  let accepted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (held.length === 0) return;
    // A string goes as text/plain, which needs no CORS preflight: a beacon cannot make one.
    const body = JSON.stringify({ entries: held.splice(0) });
    if (transport.sendBeacon?.(endpoint, body)) return;
    transport.fetch?.(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => {});
  }

  transport.onPageHide(flush);
  return {
    add(entry) {
      if (!sampled || accepted >= TELEMETRY_MAX_ENTRIES_PER_PAGE) return;
      accepted += 1;
      held.push(entry);
      if (held.length >= TELEMETRY_BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, TELEMETRY_FLUSH_DELAY_MS);
    },
    flush,
  };
}

/** The browser's beacon, fetch and page-hide events. */
export function browserTelemetryTransport(view: Window): TelemetryTransport {
  return {
    sendBeacon: view.navigator.sendBeacon ? (url, body) => view.navigator.sendBeacon(url, body) : undefined,
    fetch: (url, init) => view.fetch(url, init),
    onPageHide(flush) {
      view.addEventListener('pagehide', flush);
      view.document.addEventListener('visibilitychange', () => {
        if (view.document.visibilityState === 'hidden') flush();
      });
    },
  };
}
