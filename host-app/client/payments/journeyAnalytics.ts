import { journeyEventName, PAYMENT_OUTCOME_EVENTS, type JourneyStep, type PaymentJourney } from '../../contract/payments/paymentConstants';
import { ANALYTICS_EVENTS, type AnalyticsEventName, type PaymentAnalyticsEventName } from '../analytics/analyticsEvents';
import type { AnalyticsProps } from '../analytics/analyticsEvent';

/** The part of the site's analytics a journey needs. */
export interface JourneyAnalyticsTarget {
  track(event: AnalyticsEventName, props?: AnalyticsProps): void;
  flush(mode: 'now'): Promise<void>;
}

export type PaymentOutcome = keyof typeof PAYMENT_OUTCOME_EVENTS;

export interface JourneyAnalytics<J extends PaymentJourney> {
  /** PR-PAY-8: one step of the journey, as `vpay_<journey>_<step>`. */
  track: (step: JourneyStep<J>) => void;
  /** PR-PAY-8 outcome; sent at once, so the journey's events are stored before the visitor leaves. */
  outcome: (outcome: PaymentOutcome, props?: AnalyticsProps) => void;
}

/**
 * Journey steps and outcomes through the site's analytics pipeline (batched to the product API).
 * Mobile-operator billing also reports the spec's own DCB events: started when the viewer
 * confirms with "Go VIP", successful when the operator's code grants premium.
 */
export function createJourneyAnalytics<J extends PaymentJourney>(journey: J, target: JourneyAnalyticsTarget): JourneyAnalytics<J> {
  const isMobile = (journey as PaymentJourney) === 'mobile';
  return {
    track(step) {
      target.track(journeyEventName(journey, step) as PaymentAnalyticsEventName, { journey });
      if (isMobile && step === 'click_go_vip') target.track(ANALYTICS_EVENTS.dcbPaymentStarted, { journey });
    },
    outcome(outcome, props = {}) {
      target.track(PAYMENT_OUTCOME_EVENTS[outcome], { journey, ...props });
      if (isMobile && outcome === 'success') target.track(ANALYTICS_EVENTS.dcbPaymentSuccessful, { journey, ...props });
      void target.flush('now');
    },
  };
}
