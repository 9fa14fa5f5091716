/** The earliest a token is renewed before its end: long enough for a slow network, short of wasting the session. */
export const RENEWAL_LEAD_MAX_MS = 5 * 60 * 1000;

/**
 * The longest wait a browser timer keeps (2^31 - 1 ms, about 24.8 days): a longer one fires at once.
 * A 30-day "stay signed in" token waits in steps of at most this long.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** After a renewal that failed for a reason other than a refusal (network, server), the next try. */
export const RENEWAL_RETRY_MS = 30 * 1000;

/**
 * How long to wait before renewing a token issued at `issuedAt` and ending at `expiresAt` (ms since
 * the epoch): five minutes before its end, or a third of its life for a short one, so an 8-hour
 * token renews after 7 h 55 min and a 60 s TEST token after 40 s. Never negative: a token already
 * due renews at once.
 */
export function renewalDelayMs(lifetime: { issuedAt: number; expiresAt: number }, now: number): number {
  const lead = Math.min(RENEWAL_LEAD_MAX_MS, (lifetime.expiresAt - lifetime.issuedAt) / 3);
  return Math.max(0, lifetime.expiresAt - lead - now);
}

/**
 * Calls `renew` when the token is due (see `renewalDelayMs`), waiting in steps no longer than a
 * timer holds; answers a cancel. Framework-free, so the waiting is tested on its own.
 */
export function waitForRenewal(lifetime: { issuedAt: number; expiresAt: number }, renew: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    const delay = renewalDelayMs(lifetime, now());
    timer = delay > MAX_TIMER_DELAY_MS ? setTimeout(wait, MAX_TIMER_DELAY_MS) : setTimeout(renew, delay);
  };
  wait();
  return () => clearTimeout(timer);
}
