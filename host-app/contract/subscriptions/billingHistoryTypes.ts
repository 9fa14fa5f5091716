import type { BillingPlanKey, PaymentMethodKind } from '../payments/paymentConstants';

/**
 * A line of the subscriber's billing history. `charge`: money taken; `failed`: an attempt the
 * card or operator declined (nothing taken); `refund`: all of a charge given back (refunded or
 * voided by the merchant, or an authorization released because another payment had already paid
 * for the same Premium); `partialRefund`: part of a charge given back.
 */
export type BillingHistoryKind = 'charge' | 'refund' | 'partialRefund' | 'failed';

/** What the money was for: the first purchase, a renewal, a trial's end, or an upgrade. */
export type BillingHistoryReason = 'purchase' | 'renewal' | 'trialEnd' | 'upgrade';

/** How a card is named to its holder: network and last four digits only. */
export interface BillingCard {
  network: string;
  lastFour: string;
}

export interface BillingHistoryEntry {
  /** Stable across reads, for list keys. */
  id: string;
  kind: BillingHistoryKind;
  reason: BillingHistoryReason;
  occurredAt: string;
  plan: BillingPlanKey;
  /** Minor units of `currency`: what was taken, tried, or (for a refund) given back. */
  amount: number;
  currency: string;
  paymentMethod: PaymentMethodKind;
  /** Null for an operator's phone bill, or when the provider named no card. */
  card: BillingCard | null;
}

/** The signed-in subscriber's billing history, newest first. */
export interface BillingHistory {
  entries: BillingHistoryEntry[];
}
