import type { Operator } from '../../contract/content/contentTypes';
import type { JourneyStep, PaymentJourney } from '../../contract/payments/paymentConstants';
import type { BillingPlan, SubscriptionGranted } from '../../contract/payments/paymentTypes';

/** What the premium page hands to each payment journey it mounts. */
export interface JourneyProps<J extends PaymentJourney> {
  plan: BillingPlan;
  /** User country, AE by default (PR-PAY-6). */
  country: string;
  /** Records one analytics step (PR-PAY-8) of this journey, in order. */
  track: (step: JourneyStep<J>) => void;
  /** The API granted VIP (an acceptable result code); the page switches VIP on without reloading the profile. */
  onGranted: (result: SubscriptionGranted) => void;
  /** The journey ended without VIP; `messageKey` is the API's, when it gave one. */
  onFailed: (messageKey?: string) => void;
}

/** A voucher pays for the plan it was sold for: its journey takes no plan from the page. */
export type VoucherJourneyProps = Omit<JourneyProps<'voucher'>, 'plan'>;

/** The mobile journey also reports the operator and number it uses (operator details, PR-PAY-6). */
export interface MobileJourneyProps extends JourneyProps<'mobile'> {
  onOperatorDetails: (details: { operator: Operator; dialCode: string; phoneNumber: string }) => void;
}
