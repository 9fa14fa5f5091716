import type { ProductContext } from '../context';
import { ProviderRefusedError, type MerchantInitiatedCharge, type ProviderCardSummary, type ProviderCharge, type ProviderPayment } from '../payments/providerClient';

/**
 * How long a job run may hold a claimed charge before another run may make it: well beyond the
 * provider call (bounded by its timeouts and retries), so only a run that stopped loses its claim.
 * The charge is retried with the same idempotency key, so the provider answers the first charge.
 */
export const CHARGE_LEASE_MS = 5 * 60_000;

/** The reason recorded when the provider refuses the charge itself: the card is no longer on file. */
export const CARD_NOT_ON_FILE = 'Card not on file';

/** What charging a card on file came to, for the jobs that record it (with the card, for the billing history). */
export type CardOnFileOutcome =
  | { kind: 'charged'; charge: ProviderCharge }
  | { kind: 'declined'; reason: string; executionId: string | null; card?: ProviderCardSummary }
  /** Not reached, or its answer lost: the next run charges with the same key and hears the first answer. */
  | { kind: 'unknown' };

/**
 * A merchant-initiated charge of a card the subscriber left on file (no shopper present), under
 * the caller's idempotency key, which names one charge for every run and every process.
 */
export async function chargeCardOnFile(context: ProductContext, charge: MerchantInitiatedCharge, idempotencyKey: string): Promise<CardOnFileOutcome> {
  let answer: ProviderCharge;
  try {
    answer = await context.payments.provider.chargeStoredCard(charge, idempotencyKey);
  } catch (error) {
    // A refusal is final (the card was deleted, or never stored); anything else may have charged.
    if (error instanceof ProviderRefusedError) return { kind: 'declined', reason: CARD_NOT_ON_FILE, executionId: null };
    return { kind: 'unknown' };
  }
  if (answer.outcome === 'authorizeSuccessful') return { kind: 'charged', charge: answer };
  return { kind: 'declined', reason: answer.reason ?? 'Declined', executionId: answer.executionId, card: answer.card };
}

/**
 * What a charge came to by the provider's record of it, the same as the charge's own answer would
 * say: the answer a job lost can be recorded from it. Not decided yet, it is unknown.
 */
export function outcomeOfProviderPayment(payment: ProviderPayment): CardOnFileOutcome {
  const latest = payment.authorizations[0];
  const card = payment.paymentMethod?.network && payment.paymentMethod.lastFour ? { network: payment.paymentMethod.network, lastFour: payment.paymentMethod.lastFour } : undefined;
  if (latest?.outcome === 'authorizeSuccessful') {
    return { kind: 'charged', charge: { executionId: payment.executionId, amount: payment.amount, outcome: 'authorizeSuccessful', card } };
  }
  if (latest?.outcome === 'authorizeFailed') return { kind: 'declined', reason: latest.declineReason ?? 'Declined', executionId: payment.executionId, card };
  return { kind: 'unknown' };
}

/** The card a charge or a decline was made on, as its network and last four (nulls when none was named). */
export function cardColumns(outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>): [string | null, string | null] {
  const card = outcome.kind === 'charged' ? outcome.charge.card : outcome.card;
  return [card?.network ?? null, card?.lastFour ?? null];
}
