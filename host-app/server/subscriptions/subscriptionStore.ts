import type { Queryable } from '@payment-client/server-kit/db';
import type { PlanChangeTarget, SubscriptionDetails } from '../../contract/subscriptions/subscriptionTypes';
import { CARD_PAYMENT_METHODS, isCardPaymentMethod } from '../payments/cardPaymentMethods';
import { PLAN_DEFINITIONS, type BillingPlanKey, type PaymentMethodKind } from '../../contract/payments/paymentConstants';
import { newProductId } from '../ids';
import { graceEndsAt, RENEWAL_DUE_ALLOWANCE_MS } from './dunning';

interface SubscriptionRow {
  id: string;
  plan_key: BillingPlanKey;
  payment_method: PaymentMethodKind;
  status: 'active' | 'cancelled' | 'past_due' | 'ended';
  auto_renew: boolean;
  is_trial: boolean;
  current_period_ends_at: Date;
  past_due_since: Date | null;
  payment_instrument_id: string | null;
  next_plan_key: BillingPlanKey | null;
}

/** Methods whose renewal the subscriber can stop from the site; a voucher is prepaid and simply runs out. */
const CANCELLABLE_METHODS: ReadonlySet<PaymentMethodKind> = new Set(['Mobile', ...CARD_PAYMENT_METHODS]);

/** Whether the renewal job charges this subscription when its period ends: a paid period, renewing, with a card on file or an operator. */
function renews(row: SubscriptionRow): boolean {
  if (row.is_trial || !row.auto_renew) return false;
  return row.payment_method === 'Mobile' || (isCardPaymentMethod(row.payment_method) && row.payment_instrument_id !== null);
}

/**
 * The plan a renewing card subscription in a paid period can move to from the settings: monthly ↔
 * yearly (a paid-for trial renews monthly). None while a change already waits for the period end.
 */
function planChangeTargetOf(row: SubscriptionRow, inPeriod: boolean): PlanChangeTarget | null {
  if (!inPeriod || row.status !== 'active' || row.next_plan_key !== null || !renews(row) || !isCardPaymentMethod(row.payment_method)) return null;
  const period = PLAN_DEFINITIONS[row.plan_key].period;
  return period === 'monthly' ? 'yearly' : period === 'yearly' ? 'monthly' : null;
}

async function latestSubscription(db: Queryable, subscriberId: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT id, plan_key, payment_method, status, auto_renew, is_trial, current_period_ends_at, past_due_since, payment_instrument_id, next_plan_key
     FROM product.subscriptions
     WHERE subscriber_id = $1 ORDER BY current_period_ends_at DESC, created_at DESC LIMIT 1`,
    [subscriberId],
  );
  return rows[0];
}

/** Subscription details (PR-API-7), from the subscriptions table only: client-side VIP flags are never consulted. */
export async function readSubscriptionDetails(db: Queryable, subscriberId: string, now: Date): Promise<SubscriptionDetails> {
  const row = await latestSubscription(db, subscriberId);
  if (!row) {
    return { hasVIPContentAccess: false, canUnsubscribe: false, sessionType: null, status: 'none', plan: null, isTrial: false, currentPeriodEndsAt: null, canResume: false };
  }
  const inPeriod = new Date(row.current_period_ends_at).getTime() > now.getTime();
  // A declined renewal keeps VIP for the grace period while it is retried.
  const inGrace = row.status === 'past_due' && row.past_due_since !== null && graceEndsAt(new Date(row.past_due_since)).getTime() > now.getTime();
  // Between the period's end and the renewal job's next run VIP goes on: the renewal is due, not failed.
  const renewalDue =
    !inPeriod && row.status === 'active' && renews(row) && new Date(row.current_period_ends_at).getTime() + RENEWAL_DUE_ALLOWANCE_MS > now.getTime();
  const planChangeTarget = planChangeTargetOf(row, inPeriod);
  const status = row.status === 'cancelled' ? 'cancelled' : inGrace ? 'past_due' : (inPeriod || renewalDue) && row.status === 'active' ? 'active' : 'expired';
  return {
    hasVIPContentAccess: inPeriod || inGrace || renewalDue,
    canUnsubscribe: inPeriod && row.status === 'active' && row.auto_renew && CANCELLABLE_METHODS.has(row.payment_method),
    sessionType: row.payment_method,
    status,
    plan: row.plan_key,
    isTrial: row.is_trial,
    currentPeriodEndsAt: new Date(row.current_period_ends_at).toISOString(),
    canResume: inPeriod && row.status === 'cancelled' && !row.is_trial && CANCELLABLE_METHODS.has(row.payment_method),
    // Only when a downgrade waits for the period end, so older answers keep their shape.
    ...(row.next_plan_key !== null && row.auto_renew ? { nextPlan: row.next_plan_key } : {}),
    // While Premium lasts, a card subscription may take a new card (a past-due one needs it most).
    canChangeCard: (inPeriod || inGrace || renewalDue) && row.status !== 'ended' && isCardPaymentMethod(row.payment_method),
    ...(planChangeTarget !== null ? { planChangeTarget } : {}),
  };
}

/** The subscription whose card a card update replaces, and the card it renews on now. */
export interface CardChangeTarget {
  subscriptionId: string;
  paymentInstrumentId: string | null;
  pastDue: boolean;
}

/** The subscriber's subscription when its card may be changed now (`canChangeCard`), else null. */
export async function findCardChangeTarget(db: Queryable, subscriberId: string, now: Date): Promise<CardChangeTarget | null> {
  if (!(await readSubscriptionDetails(db, subscriberId, now)).canChangeCard) return null;
  const row = await latestSubscription(db, subscriberId);
  return row ? { subscriptionId: row.id, paymentInstrumentId: row.payment_instrument_id, pastDue: row.status === 'past_due' } : null;
}

export async function hasVipAccess(db: Queryable, subscriberId: string, now: Date): Promise<boolean> {
  return (await readSubscriptionDetails(db, subscriberId, now)).hasVIPContentAccess;
}

/**
 * Cancelling stops renewal: VIP stays until the paid period ends, and nothing is charged after.
 * A trial is not paid for, so cancelling it ends it at once, with no charge. Returns false when
 * there is nothing to cancel.
 */
export async function cancelSubscription(db: Queryable, subscriberId: string, now: Date): Promise<boolean> {
  const details = await readSubscriptionDetails(db, subscriberId, now);
  if (!details.canUnsubscribe) return false;
  const { rows } = await db.query(
    `UPDATE product.subscriptions SET status = 'cancelled', auto_renew = false, cancelled_at = $2, updated_at = $2,
       current_period_ends_at = CASE WHEN is_trial THEN $2 ELSE current_period_ends_at END
     WHERE subscriber_id = $1 AND status = 'active' AND current_period_ends_at > $2 RETURNING id`,
    [subscriberId, now.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Resume: a paid subscription cancelled before its period ended renews again at that end, as if
 * never cancelled. Returns false when there is nothing to resume.
 */
export async function resumeSubscription(db: Queryable, subscriberId: string, now: Date): Promise<boolean> {
  const details = await readSubscriptionDetails(db, subscriberId, now);
  if (!details.canResume) return false;
  const { rows } = await db.query(
    `UPDATE product.subscriptions SET status = 'active', auto_renew = true, cancelled_at = NULL, updated_at = $2
     WHERE subscriber_id = $1 AND status = 'cancelled' AND NOT is_trial AND current_period_ends_at > $2 RETURNING id`,
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
  /** Where a paid period starts from: later period ends are whole months after it (none for a trial). */
  billingAnchorAt?: Date;
}

/** What a confirmed payment writes: from then on the subscriber is VIP until the period ends. */
export async function recordSubscription(db: Queryable, subscription: NewSubscription, now: Date): Promise<string> {
  const id = newProductId('sbs');
  await db.query(
    `INSERT INTO product.subscriptions (id, subscriber_id, plan_key, payment_method, status, auto_renew, is_trial, started_at,
       current_period_ends_at, source, campaign_id, influencer_id, created_at, updated_at, payment_instrument_id, billing_anchor_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11, $7, $7, $12, $13)`,
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
      subscription.billingAnchorAt?.toISOString() ?? null,
    ],
  );
  return id;
}
