import { journeyEventName, PAYMENT_OUTCOME_EVENTS, type JourneyStep, type PaymentJourney } from '../../shared/paymentConstants';
import type { AnalyticsEventName, PaymentAnalyticsEventName } from '../analytics/analyticsEvents';
import type { AnalyticsProps } from '../analytics/analyticsEvent';

/** The part of the site's analytics a journey needs. */
export interface JourneyAnalyticsTarget {
  track(event: AnalyticsEventName, props?: AnalyticsProps): void;
  flush(mode: 'now'): Promise<void>;
}

export type PaymentOutcome = keyof typeof PAYMENT_OUTCOME_EVENTS;

export interface JourneyAnalytics<J extends PaymentJourney> {
  /** Section 4: one step of the journey, as `vpay_<journey>_<step>`. */
  track: (step: JourneyStep<J>) => void;
  /** Section 4 outcome; sent at once, so the journey's events are stored before the visitor leaves. */
  outcome: (outcome: PaymentOutcome, props?: AnalyticsProps) => void;
}

/** Journey steps and outcomes through the site's analytics pipeline (batched to the product API). */
export function createJourneyAnalytics<J extends PaymentJourney>(journey: J, target: JourneyAnalyticsTarget): JourneyAnalytics<J> {
  return {
    track: (step) => target.track(journeyEventName(journey, step) as PaymentAnalyticsEventName, { journey }),
    outcome(outcome, props = {}) {
      target.track(PAYMENT_OUTCOME_EVENTS[outcome], { journey, ...props });
      void target.flush('now');
    },
  };
}
