import { useMemo, useRef } from 'react';
import type { PaymentMethodKind, JourneyStep } from '../../../contract/payments/paymentConstants';
import type { BillingPlan, SubscriptionGranted } from '../../../contract/payments/paymentTypes';
import type { ProductCaller } from '../../api/useProductCaller';
import type { Locale } from '../../i18n/translate';
import { sourceIdFields } from '../subscriptionSource';
import { canBenefitFromTrial, confirmPayment, grantOf, newIdempotencyKey, validatePaymentIntent, type ConfirmOptions } from '../paymentCalls';

export interface KitPaymentContext {
  call: ProductCaller;
  plan: BillingPlan;
  method: Extract<PaymentMethodKind, 'CreditCard' | 'ApplePay' | 'GooglePay'>;
  executionId: string;
  email: string;
  locale: Locale;
  source: string;
  urlReferrer: string;
  campaignId: string;
  influencerId: string;
  track: (step: JourneyStep<'creditCard'>) => void;
  onGranted: (result: SubscriptionGranted) => void;
  onFailed: (messageKey?: string) => void;
  onAlreadySubscribed: () => void;
  onPending: () => void;
  confirmOptions?: ConfirmOptions;
}

/**
 * The drop-in's events for a premium payment: the API validates the intent before the provider
 * authorizes (and vetoes it for an account that already has premium), then confirms the
 * authorized payment; only its acceptable answer grants VIP.
 */
export function useKitPaymentEvents(context: KitPaymentContext) {
  const latest = useRef(context);
  latest.current = context;
  return useMemo(() => {
    // The kit reports its own failure after a veto; the veto's outcome is already shown.
    let vetoed = false;
    // One purchase attempt per Pay press: its confirmation (and the retries of it) share one key.
    let idempotencyKey = newIdempotencyKey();
    const cardFields = () => {
      const { email, locale, plan, urlReferrer, source } = latest.current;
      return { email, language: locale, billingOption: plan.key, urlReferrer, canBenefitFromTrial: canBenefitFromTrial(plan), holdFullAmount: false, source };
    };
    async function confirm() {
      const { call, executionId, campaignId, influencerId, method, confirmOptions } = latest.current;
      const verdict = await confirmPayment(
        call,
        { ...cardFields(), paymentIntentId: executionId, ...sourceIdFields({ campaignId, influencerId }) },
        { ...confirmOptions, idempotencyKey },
      );
      const now = latest.current;
      if (verdict.kind === 'granted') {
        now.track('finish');
        now.onGranted(grantOf(verdict.result, method));
      } else if (verdict.kind === 'pending') now.onPending();
      else if (verdict.kind === 'alreadySubscribed') now.onAlreadySubscribed();
      else now.onFailed(verdict.messageKey);
    }
    return {
      /** Pay pressed: the API's go-ahead decides whether the provider is asked at all. */
      async onAuthorizeRequestStart(): Promise<boolean> {
        const { call, executionId, track, onAlreadySubscribed, onFailed } = latest.current;
        vetoed = false;
        idempotencyKey = newIdempotencyKey();
        track('click_go_vip');
        const verdict = await validatePaymentIntent(call, { ...cardFields(), token: executionId });
        if (verdict.kind !== 'allowed') vetoed = true;
        if (verdict.kind === 'alreadySubscribed') {
          onAlreadySubscribed();
          return false;
        }
        if (verdict.kind === 'failed') {
          onFailed(verdict.messageKey);
          return false;
        }
        return true;
      },
      // A pending authorization waits for the shopper (3-D Secure in the page); the kit reports success or failure after it.
      onAuthorizeSuccess: () => void confirm(),
      onAuthorizeFailed: () => {
        if (!vetoed) latest.current.onFailed();
        vetoed = false;
      },
    };
  }, []);
}
