import type { SubscriptionDetails } from '../../contract/subscriptions/subscriptionTypes';

/** The label before the period's end date, saying what happens on that date. */
export type PeriodEndLabelKey =
  | 'settings.subscription.renewsOn'
  | 'settings.subscription.renewsOnPhoneBill'
  | 'settings.subscription.trialEndsOn'
  | 'settings.subscription.endsOn'
  | 'settings.subscription.premiumEndsOn';

/**
 * Only what renews says "Renews on": a voucher pays for one period and simply ends, a cancelled
 * subscription says when Premium ends, an expired one ends, an operator renewal goes on the phone bill, and a card trial ends
 * with its first charge.
 */
export function periodEndLabelKey(details: Pick<SubscriptionDetails, 'status' | 'sessionType' | 'isTrial'>): PeriodEndLabelKey {
  // Cancelled before the end: Premium runs on until then, and stops.
  if (details.status === 'cancelled') return 'settings.subscription.premiumEndsOn';
  if (details.status !== 'active' || details.sessionType === 'Voucher' || details.sessionType === null) return 'settings.subscription.endsOn';
  if (details.sessionType === 'Mobile') return 'settings.subscription.renewsOnPhoneBill';
  return details.isTrial ? 'settings.subscription.trialEndsOn' : 'settings.subscription.renewsOn';
}
