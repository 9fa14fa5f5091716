import { Suspense } from 'react';
import type { PaymentMethodKind } from '../../../shared/productConstants';
import type { BillingPlan, SubscriptionGranted } from '../../../shared/paymentTypes';
import { CardJourney, MobileBillingJourney, VoucherJourney } from '../../payments/journeyLoaders';
import type { OperatorDetails } from '../../payments/paymentFlowState';

export interface PaymentJourneySlotProps {
  method: PaymentMethodKind;
  plan: BillingPlan;
  country: string;
  loadingLabel: string;
  track: (step: string) => void;
  onGranted: (result: SubscriptionGranted) => void;
  onFailed: (messageKey?: string) => void;
  onAlreadySubscribed: () => void;
  onPending: () => void;
  onOperatorDetails: (details: OperatorDetails) => void;
}

/** The chosen method's journey, loaded on demand; a new plan or method mounts a fresh one. */
export function PaymentJourneySlot({ method, plan, country, loadingLabel, track, onGranted, onFailed, onAlreadySubscribed, onPending, onOperatorDetails }: PaymentJourneySlotProps) {
  const key = `${method}:${plan.key}`;
  const common = { plan, country, onGranted, onFailed };
  return (
    <Suspense
      fallback={
        <p className="site-Muted" role="status">
          {loadingLabel}
        </p>
      }
    >
      {method === 'Mobile' ? (
        <MobileBillingJourney key={key} {...common} track={track} onOperatorDetails={onOperatorDetails} />
      ) : method === 'Voucher' ? (
        <VoucherJourney key={key} {...common} track={track} />
      ) : (
        <CardJourney key={key} {...common} method={method} track={track} onAlreadySubscribed={onAlreadySubscribed} onPending={onPending} />
      )}
    </Suspense>
  );
}
