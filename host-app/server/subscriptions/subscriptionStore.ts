import type { Queryable } from '@payment-client/server-kit/db';
import type { SubscriptionDetails } from '../../shared/apiTypes';
import type { BillingPlanKey, PaymentMethodKind } from '../../shared/productConstants';
import { newProductId } from '../ids';

interface SubscriptionRow {
  id: string;
  plan_key: BillingPlanKey;
  payment_method: PaymentMethodKind;
  status: 'active' | 'cancelled';
  auto_renew: boolean;
  is_trial: boolean;
  current_period_ends_at: Date;
}

/** Methods whose renewal the subscriber can stop from the site; a voucher is prepaid and simply runs out. */
const CANCELLABLE_METHODS: ReadonlySet<PaymentMethodKind> = new Set(['Mobile', 'CreditCard', 'ApplePay', 'GooglePay']);

async function latestSubscription(db: Queryable, subscriberId: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT id, plan_key, payment_method, status, auto_renew, is_trial, current_period_ends_at FROM product.subscriptions
     WHERE subscriber_id = $1 ORDER BY current_period_ends_at DESC, created_at DESC LIMIT 1`,
    [subscriberId],
  );
  return rows[0];
}

/** Section 7 subscription details, from the subscriptions table only: client-side VIP flags are never consulted. */
export async function readSubscriptionDetails(db: Queryable, subscriberId: string, now: Date): Promise<SubscriptionDetails> {
  const row = await latestSubscription(db, subscriberId);
  if (!row) return { hasVIPContentAccess: false, canUnsubscribe: false, sessionType: null, status: 'none', plan: null, isTrial: false, currentPeriodEndsAt: null };
  const inPeriod = new Date(row.current_period_ends_at).getTime() > now.getTime();
  const status = row.status === 'cancelled' ? 'cancelled' : inPeriod ? 'active' : 'expired';
  return {
    hasVIPContentAccess: inPeriod,
    canUnsubscribe: inPeriod && row.status === 'active' && row.auto_renew && CANCELLABLE_METHODS.has(row.payment_method),
    sessionType: row.payment_method,
    status,
    plan: row.plan_key,
    isTrial: row.is_trial,
    currentPeriodEndsAt: new Date(row.current_period_ends_at).toISOString(),
  };
}

export async function hasVipAccess(db: Queryable, subscriberId: string, now: Date): Promise<boolean> {
  return (await readSubscriptionDetails(db, subscriberId, now)).hasVIPContentAccess;
}

/**
 * Cancelling ends access at once: renewal stops and the period ends now, so VIP is off as soon as
 * the subscriber cancels in settings. Returns false when there is nothing to cancel.
 */
export async function cancelSubscription(db: Queryable, subscriberId: string, now: Date): Promise<boolean> {
  const details = await readSubscriptionDetails(db, subscriberId, now);
  if (!details.canUnsubscribe) return false;
  const { rows } = await db.query(
    `UPDATE product.subscriptions SET status = 'cancelled', auto_renew = false, cancelled_at = $2, current_period_ends_at = $2, updated_at = $2
     WHERE subscriber_id = $1 AND status = 'active' AND current_period_ends_at > $2 RETURNING id`,
    [subscriberId, now.toISOString()],
  );
  return rows.length > 0;
}

export interface NewSubscription {
  subscriberId: string;
  plan: BillingPlanKey;
  paymentMethod: PaymentMethodKind;
  isTrial: boolean;
  autoRenew: boolean;
  currentPeriodEndsAt: Date;
  source?: string;
  campaignId?: string;
  influencerId?: string;
  /** The provider's stored card a renewal (or the end of a trial) is charged to. */
  paymentInstrumentId?: string;
}

/** What a confirmed payment writes: from then on the subscriber is VIP until the period ends. */
export async function recordSubscription(db: Queryable, subscription: NewSubscription, now: Date): Promise<string> {
  const id = newProductId('sbs');
  await db.query(
    `INSERT INTO product.subscriptions (id, subscriber_id, plan_key, payment_method, status, auto_renew, is_trial, started_at,
       current_period_ends_at, source, campaign_id, influencer_id, created_at, updated_at, payment_instrument_id)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11, $7, $7, $12)`,
    [
      id,
      subscription.subscriberId,
      subscription.plan,
      subscription.paymentMethod,
      subscription.autoRenew,
      subscription.isTrial,
      now.toISOString(),
      subscription.currentPeriodEndsAt.toISOString(),
      subscription.source ?? null,
      subscription.campaignId ?? null,
      subscription.influencerId ?? null,
      subscription.paymentInstrumentId ?? null,
    ],
  );
  return id;
}
