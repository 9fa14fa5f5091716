import { randomUUID } from 'node:crypto';
import type { ProductContext } from '../context';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import {
  finishUpgradeCharge,
  upgradeChargeOf,
  UPGRADE_CHARGE_COLUMNS,
  voidUpgradeCharge,
  type UpgradeChargeResult,
  type UpgradeChargeRow,
} from '../subscriptions/upgradeCharge';
import { CHARGE_LEASE_MS } from './chargeCardOnFile';

/** What the run did with each upgrade charge left unfinished, by its idempotency key. */
export type PlanChangeChargeReport = Record<Exclude<UpgradeChargeResult, 'unknown'> | 'retryLater', string[]>;

/** Takes over a claim whose lease ran out, under the subscriber's payment lock; null when another run (or a confirm) has it. */
async function retake(context: ProductContext, row: UpgradeChargeRow, now: Date): Promise<UpgradeChargeRow | null> {
  const claimId = randomUUID();
  return context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, row.subscriber_id);
    const { rows } = await tx.query(
      `UPDATE product.plan_change_charges SET claim_id = $2, lease_expires_at = $3
       WHERE idempotency_key = $1 AND status = 'claimed' AND lease_expires_at <= $4 RETURNING 1`,
      [row.idempotency_key, claimId, new Date(now.getTime() + CHARGE_LEASE_MS).toISOString(), now.toISOString()],
    );
    return rows.length > 0 ? { ...row, claim_id: claimId } : null;
  });
}

/**
 * The follow-up job for upgrade charges nobody finished: a confirm whose provider answer was lost
 * (and that the viewer never confirmed again), or whose process stopped. Each is charged again
 * with its stored key and amount, so the provider answers the first charge, then finished: the
 * plan changes if the subscription is still in the period the upgrade replaces, else the charge
 * is voided; a decline is recorded. Charges that changed no plan and whose void did not reach the
 * provider are voided again.
 */
export async function finishPlanChangeCharges(context: ProductContext, now: Date, only?: { subscriberId?: string }): Promise<PlanChangeChargeReport> {
  const report: PlanChangeChargeReport = { applied: [], voided: [], declined: [], lost: [], retryLater: [] };
  const { rows: stale } = await context.db.query<UpgradeChargeRow>(
    `SELECT ${UPGRADE_CHARGE_COLUMNS} FROM product.plan_change_charges c JOIN product.subscriptions s ON s.id = c.subscription_id
     WHERE c.status = 'claimed' AND c.lease_expires_at <= $1 AND ($2::text IS NULL OR c.subscriber_id = $2) ORDER BY c.claimed_at`,
    [now.toISOString(), only?.subscriberId ?? null],
  );
  for (const row of stale) {
    const taken = await retake(context, row, now);
    if (taken === null) {
      report.lost.push(row.idempotency_key);
      continue;
    }
    const result = await finishUpgradeCharge(context, upgradeChargeOf(taken), now);
    report[result === 'unknown' ? 'retryLater' : result].push(row.idempotency_key);
  }
  const { rows: unvoided } = await context.db.query<{ idempotency_key: string; provider_execution_id: string }>(
    `SELECT idempotency_key, provider_execution_id FROM product.plan_change_charges
     WHERE status = 'charged' AND applied_at IS NULL AND voided_at IS NULL AND provider_execution_id IS NOT NULL AND ($1::text IS NULL OR subscriber_id = $1)`,
    [only?.subscriberId ?? null],
  );
  for (const row of unvoided) {
    const voided = await voidUpgradeCharge(context, row.idempotency_key, row.provider_execution_id, now);
    report[voided ? 'voided' : 'retryLater'].push(row.idempotency_key);
  }
  return report;
}
