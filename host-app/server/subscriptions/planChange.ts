import { randomUUID } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';
import type { PlanChangeQuote, PlanChangeTarget } from '../../contract/subscriptions/subscriptionTypes';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type BillingPlanKey, type PaymentMethodKind } from '../../contract/payments/paymentConstants';
import { isCardPaymentMethod } from '../payments/cardPaymentMethods';
import { ResultCode } from '../../contract/http/resultCodes';
import type { ProductContext } from '../context';
import { conflict, ProductApiError } from '../http/apiError';
import { CHARGE_LEASE_MS } from '../jobs/chargeCardOnFile';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { quotePlanChange } from './planChangeQuote';
import { finishUpgradeCharge, recordedUpgradeResult, upgradeChargeOf, upgradedUntil, UPGRADE_CHARGE_COLUMNS, type UpgradeCharge, type UpgradeChargeResult, type UpgradeChargeRow } from './upgradeCharge';

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

/** What the claim is: a stale one left unfinished (taken over to finish it first) or a new one for this confirm. */
interface ClaimedUpgrade {
  charge: UpgradeCharge;
  stale: boolean;
  quote: PlanChangeQuote;
}

/**
 * Takes the upgrade charge under the subscriber's payment lock: of two confirms at once only one
 * charges (the other is told it is in progress). An unfinished claim on the subscription whose
 * lease ran out (its answer was lost, or its process stopped) is taken over first, whatever
 * period it was made in, and charged again with its key and amount, so the provider answers the
 * first charge and no second key charges the same upgrade.
 */
async function claimUpgrade(context: ProductContext, subscriberId: string, target: PlanChangeTarget, amount: number, now: Date): Promise<ClaimedUpgrade> {
  return context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, subscriberId);
    const subscription = await changeableSubscription(tx, subscriberId, now);
    const quote = quoteFor(subscription, target, now);
    const claimId = randomUUID();
    const lease = new Date(now.getTime() + CHARGE_LEASE_MS).toISOString();
    const { rows: unfinished } = await tx.query<UpgradeChargeRow & { lease_expires_at: Date | string }>(
      `SELECT ${UPGRADE_CHARGE_COLUMNS}, c.lease_expires_at FROM product.plan_change_charges c JOIN product.subscriptions s ON s.id = c.subscription_id
       WHERE c.subscription_id = $1 AND c.status = 'claimed' ORDER BY c.claimed_at LIMIT 1 FOR UPDATE OF c`,
      [subscription.id],
    );
    const stale = unfinished[0];
    if (stale) {
      if (new Date(stale.lease_expires_at).getTime() > now.getTime()) throw conflict('subscription.planChangeInProgress');
      await tx.query('UPDATE product.plan_change_charges SET claim_id = $2, lease_expires_at = $3 WHERE idempotency_key = $1', [stale.idempotency_key, claimId, lease]);
      const charge = upgradeChargeOf({ ...stale, claim_id: claimId });
      const firstQuote = { ...quote, fromPlan: charge.fromPlan, toPlan: charge.toPlan, amount: charge.amount, credit: charge.credit, effectiveAt: charge.newPeriodStartsAt.toISOString() };
      return { charge, stale: true, quote: firstQuote };
    }
    const { rows: declined } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product.plan_change_charges WHERE subscription_id = $1 AND to_plan = $2 AND replaced_period_ends_at = $3 AND status = 'declined'`,
      [subscription.id, target, subscription.endsAt.toISOString()],
    );
    const key = planChangeChargeKey(subscription.id, target, subscription.endsAt, declined[0]?.n ?? 0);
    const { rows: existing } = await tx.query('SELECT 1 FROM product.plan_change_charges WHERE idempotency_key = $1', [key]);
    // Finished with this key already (charged but changing nothing, voided): not charged again.
    if (existing.length > 0) throw conflict('subscription.planChangeInProgress');
    if (quote.amount !== amount) throw quoteChanged(quote);
    await tx.query(
      `INSERT INTO product.plan_change_charges (idempotency_key, subscription_id, subscriber_id, from_plan, to_plan, replaced_period_ends_at,
         new_period_starts_at, amount, credit, currency, status, claim_id, lease_expires_at, claimed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'claimed', $11, $12, $7)`,
      [key, subscription.id, subscriberId, quote.fromPlan, target, subscription.endsAt.toISOString(), now.toISOString(), quote.amount, quote.credit, PLAN_CURRENCY, claimId, lease],
    );
    const charge: UpgradeCharge = {
      key,
      claimId,
      subscriptionId: subscription.id,
      subscriberId,
      fromPlan: quote.fromPlan,
      toPlan: target,
      amount: quote.amount,
      credit: quote.credit,
      replacedPeriodEndsAt: subscription.endsAt,
      newPeriodStartsAt: now,
      paymentInstrumentId: subscription.paymentInstrumentId,
    };
    return { charge, stale: false, quote };
  });
}

/**
 * Upgrades now: charges the quoted amount to the card on file once, then switches the
 * subscription to the new plan with a full period starting when the viewer confirmed. An earlier
 * confirm left unfinished is finished first: its upgrade is the answer if it changed the plan.
 */
async function upgrade(context: ProductContext, subscriberId: string, target: PlanChangeTarget, amount: number, now: Date): Promise<PlanChangeQuote> {
  const finish = async (charge: UpgradeCharge): Promise<UpgradeChargeResult> => {
    const result = await finishUpgradeCharge(context, charge, now);
    // The charge's webhook recorded it while this confirm waited for its answer: its outcome is this confirm's.
    return result === 'lost' ? ((await recordedUpgradeResult(context.db, charge.key)) ?? 'lost') : result;
  };
  let claimed = await claimUpgrade(context, subscriberId, target, amount, now);
  let result = await finish(claimed.charge);
  if (claimed.stale && result === 'voided') {
    // The earlier upgrade changed nothing (its period had renewed) and was released: this confirm is a new one.
    claimed = await claimUpgrade(context, subscriberId, target, amount, now);
    result = await finish(claimed.charge);
  }
  if (result === 'unknown') throw new ProductApiError(503, ResultCode.CustomError, 'subscription.planChangeRetry');
  if (result === 'declined') throw new ProductApiError(402, ResultCode.CustomError, 'subscription.planChangeDeclined');
  if (result !== 'applied') throw conflict('subscription.planChangeInProgress');
  return { ...claimed.quote, periodEndsAt: upgradedUntil(claimed.charge).toISOString() };
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
