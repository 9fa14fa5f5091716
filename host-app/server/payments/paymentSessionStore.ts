import type { Queryable } from '@payment-client/server-kit/db';
import type { BillingPlanKey, PaymentMethodKind } from '../../contract/payments/paymentConstants';
import { notFound } from '../http/apiError';
import type { ProviderCardSummary } from './providerClient';

/** `voided`: its authorization was released because the subscriber already had Premium. */
export type PaymentSessionStatus = 'created' | 'confirmed' | 'failed' | 'voided';

export interface PaymentSession {
  id: string;
  subscriberId: string;
  executionId: string;
  plan: BillingPlanKey;
  amount: number;
  currency: string;
  status: PaymentSessionStatus;
  paymentMethod: PaymentMethodKind | null;
  /** A free-trial checkout: a zero-amount verification that keeps the card on file. */
  isTrial: boolean;
}

/** What client init records: the session before any payment, with where the journey came from. */
export interface NewPaymentSession extends Omit<PaymentSession, 'status' | 'paymentMethod'> {
  variation: string | null;
  source: string;
  osType: string | null;
  language: string;
  urlReferrer: string | null;
}

interface PaymentSessionRow {
  id: string;
  subscriber_id: string;
  execution_id: string;
  plan_key: BillingPlanKey;
  amount: number;
  currency: string;
  status: PaymentSessionStatus;
  payment_method: PaymentMethodKind | null;
  is_trial: boolean;
}

export async function insertPaymentSession(db: Queryable, session: NewPaymentSession, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO product.payment_sessions (id, subscriber_id, execution_id, plan_key, amount, currency, variation, source, os_type, language,
       url_referrer, status, created_at, is_trial)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'created', $12, $13)`,
    [
      session.id,
      session.subscriberId,
      session.executionId,
      session.plan,
      session.amount,
      session.currency,
      session.variation,
      session.source,
      session.osType,
      session.language,
      session.urlReferrer,
      now.toISOString(),
      session.isTrial,
    ],
  );
}

/**
 * The subscriber's own payment session for a provider execution. Another subscriber's execution
 * is "not found" as well, so ids of other accounts cannot be probed.
 */
export async function findOwnPaymentSession(db: Queryable, subscriberId: string, executionId: string, lock = false): Promise<PaymentSession> {
  const { rows } = await db.query<PaymentSessionRow>(
    `SELECT id, subscriber_id, execution_id, plan_key, amount, currency, status, payment_method, is_trial FROM product.payment_sessions
     WHERE execution_id = $1 AND subscriber_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [executionId, subscriberId],
  );
  const row = rows[0];
  if (!row) throw notFound('payment.sessionNotFound');
  return {
    id: row.id,
    subscriberId: row.subscriber_id,
    executionId: row.execution_id,
    plan: row.plan_key,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.payment_method,
    isTrial: row.is_trial,
  };
}

/** Only a session that is still open becomes failed: a confirmed payment stays confirmed. */
export async function markPaymentSessionFailed(db: Queryable, id: string, card?: ProviderCardSummary | null): Promise<void> {
  await db.query(
    `UPDATE product.payment_sessions SET status = 'failed', card_network = $2, card_last_four = $3 WHERE id = $1 AND status = 'created'`,
    [id, card?.network ?? null, card?.lastFour ?? null],
  );
}

/** `card`: the card it was paid with, for the billing history (none for a wallet the provider names no card of). */
export async function markPaymentSessionConfirmed(
  db: Queryable,
  id: string,
  paymentMethod: PaymentMethodKind,
  subscriptionId: string,
  now: Date,
  card?: ProviderCardSummary | null,
): Promise<void> {
  await db.query(
    `UPDATE product.payment_sessions SET status = 'confirmed', payment_method = $2, subscription_id = $3, confirmed_at = $4, card_network = $5, card_last_four = $6
     WHERE id = $1`,
    [id, paymentMethod, subscriptionId, now.toISOString(), card?.network ?? null, card?.lastFour ?? null],
  );
}

/** Records that the session's authorization was voided at the provider; a confirmed payment stays confirmed. */
export async function markPaymentSessionVoided(db: Queryable, id: string, voidedAt: Date): Promise<void> {
  await db.query(`UPDATE product.payment_sessions SET status = 'voided', voided_at = $2 WHERE id = $1 AND status = 'created'`, [id, voidedAt.toISOString()]);
}
