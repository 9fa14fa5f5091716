import { describe, expect, it } from 'vitest';
import { periodEndLabelKey } from '../../../../host-app/client/payments/renewalWording';

describe('the label before a subscription period’s end date', () => {
  it.each([
    [{ status: 'active', sessionType: 'Voucher', isTrial: false }, 'settings.subscription.endsOn'],
    [{ status: 'active', sessionType: 'Mobile', isTrial: false }, 'settings.subscription.renewsOnPhoneBill'],
    [{ status: 'active', sessionType: 'CreditCard', isTrial: true }, 'settings.subscription.trialEndsOn'],
    [{ status: 'active', sessionType: 'CreditCard', isTrial: false }, 'settings.subscription.renewsOn'],
    [{ status: 'active', sessionType: 'ApplePay', isTrial: false }, 'settings.subscription.renewsOn'],
    [{ status: 'cancelled', sessionType: 'CreditCard', isTrial: false }, 'settings.subscription.premiumEndsOn'],
    [{ status: 'past_due', sessionType: 'CreditCard', isTrial: false }, 'settings.subscription.endsOn'],
    [{ status: 'expired', sessionType: 'Mobile', isTrial: false }, 'settings.subscription.endsOn'],
  ] as const)('%o → %s', (details, key) => {
    expect(periodEndLabelKey(details)).toBe(key);
  });
});
