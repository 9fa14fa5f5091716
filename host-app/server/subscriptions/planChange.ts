import { randomUUID } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';
import type { PlanChangeQuote, PlanChangeTarget } from '../../shared/apiTypes';
import { PLAN_CURRENCY, PLAN_DEFINITIONS } from '../../shared/paymentConstants';
import { isCardPaymentMethod } from '../../shared/cardPaymentMethods';
import type { BillingPlanKey, PaymentMethodKind } from '../../shared/productConstants';
import { ResultCode } from '../../shared/resultCodes';
import { sendBillingNotice } from '../billing/billingNotices';
import type { ProductContext } from '../context';
import { conflict, ProductApiError } from '../http/apiError';
import { cardColumns, chargeCardOnFile, CHARGE_LEASE_MS } from '../jobs/chargeCardOnFile';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { addMonths } from './billingPeriod';
import { quotePlanChange } from './planChangeQuote';

interface ChangeableSubscription {
  id: string;
  plan: BillingPlanKey;
  paymentInstrumentId: string;
  startedAt: Date;
  endsAt: Date;
}

interface ChangeableRow {
  id: string;
  plan_key: BillingPlanKey;
  payment_method: PaymentMethodKind;
  status: string;
  auto_renew: boolean;
  is_trial: boolean;
  payment_instrument_id: string | null;
  period_started_at: Date | string;
  current_period_ends_at: Date | string;
}

/**
 * The subscriber's renewing card subscription in a paid period, or a 409 naming why not. The
 * period started at the last renewal that paid for it, or when the subscription started.
 */
async function changeableSubscription(db: Queryable, subscriberId: string, now: Date): Promise<ChangeableSubscription> {
  const { rows } = await db.query<ChangeableRow>(
    `SELECT s.id, s.plan_key, s.payment_method, s.status, s.auto_renew, s.is_trial, s.payment_instrument_id, s.current_period_ends_at,
       GREATEST(s.started_at,
         (SELECT max(c.period_ends_at) FROM product.renewal_charges c WHERE c.subscription_id = s.id AND c.status = 'charged')) AS period_started_at
     FROM product.subscriptions s WHERE s.subscriber_id = $1 ORDER BY s.current_period_ends_at DESC, s.created_at DESC LIMIT 1`,
    [subscriberId],
  );
  const row = rows[0];
  const endsAt = row ? new Date(row.current_period_ends_at) : null;
  const changeable =
    row !== undefined &&
    endsAt !== null &&
    endsAt.getTime() > now.getTime() &&
    row.status === 'active' &&
    row.auto_renew &&
    !row.is_trial &&
    // A plan change is charged to the card on file, so other methods cannot change plan.
    isCardPaymentMethod(row.payment_method) &&
    row.payment_instrument_id !== null &&
    PLAN_DEFINITIONS[row.plan_key].period !== 'quarterly';
  if (!changeable) throw conflict('subscription.planChangeUnavailable');
  return { id: row.id, plan: row.plan_key, paymentInstrumentId: row.payment_instrument_id!, startedAt: new Date(row.period_started_at), endsAt: endsAt! };
}

function quoteFor(subscription: ChangeableSubscription, target: PlanChangeTarget, now: Date): PlanChangeQuote {
  const quote = quotePlanChange({ plan: subscription.plan, startedAt: subscription.startedAt, endsAt: subscription.endsAt }, target, now);
  if (quote === null) throw conflict('subscription.planUnchanged');
  return quote;
}

/** What changing to `target` would do now, for the viewer to confirm. Writes nothing. */
export async function readPlanChangeQuote(db: Queryable, subscriberId: string, target: PlanChangeTarget, now: Date): Promise<PlanChangeQuote> {
  return quoteFor(await changeableSubscription(db, subscriberId, now), target, now);
}

/** Refused when the viewer confirmed another amount than the one due now: they must see the new one first. */
function quoteChanged(quote: PlanChangeQuote): ProductApiError {
  return new ProductApiError(409, ResultCode.CustomError, 'subscription.planChangeQuoteChanged', { values: { amount: quote.amount } });
}

/**
 * The idempotency key of one upgrade: the subscription, the target plan and the period it
 * replaces (and the attempt after a decline), so a repeated confirm answers the first charge.
 */
export function planChangeChargeKey(subscriptionId: string, target: PlanChangeTarget, replacedPeriodEndsAt: Date, declined: number): string {
  const key = `plan-change:${subscriptionId}:${target}:${replacedPeriodEndsAt.toISOString()}`;
  return declined === 0 ? key : `${key}:retry-${declined}`;
}

interface ClaimedUpgrade {
  key: string;
  claimId: string;
  subscriptionId: string;
  paymentInstrumentId: string;
  quote: PlanChangeQuote;
  newPeriodStartsAt: Date;
}

interface UpgradeRow {
  status: 'claimed' | 'charged' | 'declined';
  lease_expires_at: Date | string;
  amount: number;
  credit: number;
  new_period_starts_at: Date | string;
}

/**
 * Takes the upgrade charge under the subscriber's payment lock: of two confirms at once only one
 * charges (the other is told it is in progress). A claim whose lease ran out is taken over and
 * charged again with the same key and the amount first confirmed, so the provider answers the
 * first charge.
 */
async function claimUpgrade(context: ProductContext, subscriberId: string, target: PlanChangeTarget, amount: number, now: Date): Promise<ClaimedUpgrade> {
  return context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, subscriberId);
    const subscription = await changeableSubscription(tx, subscriberId, now);
    const quote = quoteFor(subscription, target, now);
    const { rows: declined } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product.plan_change_charges WHERE subscription_id = $1 AND to_plan = $2 AND replaced_period_ends_at = $3 AND status = 'declined'`,
      [subscription.id, target, subscription.endsAt.toISOString()],
    );
    const key = planChangeChargeKey(subscription.id, target, subscription.endsAt, declined[0]?.n ?? 0);
    const claimId = randomUUID();
    const lease = new Date(now.getTime() + CHARGE_LEASE_MS).toISOString();
    const { rows: existing } = await tx.query<UpgradeRow>(
      'SELECT status, lease_expires_at, amount, credit, new_period_starts_at FROM product.plan_change_charges WHERE idempotency_key = $1 FOR UPDATE',
      [key],
    );
    const first = existing[0];
    if (first) {
      if (first.status !== 'claimed' || new Date(first.lease_expires_at).getTime() > now.getTime()) throw conflict('subscription.planChangeInProgress');
      await tx.query('UPDATE product.plan_change_charges SET claim_id = $2, lease_expires_at = $3 WHERE idempotency_key = $1', [key, claimId, lease]);
      const startsAt = new Date(first.new_period_starts_at);
      const firstQuote = { ...quote, amount: first.amount, credit: first.credit, effectiveAt: startsAt.toISOString() };
      return { key, claimId, subscriptionId: subscription.id, paymentInstrumentId: subscription.paymentInstrumentId, quote: firstQuote, newPeriodStartsAt: startsAt };
    }
    if (quote.amount !== amount) throw quoteChanged(quote);
    await tx.query(
      `INSERT INTO product.plan_change_charges (idempotency_key, subscription_id, subscriber_id, from_plan, to_plan, replaced_period_ends_at,
         new_period_starts_at, amount, credit, currency, status, claim_id, lease_expires_at, claimed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'claimed', $11, $12, $7)`,
      [key, subscription.id, subscriberId, quote.fromPlan, target, subscription.endsAt.toISOString(), now.toISOString(), quote.amount, quote.credit, PLAN_CURRENCY, claimId, lease],
    );
    return { key, claimId, subscriptionId: subscription.id, paymentInstrumentId: subscription.paymentInstrumentId, quote, newPeriodStartsAt: now };
  });
}

/**
 * Upgrades now: charges the quoted amount to the card on file once, then switches the
 * subscription to the new plan with a full period starting when the viewer confirmed.
 */
async function upgrade(context: ProductContext, subscriberId: string, target: PlanChangeTarget, amount: number, now: Date): Promise<PlanChangeQuote> {
  const claimed = await claimUpgrade(context, subscriberId, target, amount, now);
  const outcome = await chargeCardOnFile(
    context,
    {
      amount: { value: claimed.quote.amount, currency: PLAN_CURRENCY },
      merchantReference: `plan-change-${claimed.subscriptionId}-${target}-${claimed.newPeriodStartsAt.getTime()}`,
      holderReference: subscriberId,
      paymentInstrumentId: claimed.paymentInstrumentId,
    },
    claimed.key,
  );
  if (outcome.kind === 'unknown') {
    // The next confirm takes the claim at once and charges with the same key: nothing twice.
    await context.db.query(`UPDATE product.plan_change_charges SET lease_expires_at = $3 WHERE idempotency_key = $1 AND claim_id = $2 AND status = 'claimed'`, [
      claimed.key,
      claimed.claimId,
      now.toISOString(),
    ]);
    throw new ProductApiError(503, ResultCode.CustomError, 'subscription.planChangeRetry');
  }
  const periodEndsAt = addMonths(claimed.newPeriodStartsAt, PLAN_DEFINITIONS[target].months);
  const recorded = await context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, subscriberId);
    const { rows } = await tx.query(
      `UPDATE product.plan_change_charges SET status = $3, provider_execution_id = $4, decline_reason = $5, finished_at = $6,
         card_network = $7, card_last_four = $8
       WHERE idempotency_key = $1 AND claim_id = $2 AND status = 'claimed' RETURNING replaced_period_ends_at`,
      [
        claimed.key,
        claimed.claimId,
        outcome.kind,
        outcome.kind === 'charged' ? outcome.charge.executionId : outcome.executionId,
        outcome.kind === 'declined' ? outcome.reason : null,
        now.toISOString(),
        ...cardColumns(outcome),
      ],
    );
    const row = rows[0] as { replaced_period_ends_at: Date | string } | undefined;
    if (!row || outcome.kind !== 'charged') return false;
    await tx.query(
      `UPDATE product.subscriptions SET plan_key = $2, next_plan_key = NULL, current_period_ends_at = $3, billing_anchor_at = $6, renewal_attempt = 0, updated_at = $4
       WHERE id = $1 AND current_period_ends_at = $5`,
      [
        claimed.subscriptionId,
        target,
        periodEndsAt.toISOString(),
        now.toISOString(),
        new Date(row.replaced_period_ends_at).toISOString(),
        claimed.newPeriodStartsAt.toISOString(),
      ],
    );
    return true;
  });
  if (outcome.kind === 'declined') throw new ProductApiError(402, ResultCode.CustomError, 'subscription.planChangeDeclined');
  if (!recorded) throw conflict('subscription.planChangeInProgress');
  const receipt = { plan: target, amount: claimed.quote.amount, currency: PLAN_CURRENCY, paidUntil: periodEndsAt, billedTo: 'card' as const };
  await sendBillingNotice(context, subscriberId, 'receipt', { receipt }, now);
  return { ...claimed.quote, periodEndsAt: periodEndsAt.toISOString() };
}

/** Downgrades at the period end: the renewal then charges the new plan. Nothing is charged or refunded now. */
async function scheduleDowngrade(context: ProductContext, subscriberId: string, target: PlanChangeTarget, amount: number, now: Date): Promise<PlanChangeQuote> {
  return context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, subscriberId);
    const subscription = await changeableSubscription(tx, subscriberId, now);
    const quote = quoteFor(subscription, target, now);
    if (quote.amount !== amount) throw quoteChanged(quote);
    await tx.query('UPDATE product.subscriptions SET next_plan_key = $2, updated_at = $3 WHERE id = $1', [subscription.id, target, now.toISOString()]);
    return quote;
  });
}

/**
 * Confirms the change the viewer was shown: `amount` must be what the quote says now, or nothing
 * is written. An upgrade is charged at once; a downgrade is scheduled for the period end.
 */
export async function confirmPlanChange(context: ProductContext, subscriberId: string, target: PlanChangeTarget, amount: number, now: Date): Promise<PlanChangeQuote> {
  const quote = await readPlanChangeQuote(context.db, subscriberId, target, now);
  return quote.kind === 'upgrade' ? upgrade(context, subscriberId, target, amount, now) : scheduleDowngrade(context, subscriberId, target, amount, now);
}
