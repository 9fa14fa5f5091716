import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import type { PaymentJourney, PaymentMethodKind } from '../../../contract/payments/paymentConstants';
import type { BillingPlan, SubscriptionGranted } from '../../../contract/payments/paymentTypes';
import { SubscriptionFlowErrorCode } from '../../../contract/payments/paymentResultCodes';
import { analytics } from '../../analytics';
import { loadApiMessages } from '../../payments/apiMessageText';
import { createJourneyAnalytics, type JourneyAnalytics } from '../../payments/journeyAnalytics';
import { usePaymentFlow } from '../../payments/usePaymentFlow';

export type PremiumOutcome =
  | { kind: 'idle' }
  | { kind: 'granted' }
  | { kind: 'pending' }
  | { kind: 'alreadySubscribed' }
  | { kind: 'failed'; messageKey?: string };

export type SubscriptionFlowError = (typeof SubscriptionFlowErrorCode)[keyof typeof SubscriptionFlowErrorCode];

/** Which analytics journey a payment method's steps belong to (PR-PAY-8). */
export const JOURNEY_FOR_METHOD: Record<PaymentMethodKind, PaymentJourney> = {
  CreditCard: 'creditCard',
  ApplePay: 'creditCard',
  GooglePay: 'creditCard',
  Mobile: 'mobile',
  Voucher: 'voucher',
};

/**
 * The premium page's flow: choosing a plan and a method (PR-PAY-10 subscription-flow errors when
 * the visitor is not signed in or has no plan), and what a journey's end means: a grant switches
 * VIP on in the session without reloading the profile.
 */
export function usePremiumCheckout() {
  const { status, becomeSubscriber } = useAuthSession();
  const flow = usePaymentFlow();
  const { selectPlan, selectPaymentMethod } = flow;
  const plan = flow.state.selectedPaymentPlan;
  const method = flow.state.selectedPaymentMethod;
  const [outcome, setOutcome] = useState<PremiumOutcome>({ kind: 'idle' });
  const [flowError, setFlowError] = useState<SubscriptionFlowError | null>(null);
  const signedIn = status === 'authenticated';

  const choosePlan = useCallback(
    (next: BillingPlan) => {
      selectPlan(next);
      setOutcome({ kind: 'idle' });
      // The choice is kept, so it is still there after signing in.
      setFlowError(signedIn ? null : SubscriptionFlowErrorCode.userUnauthorized);
    },
    [selectPlan, signedIn],
  );

  const chooseMethod = useCallback(
    (next: PaymentMethodKind) => {
      setOutcome({ kind: 'idle' });
      if (!signedIn) return setFlowError(SubscriptionFlowErrorCode.userUnauthorized);
      // A voucher pays for the plan it was sold for, so it needs none chosen here.
      if (!plan && next !== 'Voucher') return setFlowError(SubscriptionFlowErrorCode.paymentPlanNotSelected);
      setFlowError(null);
      selectPaymentMethod(next);
    },
    [signedIn, plan, selectPaymentMethod],
  );

  const journey: JourneyAnalytics<PaymentJourney> | null = useMemo(() => (method ? createJourneyAnalytics(JOURNEY_FOR_METHOD[method], analytics) : null), [method]);

  const onGranted = useCallback(
    (result: SubscriptionGranted) => {
      journey?.outcome('success', { paymentMethod: result.paymentMethod });
      becomeSubscriber();
      selectPaymentMethod(null);
      setOutcome({ kind: 'granted' });
    },
    [journey, becomeSubscriber, selectPaymentMethod],
  );

  const onFailed = useCallback(
    (messageKey?: string) => {
      journey?.outcome('failed', messageKey ? { messageKey } : {});
      // Shown in the API's words, which are loaded by now as a rule (below).
      void loadApiMessages().finally(() => setOutcome(messageKey ? { kind: 'failed', messageKey } : { kind: 'failed' }));
    },
    [journey],
  );

  // Ready before any payment can fail, without weighing on the page's first bytes.
  useEffect(() => void loadApiMessages().catch(() => undefined), []);

  const onAlreadySubscribed = useCallback(() => {
    journey?.outcome('failed', { resultCode: 10132 });
    selectPaymentMethod(null);
    setOutcome({ kind: 'alreadySubscribed' });
  }, [journey, selectPaymentMethod]);

  const onPending = useCallback(() => setOutcome({ kind: 'pending' }), []);

  const track = useCallback((step: string) => (journey as JourneyAnalytics<PaymentJourney> | null)?.track(step as never), [journey]);

  return { plan, method, outcome, flowError, choosePlan, chooseMethod, track, onGranted, onFailed, onAlreadySubscribed, onPending };
}
