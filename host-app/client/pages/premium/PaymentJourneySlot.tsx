import { Suspense } from 'react';
import type { PaymentMethodKind } from '../../../contract/payments/paymentConstants';
import type { BillingPlan, SubscriptionGranted } from '../../../contract/payments/paymentTypes';
import { CardJourney, MobileBillingJourney, VoucherJourney } from '../../payments/journeyLoaders';
import type { OperatorDetails } from '../../payments/paymentFlowState';

export interface PaymentJourneySlotProps {
  method: PaymentMethodKind;
  /** The chosen plan; a voucher needs none, as it pays for its own. */
  plan: BillingPlan | null;
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
  // A voucher's journey does not depend on a plan: its code decides the plan.
  const key = method === 'Voucher' ? method : `${method}:${plan?.key}`;
  const common = { country, onGranted, onFailed };
  const journey =
    method === 'Voucher' ? (
      <VoucherJourney key={key} {...common} track={track} />
    ) : !plan ? null : method === 'Mobile' ? (
      <MobileBillingJourney key={key} {...common} plan={plan} track={track} onOperatorDetails={onOperatorDetails} />
    ) : (
      <CardJourney key={key} {...common} plan={plan} method={method} track={track} onAlreadySubscribed={onAlreadySubscribed} onPending={onPending} />
    );
  if (!journey) return null;
  return (
    <Suspense
      fallback={
        <p className="site-Muted" role="status">
          {loadingLabel}
        </p>
      }
    >
      {journey}
    </Suspense>
  );
}
