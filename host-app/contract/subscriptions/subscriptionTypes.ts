import type { BillingPlanKey, PaymentMethodKind } from '../payments/paymentConstants';

// Subscriptions and plan changes.

/** past_due: a renewal was declined and is being retried; VIP stays during the grace period. */
export type SubscriptionState = 'none' | 'active' | 'cancelled' | 'expired' | 'past_due';

/** Subscription details (PR-API-7), computed on the server. */
export interface SubscriptionDetails {
  hasVIPContentAccess: boolean;
  canUnsubscribe: boolean;
  /** How the current subscription is paid, or null without one. */
  sessionType: PaymentMethodKind | null;
  status: SubscriptionState;
  plan: BillingPlanKey | null;
  isTrial: boolean;
  currentPeriodEndsAt: string | null;
  /** Cancelled before its paid period ended: renewal can be turned back on until then. */
  canResume?: boolean;
  /** The plan the renewal at the period end switches to (a scheduled downgrade). */
  nextPlan?: BillingPlanKey;
  /** A card subscription still running: the subscriber may give it a new card. */
  canChangeCard?: boolean;
  /** The plan the settings offer to change to now; absent when no change is offered. */
  planChangeTarget?: PlanChangeTarget;
}

/** A card verification started for a subscription's new card: the payment client's session, for zero. */
export interface CardUpdateSession {
  /** `JSON.stringify` of the provider's init response, handed to the payment client as it is. */
  sdkConfiguration: string;
  environment: 'TEST' | 'PRODUCTION';
  executionId: string;
  amount: { value: number; currency: string };
}

/**
 * A card update once the browser reported its verification: `updated` (the new card is the
 * subscription's; a past-due renewal was tried on it at once) or `pending` (still settling: ask
 * again). `details` is the subscription as it now stands.
 */
export interface CardUpdateResult {
  status: 'updated' | 'pending';
  details: SubscriptionDetails;
}

/** Plans a subscriber can move between from the settings. */
export type PlanChangeTarget = 'monthly' | 'yearly';

/**
 * What changing plan would do, shown before the viewer confirms. An upgrade charges `amount` now
 * (the new plan's price less the unused part of the current period) and its period starts now; a
 * downgrade charges nothing now and `amount` at `effectiveAt`, the current period's end.
 */
export interface PlanChangeQuote {
  kind: 'upgrade' | 'downgrade';
  fromPlan: BillingPlanKey;
  toPlan: PlanChangeTarget;
  /** Minor units: charged now for an upgrade, at the period end for a downgrade. */
  amount: number;
  /** Minor units credited for the unused part of the current period (0 for a downgrade). */
  credit: number;
  currency: string;
  /** When the new plan starts: now for an upgrade, the period end for a downgrade. */
  effectiveAt: string;
  /** When the new plan's first period ends (upgrade) or the current one ends (downgrade). */
  periodEndsAt: string;
}

/** A confirmed plan change: what was done, and the subscription now. */
export interface PlanChangeResult {
  quote: PlanChangeQuote;
  details: SubscriptionDetails;
}

export interface SubscriptionStatus {
  isSubscribed: boolean;
}
