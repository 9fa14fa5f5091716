import type { Operator } from '../../shared/apiTypes';
import type { JourneyStep, PaymentJourney } from '../../shared/paymentConstants';
import type { BillingPlan, SubscriptionGranted } from '../../shared/paymentTypes';

/** What the premium page hands to each payment journey it mounts. */
export interface JourneyProps<J extends PaymentJourney> {
  plan: BillingPlan;
  /** Section 3 user country (default AE). */
  country: string;
  /** Records one section 4 analytics step of this journey, in order. */
  track: (step: JourneyStep<J>) => void;
  /** The API granted VIP (an acceptable result code); the page switches VIP on without reloading the profile. */
  onGranted: (result: SubscriptionGranted) => void;
  /** The journey ended without VIP; `messageKey` is the API's, when it gave one. */
  onFailed: (messageKey?: string) => void;
}

/** The mobile journey also reports the operator and number it uses (section 3 operator details). */
export interface MobileJourneyProps extends JourneyProps<'mobile'> {
  onOperatorDetails: (details: { operator: Operator; dialCode: string; phoneNumber: string }) => void;
}
