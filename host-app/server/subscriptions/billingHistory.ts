import type { Queryable } from '@payment-client/server-kit/db';
import type { BillingHistoryEntry, BillingHistoryKind, BillingHistoryReason } from '../../contract/subscriptions/billingHistoryTypes';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type BillingPlanKey, type PaymentMethodKind } from '../../contract/payments/paymentConstants';

/** Enough for years of monthly renewals; older lines are left out. */
const HISTORY_LIMIT = 200;

interface HistoryRow {
  id: string;
  kind: BillingHistoryKind;
  reason: BillingHistoryReason;
  occurred_at: Date | string;
  plan_key: BillingPlanKey;
  amount: number | null;
  currency: string;
  payment_method: PaymentMethodKind | null;
  card_network: string | null;
  card_last_four: string | null;
}

/**
 * Every record of money moving for the subscriber, read where each is kept: card purchases
 * (payment sessions; a free trial's zero-amount check is no charge), trial ends, renewals,
 * upgrades, operator purchases, and the refunds the provider recorded on any of them. Claims
 * still in flight are not shown until they finish.
 */
const HISTORY_SQL = `
  SELECT 'purchase:' || p.id AS id,
    CASE p.status WHEN 'confirmed' THEN 'charge' WHEN 'voided' THEN 'refund' ELSE 'failed' END AS kind,
    'purchase' AS reason,
    CASE p.status WHEN 'confirmed' THEN p.confirmed_at WHEN 'voided' THEN p.voided_at ELSE p.created_at END AS occurred_at,
    p.plan_key, p.amount, p.currency, p.payment_method, p.card_network, p.card_last_four
  FROM product.payment_sessions p
  WHERE p.subscriber_id = $1 AND p.amount > 0 AND p.status IN ('confirmed', 'voided', 'failed')
UNION ALL
  SELECT 'trial-end:' || t.subscription_id, CASE t.status WHEN 'charged' THEN 'charge' ELSE 'failed' END, 'trialEnd',
    t.finished_at, s.plan_key, t.amount, t.currency, s.payment_method, t.card_network, t.card_last_four
  FROM product.trial_charges t JOIN product.subscriptions s ON s.id = t.subscription_id
  WHERE s.subscriber_id = $1 AND t.status IN ('charged', 'declined')
UNION ALL
  SELECT 'renewal:' || r.idempotency_key, CASE r.status WHEN 'charged' THEN 'charge' ELSE 'failed' END, 'renewal',
    r.finished_at, COALESCE(r.plan_key, s.plan_key), r.amount, r.currency, r.payment_method, r.card_network, r.card_last_four
  FROM product.renewal_charges r JOIN product.subscriptions s ON s.id = r.subscription_id
  WHERE s.subscriber_id = $1 AND r.status IN ('charged', 'declined')
UNION ALL
  SELECT 'upgrade:' || c.idempotency_key, CASE WHEN c.voided_at IS NOT NULL THEN 'refund' WHEN c.status = 'charged' THEN 'charge' ELSE 'failed' END, 'upgrade',
    COALESCE(c.voided_at, c.finished_at), c.to_plan, c.amount, c.currency, s.payment_method, c.card_network, c.card_last_four
  FROM product.plan_change_charges c JOIN product.subscriptions s ON s.id = c.subscription_id
  WHERE c.subscriber_id = $1 AND c.status IN ('charged', 'declined')
UNION ALL
  SELECT 'refund:' || f.provider_refund_id, CASE WHEN f.amount < f.charged_amount THEN 'partialRefund' ELSE 'refund' END, f.reason,
    f.refunded_at, f.plan_key, f.amount, f.currency, f.payment_method, f.card_network, f.card_last_four
  FROM product.refunds f WHERE f.subscriber_id = $1
UNION ALL
  SELECT 'operator:' || b.id, 'charge', 'purchase', b.completed_at, b.plan_key, NULL, $2, 'Mobile', NULL, NULL
  FROM product.billing_transactions b JOIN product.subscriptions s ON s.id = b.subscription_id
  WHERE b.subscriber_id = $1 AND b.kind = 'mobile' AND b.status = 'completed' AND NOT s.is_trial
ORDER BY occurred_at DESC, id
LIMIT ${HISTORY_LIMIT}`;

/** The subscriber's charges, refunds and failed attempts, newest first. Only ever the subscriber's own. */
export async function readBillingHistory(db: Queryable, subscriberId: string): Promise<BillingHistoryEntry[]> {
  const { rows } = await db.query<HistoryRow>(HISTORY_SQL, [subscriberId, PLAN_CURRENCY]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    occurredAt: new Date(row.occurred_at).toISOString(),
    plan: row.plan_key,
    // The operator bills the plan's price; its transaction keeps no amount of its own.
    amount: row.amount ?? PLAN_DEFINITIONS[row.plan_key].amount,
    currency: row.currency,
    paymentMethod: row.payment_method ?? 'CreditCard',
    card: row.card_network !== null && row.card_last_four !== null ? { network: row.card_network, lastFour: row.card_last_four } : null,
  }));
}
