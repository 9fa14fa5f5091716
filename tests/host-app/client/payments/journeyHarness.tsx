import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthSessionProvider } from 'payment-client/auth-session';
import { createSiteQueryClient } from '../../../../host-app/client/api/siteQueryClient';
import { I18nProvider } from '../../../../host-app/client/i18n/I18nProvider';
import type { Locale } from '../../../../host-app/client/i18n/translate';
import type { BillingPlan, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { fakeAuthSession, subscriberState } from '../ads/fakeSession';
import '../support/siteLanguages';

export const monthlyPlan: BillingPlan = {
  key: 'monthly',
  encryptedBillingPlan: btoa(JSON.stringify({ billingOption: 'monthly', price: 8, trialDuration: 0, allowAllUsersToHaveTrial: false })),
  amount: 800,
  currency: 'AED',
  period: 'monthly',
  months: 1,
  trialDuration: 0,
  operatorPrice: null,
};

export const granted = (paymentMethod: SubscriptionGranted['paymentMethod']): SubscriptionGranted => ({
  resultCode: 10100,
  paymentMethod,
  subscription: { hasVIPContentAccess: true, canUnsubscribe: true, sessionType: paymentMethod, status: 'active', plan: 'monthly', isTrial: false, currentPeriodEndsAt: '2026-12-22T00:00:00Z' },
});

export const otpSent = (channel: 'sms' | 'email', overrides: Record<string, unknown> = {}) => ({
  transactionId: 'txn_1',
  channel,
  codeLength: 6,
  expiresAt: '2026-12-22T00:10:00Z',
  resendAfterSeconds: 0,
  ...overrides,
});

/** What the premium page would record of a journey. */
export function journeyRecorder<S extends string>() {
  const steps: S[] = [];
  const grants: SubscriptionGranted[] = [];
  const failures: (string | undefined)[] = [];
  return {
    steps,
    grants,
    failures,
    track: (step: S) => void steps.push(step),
    onGranted: (result: SubscriptionGranted) => void grants.push(result),
    onFailed: (messageKey?: string) => void failures.push(messageKey),
  };
}

/** Renders a journey as the premium page would: language and a signed-in session around it. */
export function renderJourney(ui: ReactNode, locale: Locale = 'en') {
  const { session } = fakeAuthSession(subscriberState(false));
  return render(
    <I18nProvider locale={locale}>
      <AuthSessionProvider session={session}>
        <QueryClientProvider client={createSiteQueryClient({ queries: { retry: false } })}>{ui}</QueryClientProvider>
      </AuthSessionProvider>
    </I18nProvider>,
  );
}
