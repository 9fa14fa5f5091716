/**
 * Failed-payment recovery: a declined renewal leaves the subscription past due, with VIP for a
 * grace period while the charge is retried; a hard decline is not retried.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after its period ends a renewal that is due but not yet tried keeps VIP: the billing
 * run comes every 10 minutes, so an hour allows for a slow or missed run without a blink of VIP,
 * while a subscription nothing can renew is not left open for days.
 */
export const RENEWAL_DUE_ALLOWANCE_MS = 60 * 60 * 1000;

/** Days of VIP a past-due subscriber keeps after the first failed renewal attempt. */
export const GRACE_PERIOD_DAYS = 7;

/** Retries of a soft decline, in days after the first failed attempt. */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 5];

/**
 * Declines another try may turn around: money short, issuer or operator busy. Anything else (a
 * declined, stolen or expired card, a card no longer on file) is hard and would only fail again.
 */
const SOFT_DECLINES: ReadonlySet<string> = new Set(['Insufficient funds', 'Issuer unavailable', 'Operator refused']);

export function isHardDecline(reason: string): boolean {
  return !SOFT_DECLINES.has(reason);
}

export function graceEndsAt(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
}

/**
 * When a declined attempt (0 is the charge at the period end, then the retries) is tried again:
 * null once there is nothing left to try, a hard decline at once. Either way the subscriber keeps
 * VIP to the end of the grace the first decline's email promised; the period-end job ends it then.
 */
export function nextRetryAt(attempt: number, hard: boolean, pastDueSince: Date): Date | null {
  const days = hard ? undefined : RENEWAL_RETRY_DAYS[attempt];
  return days === undefined ? null : new Date(pastDueSince.getTime() + days * DAY_MS);
}
