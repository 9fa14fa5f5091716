import type { Queryable } from '@payment-client/server-kit/db';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type BillingPlanKey } from '../../contract/payments/paymentConstants';
import type { PlanChangeTarget } from '../../contract/subscriptions/subscriptionTypes';
import { sendBillingNotice } from '../billing/billingNotices';
import type { ProductContext } from '../context';
import { cardColumns, chargeCardOnFile, type CardOnFileOutcome } from '../jobs/chargeCardOnFile';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { NOTHING_TO_VOID, ProviderRefusedError } from '../payments/providerClient';
import { addMonths } from './billingPeriod';

/** One claimed upgrade charge, as stored: a retry charges the same key and amount as the first confirm. */
export interface UpgradeCharge {
  key: string;
  claimId: string;
  subscriptionId: string;
  subscriberId: string;
  fromPlan: BillingPlanKey;
  toPlan: PlanChangeTarget;
  amount: number;
  credit: number;
  replacedPeriodEndsAt: Date;
  newPeriodStartsAt: Date;
  paymentInstrumentId: string;
}

export interface UpgradeChargeRow {
  idempotency_key: string;
  claim_id: string;
  subscription_id: string;
  subscriber_id: string;
  from_plan: BillingPlanKey;
  to_plan: PlanChangeTarget;
  amount: number;
  credit: number;
  replaced_period_ends_at: Date | string;
  new_period_starts_at: Date | string;
  payment_instrument_id: string | null;
}

/** The columns `upgradeChargeOf` reads, the card from the subscription (`s`) the charge (`c`) upgrades. */
export const UPGRADE_CHARGE_COLUMNS = `c.idempotency_key, c.claim_id, c.subscription_id, c.subscriber_id, c.from_plan, c.to_plan, c.amount, c.credit,
  c.replaced_period_ends_at, c.new_period_starts_at, s.payment_instrument_id`;

export const upgradeChargeOf = (row: UpgradeChargeRow): UpgradeCharge => ({
  key: row.idempotency_key,
  claimId: row.claim_id,
  subscriptionId: row.subscription_id,
  subscriberId: row.subscriber_id,
  fromPlan: row.from_plan,
  toPlan: row.to_plan,
  amount: row.amount,
  credit: row.credit,
  replacedPeriodEndsAt: new Date(row.replaced_period_ends_at),
  newPeriodStartsAt: new Date(row.new_period_starts_at),
  paymentInstrumentId: row.payment_instrument_id ?? '',
});

/** When the new plan's first period ends: its months after the first confirm, which anchors its periods. */
export const upgradedUntil = (charge: Pick<UpgradeCharge, 'toPlan' | 'newPeriodStartsAt'>): Date => addMonths(charge.newPeriodStartsAt, PLAN_DEFINITIONS[charge.toPlan].months);

/**
 * How a charge attempt ended: `applied` changed the plan; `voided` means the subscription had
 * moved on (renewed, changed) before the charge was recorded, so the plan did not change and the
 * charge was released (or is left for the billing run to release); `lost` means another process
 * took the claim meanwhile.
 */
export type UpgradeChargeResult = 'applied' | 'voided' | 'declined' | 'unknown' | 'lost';

/**
 * Releases a charge that changed no plan: voided at the provider (nothing was captured), then
 * recorded. When the provider cannot be reached it stays charged and unvoided, and the next
 * billing run voids it again; voiding twice is harmless.
 */
export async function voidUpgradeCharge(context: ProductContext, key: string, executionId: string, now: Date): Promise<boolean> {
  try {
    await context.payments.provider.voidAuthorization(executionId);
  } catch (error) {
    // Nothing successful left to release: no money is kept.
    if (!(error instanceof ProviderRefusedError && error.errorCode === NOTHING_TO_VOID)) {
      console.error('host app: an upgrade charge that changed no plan could not be voided yet', error);
      return false;
    }
  }
  await context.db.query('UPDATE product.plan_change_charges SET voided_at = $2 WHERE idempotency_key = $1 AND voided_at IS NULL', [key, now.toISOString()]);
  return true;
}

/** Records a charge and changes the plan if the subscription is still in the period the upgrade replaces. */
async function recordCharged(tx: Queryable, charge: UpgradeCharge, executionId: string, card: [string | null, string | null], now: Date): Promise<'applied' | 'voided' | 'lost'> {
  await lockSubscriberPayments(tx, charge.subscriberId);
  const { rows } = await tx.query(
    `UPDATE product.plan_change_charges SET status = 'charged', provider_execution_id = $3, finished_at = $4, card_network = $5, card_last_four = $6
     WHERE idempotency_key = $1 AND claim_id = $2 AND status = 'claimed' RETURNING 1`,
    [charge.key, charge.claimId, executionId, now.toISOString(), ...card],
  );
  if (rows.length === 0) return 'lost';
  const { rows: changed } = await tx.query(
    `UPDATE product.subscriptions SET plan_key = $2, next_plan_key = NULL, current_period_ends_at = $3, billing_anchor_at = $4, renewal_attempt = 0, updated_at = $5
     WHERE id = $1 AND current_period_ends_at = $6 RETURNING 1`,
    [charge.subscriptionId, charge.toPlan, upgradedUntil(charge).toISOString(), charge.newPeriodStartsAt.toISOString(), now.toISOString(), charge.replacedPeriodEndsAt.toISOString()],
  );
  if (changed.length === 0) return 'voided';
  await tx.query('UPDATE product.plan_change_charges SET applied_at = $2 WHERE idempotency_key = $1', [charge.key, now.toISOString()]);
  return 'applied';
}

/** The merchant reference of an upgrade's charge: what the provider's record of it names. */
function upgradeMerchantReference(charge: Pick<UpgradeCharge, 'subscriptionId' | 'toPlan' | 'newPeriodStartsAt'>): string {
  return `plan-change-${charge.subscriptionId}-${charge.toPlan}-${charge.newPeriodStartsAt.getTime()}`;
}

/** The subscription, target plan and first confirm an upgrade's merchant reference names; null for any other reference. */
function parseUpgradeMerchantReference(reference: string): { subscriptionId: string; toPlan: PlanChangeTarget; newPeriodStartsAt: Date } | null {
  const match = /^plan-change-(.+)-(monthly|yearly)-(\d+)$/.exec(reference);
  return match ? { subscriptionId: match[1]!, toPlan: match[2] as PlanChangeTarget, newPeriodStartsAt: new Date(Number(match[3])) } : null;
}

/**
 * Records a charge's answer through the claim it was made under, so of the confirm (or billing
 * run) that made it and the provider's record of it, the first to record wins and the other
 * changes nothing ('lost'). A charge changes the plan and sends the receipt when the subscription
 * is still in the period it replaces, else it is voided; a decline is recorded.
 */
async function recordUpgradeOutcome(
  context: ProductContext,
  charge: UpgradeCharge,
  outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>,
  now: Date,
): Promise<Exclude<UpgradeChargeResult, 'unknown'>> {
  if (outcome.kind === 'declined') {
    const { rows } = await context.db.query(
      `UPDATE product.plan_change_charges SET status = 'declined', provider_execution_id = $3, decline_reason = $4, finished_at = $5, card_network = $6, card_last_four = $7
       WHERE idempotency_key = $1 AND claim_id = $2 AND status = 'claimed' RETURNING 1`,
      [charge.key, charge.claimId, outcome.executionId, outcome.reason, now.toISOString(), ...cardColumns(outcome)],
    );
    return rows.length > 0 ? 'declined' : 'lost';
  }
  const executionId = outcome.charge.executionId;
  const recorded = await context.db.transaction((tx) => recordCharged(tx, charge, executionId, cardColumns(outcome), now));
  if (recorded === 'voided') await voidUpgradeCharge(context, charge.key, executionId, now);
  if (recorded === 'applied') {
    const receipt = { plan: charge.toPlan, amount: charge.amount, currency: PLAN_CURRENCY, paidUntil: upgradedUntil(charge), billedTo: 'card' as const };
    await sendBillingNotice(context, charge.subscriberId, 'receipt', { receipt }, now);
  }
  return recorded;
}

/**
 * Charges a claimed upgrade with its stored key and amount (the provider answers a repeat with
 * the first charge) and records the answer; an unknown answer leaves the claim for the next
 * confirm or billing run, which take it at once, or for the charge's webhook.
 */
export async function finishUpgradeCharge(context: ProductContext, charge: UpgradeCharge, now: Date): Promise<UpgradeChargeResult> {
  const outcome = await chargeCardOnFile(
    context,
    {
      amount: { value: charge.amount, currency: PLAN_CURRENCY },
      merchantReference: upgradeMerchantReference(charge),
      holderReference: charge.subscriberId,
      paymentInstrumentId: charge.paymentInstrumentId,
    },
    charge.key,
  );
  if (outcome.kind === 'unknown') {
    await context.db.query(`UPDATE product.plan_change_charges SET lease_expires_at = $3 WHERE idempotency_key = $1 AND claim_id = $2 AND status = 'claimed'`, [
      charge.key,
      charge.claimId,
      now.toISOString(),
    ]);
    return 'unknown';
  }
  return recordUpgradeOutcome(context, charge, outcome, now);
}

/**
 * How an upgrade charge another caller recorded ended, for a confirm that lost the race to record
 * it (the charge's webhook came first): null while it is still claimed.
 */
export async function recordedUpgradeResult(db: Queryable, key: string): Promise<'applied' | 'voided' | 'declined' | null> {
  const { rows } = await db.query<{ status: string; applied_at: Date | null; voided_at: Date | null }>(
    'SELECT status, applied_at, voided_at FROM product.plan_change_charges WHERE idempotency_key = $1',
    [key],
  );
  const row = rows[0];
  if (!row || row.status === 'claimed') return null;
  if (row.status === 'declined') return 'declined';
  return row.applied_at !== null ? 'applied' : 'voided';
}

/**
 * Records an upgrade charge from the provider's record of it (its webhook, or reconciliation):
 * the confirm waiting for its answer may not have heard it yet, or lost it. It is recorded
 * through the claim the charge was made under, exactly as the confirm records it, so the plan
 * changes once and one receipt is sent. Null when the payment is no upgrade charge of this product.
 */
export async function settleUpgradeCharge(
  context: ProductContext,
  merchantReference: string,
  charged: { amount: { value: number; currency: string } },
  outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>,
  now: Date,
): Promise<UpgradeChargeResult | 'skipped' | null> {
  const named = parseUpgradeMerchantReference(merchantReference);
  if (named === null) return null;
  const { rows } = await context.db.query<UpgradeChargeRow & { status: string }>(
    `SELECT ${UPGRADE_CHARGE_COLUMNS}, c.status FROM product.plan_change_charges c JOIN product.subscriptions s ON s.id = c.subscription_id
     WHERE c.subscription_id = $1 AND c.to_plan = $2 AND c.new_period_starts_at = $3 AND c.amount = $4 AND c.currency = $5
     ORDER BY (c.status = 'claimed') DESC, c.claimed_at DESC LIMIT 1`,
    [named.subscriptionId, named.toPlan, named.newPeriodStartsAt.toISOString(), charged.amount.value, charged.amount.currency],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.status !== 'claimed') return 'skipped';
  const recorded = await recordUpgradeOutcome(context, upgradeChargeOf(row), outcome, now);
  return recorded === 'lost' ? 'skipped' : recorded;
}
