import type { Queryable } from '@payment-client/server-kit/db';
import type { BillingHistoryReason } from '../../contract/subscriptions/billingHistoryTypes';
import type { ProductContext } from '../context';
import type { ProviderPayment } from '../payments/providerClient';

/** The provider events that may give money back; any other event leaves refunds as they are. */
export const REFUND_EVENT_TYPES: readonly string[] = ['payment.refunded', 'payment.voided'];

/** A charge the product recorded as taken, as its billing history names it. */
interface RecordedCharge {
  subscriber_id: string;
  reason: BillingHistoryReason;
  plan_key: string;
  amount: number;
  currency: string;
  payment_method: string;
  card_network: string | null;
  card_last_four: string | null;
}

/**
 * Only charges the product kept: a purchase it confirmed, a renewal or trial end it charged, an
 * upgrade that changed the plan. A payment it voided itself is already shown as given back.
 */
const RECORDED_CHARGE_SQL = `
  SELECT p.subscriber_id, 'purchase' AS reason, p.plan_key, p.amount, p.currency, COALESCE(p.payment_method, 'CreditCard') AS payment_method, p.card_network, p.card_last_four
  FROM product.payment_sessions p WHERE p.execution_id = $1 AND p.status = 'confirmed' AND p.amount > 0
UNION ALL
  SELECT s.subscriber_id, 'renewal', COALESCE(r.plan_key, s.plan_key), r.amount, r.currency, r.payment_method, r.card_network, r.card_last_four
  FROM product.renewal_charges r JOIN product.subscriptions s ON s.id = r.subscription_id WHERE r.provider_execution_id = $1 AND r.status = 'charged'
UNION ALL
  SELECT s.subscriber_id, 'trialEnd', s.plan_key, t.amount, t.currency, s.payment_method, t.card_network, t.card_last_four
  FROM product.trial_charges t JOIN product.subscriptions s ON s.id = t.subscription_id WHERE t.provider_execution_id = $1 AND t.status = 'charged'
UNION ALL
  SELECT c.subscriber_id, 'upgrade', c.to_plan, c.amount, c.currency, s.payment_method, c.card_network, c.card_last_four
  FROM product.plan_change_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE c.provider_execution_id = $1 AND c.applied_at IS NOT NULL
LIMIT 1`;

/** What the provider's record says was given back: each refund, or the whole charge when it was voided. */
function givenBack(payment: ProviderPayment, charge: RecordedCharge): { id: string; amount: number; currency: string; at: string }[] {
  const refunds = payment.moneyMovements
    .filter((movement) => movement.kind === 'refund')
    .map((movement) => ({ id: movement.id, amount: movement.amount.value, currency: movement.amount.currency, at: movement.createdAt }));
  const voidedAt = payment.status === 'voided' ? payment.authorizations[0]?.voidedAt : null;
  if (voidedAt) refunds.push({ id: `void:${payment.executionId}`, amount: charge.amount, currency: charge.currency, at: voidedAt });
  return refunds;
}

async function insertRefund(db: Queryable, executionId: string, charge: RecordedCharge, refund: ReturnType<typeof givenBack>[number], now: Date): Promise<void> {
  await db.query(
    `INSERT INTO product.refunds (provider_refund_id, subscriber_id, provider_execution_id, reason, plan_key, charged_amount, amount, currency, payment_method,
       card_network, card_last_four, refunded_at, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (provider_refund_id) DO NOTHING`,
    [
      refund.id,
      charge.subscriber_id,
      executionId,
      charge.reason,
      charge.plan_key,
      charge.amount,
      refund.amount,
      refund.currency,
      charge.payment_method,
      charge.card_network,
      charge.card_last_four,
      new Date(refund.at).toISOString(),
      now.toISOString(),
    ],
  );
}

/**
 * Records the money given back on one of the product's charges from the provider's record of the
 * payment (the event only points at it), once per provider refund, for the billing history.
 * A refund, even of the whole current period, changes nothing about Premium: as subscription
 * billing does by default, the subscription keeps its period and renews; ending it is a
 * cancellation of its own.
 */
export async function recordProviderRefunds(context: ProductContext, executionId: string, now: Date): Promise<number> {
  const { rows } = await context.db.query<RecordedCharge>(RECORDED_CHARGE_SQL, [executionId]);
  const charge = rows[0];
  // Not a charge the product kept (yet): the charge's own settling comes first, in the same event.
  if (!charge) return 0;
  const refunds = givenBack(await context.payments.provider.readPayment(executionId), charge);
  for (const refund of refunds) await insertRefund(context.db, executionId, charge, refund, now);
  return refunds.length;
}
