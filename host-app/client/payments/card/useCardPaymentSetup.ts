import { useMemo } from 'react';
import { detectOsType, variationFromAddress } from '../setup/osType';
import type { PaymentSetupRequest } from '../setup/paymentSetupApi';
import type { PaymentSetupState } from '../setup/paymentSetupReducer';
import { usePaymentSetup } from '../setup/usePaymentSetup';
import type { BillingPlan } from '../../../contract/payments/paymentTypes';
import type { ProductCaller } from '../../api/useProductCaller';
import type { Locale } from '../../i18n/translate';
import { paymentSetupCall } from './paymentSetupCall';

export interface CardPaymentSetupInput {
  plan: BillingPlan;
  locale: Locale;
  /** The brand's platform value (PR-SITE-2), sent as `source`. */
  source: string;
  call: ProductCaller;
  /** The page address, for `variation` and `urlReferrer`. */
  location: Pick<Location, 'href' | 'search'>;
  device: { userAgent: string; maxTouchPoints?: number };
}

/** The payment setup for the selected plan; a new plan or variation runs a new one. */
export function useCardPaymentSetup({ plan, locale, source, call, location, device }: CardPaymentSetupInput): PaymentSetupState {
  const request = useMemo<PaymentSetupRequest>(
    () => ({
      variation: variationFromAddress(location.search),
      osType: detectOsType(device),
      urlReferrer: location.href,
      language: locale,
      source,
      billingPlan: plan.encryptedBillingPlan,
    }),
    [location.search, location.href, device, locale, source, plan.encryptedBillingPlan],
  );
  return usePaymentSetup({ requestConfiguration: paymentSetupCall(call), locale }, request);
}
