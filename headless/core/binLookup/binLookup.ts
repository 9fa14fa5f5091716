import type { ProviderClient } from '../api/providerClient';
import { BIN_LOOKUP } from './constants';

export interface BinLookupResult {
  bin: string;
  network?: string;
  issuerCountry?: { code: string };
  [field: string]: unknown;
}

/** The BIN to look up: dashes, spaces and X removed, cut to 8; null below 6 digits. */
export function normalizeBin(value: string): string | null {
  const bin = value.replace(/[-\sXx]/g, '').slice(0, BIN_LOOKUP.maxDigits);
  return /^\d+$/.test(bin) && bin.length >= BIN_LOOKUP.minDigits ? bin : null;
}

/**
 * One lookup through the session's binLookup link. A failure does not stop the payment: only the
 * BIN is returned, and `onError` hears why (logged, PC-BIN-3).
 */
export async function lookUpBin(client: ProviderClient, url: string, bin: string, onError?: (error: unknown) => void): Promise<BinLookupResult> {
  try {
    const answer = await client.request<BinLookupResult>({ method: 'POST', url, body: { bin } });
    return answer && typeof answer === 'object' ? { ...answer, bin } : { bin };
  } catch (error) {
    onError?.(error);
    return { bin };
  }
}

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface BinLookupThrottle {
  /** Asks for a lookup; calls within the throttle window collapse into the latest BIN. */
  request(value: string): void;
  cancel(): void;
}

/**
 * Throttles lookups to one per 500 ms with a trailing call, skips a BIN already looked up,
 * and drops answers for a BIN the shopper has since changed.
 */
export function createBinLookupThrottle(
  lookUp: (bin: string) => Promise<BinLookupResult>,
  onResult: (result: BinLookupResult) => void,
  timers: Timers = realTimers,
): BinLookupThrottle {
  let lastRun = -Infinity;
  let lastBin: string | null = null;
  let wanted: string | null = null;
  let timer: unknown;

  function run() {
    timer = undefined;
    const bin = wanted;
    if (!bin || bin === lastBin) return;
    lastBin = bin;
    lastRun = timers.now();
    void lookUp(bin).then((result) => {
      if (wanted === bin) onResult(result);
    });
  }

  return {
    request(value) {
      wanted = normalizeBin(value);
      if (!wanted || wanted === lastBin || timer !== undefined) return;
      const wait = lastRun + BIN_LOOKUP.throttleMs - timers.now();
      if (wait <= 0) run();
      else timer = timers.setTimeout(run, wait);
    },
    cancel() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      wanted = null;
    },
  };
}
