/**
 * Which failures a provider call retries, and how long it waits (SEC-12):
 * connection errors, 409 and 5xx with exponential backoff and jitter; 429 backs off longer;
 * other 4xx are final.
 */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Multiplies the delay after a 429. */
  tooManyRequestsFactor: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  tooManyRequestsFactor: 4,
};

export type AttemptFailure = { kind: 'connection' } | { kind: 'status'; status: number };

export function isRetryable(failure: AttemptFailure): boolean {
  if (failure.kind === 'connection') return true;
  return failure.status === 409 || failure.status === 429 || failure.status >= 500;
}

/** The real wait between attempts; callers inject a fake in tests. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A random delay between half the exponential cap and the cap, so clients do not retry in step. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, failure: AttemptFailure, random = Math.random): number {
  const factor = failure.kind === 'status' && failure.status === 429 ? policy.tooManyRequestsFactor : 1;
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * factor * 2 ** (attempt - 1));
  return Math.round(cap / 2 + random() * (cap / 2));
}
