import { randomUUID } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type BillingPlanKey, type PaymentMethodKind } from '../../contract/payments/paymentConstants';
import type { TrialChargeReport } from '../../contract/subscriptions/billingRunTypes';
import { sendBillingNotice } from '../billing/billingNotices';
import type { ProductContext } from '../context';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { addMonths } from '../subscriptions/billingPeriod';
import { recordSubscription } from '../subscriptions/subscriptionStore';
import { cardColumns, chargeCardOnFile, CHARGE_LEASE_MS, type CardOnFileOutcome } from './chargeCardOnFile';

/** How long a run may hold a claimed trial before another run may charge it (with the same key). */
export const TRIAL_CHARGE_LEASE_MS = CHARGE_LEASE_MS;

interface EndedTrial {
  id: string;
  subscriberId: string;
  plan: BillingPlanKey;
  paymentMethod: PaymentMethodKind;
  periodEndsAt: Date;
  paymentInstrumentId: string;
}

interface EndedTrialRow {
  id: string;
  subscriber_id: string;
  plan_key: BillingPlanKey;
  payment_method: PaymentMethodKind;
  current_period_ends_at: Date | string;
  payment_instrument_id: string;
}

const fromRow = (row: EndedTrialRow): EndedTrial => ({
  id: row.id,
  subscriberId: row.subscriber_id,
  plan: row.plan_key,
  paymentMethod: row.payment_method,
  periodEndsAt: new Date(row.current_period_ends_at),
  paymentInstrumentId: row.payment_instrument_id,
});

/** Trials still renewing whose days are over, with a card on file, not charged nor held by a live claim. */
const DUE = `s.is_trial AND s.status = 'active' AND s.auto_renew AND s.payment_instrument_id IS NOT NULL AND s.current_period_ends_at <= $1`;

async function findEndedTrials(db: Queryable, now: Date, subscriberId: string | undefined): Promise<EndedTrial[]> {
  const { rows } = await db.query<EndedTrialRow>(
    `SELECT s.id, s.subscriber_id, s.plan_key, s.payment_method, s.current_period_ends_at, s.payment_instrument_id
     FROM product.subscriptions s LEFT JOIN product.trial_charges c ON c.subscription_id = s.id
     WHERE ${DUE} AND ($2::text IS NULL OR s.subscriber_id = $2)
       AND (c.subscription_id IS NULL OR (c.status = 'claimed' AND c.lease_expires_at <= $1))
     ORDER BY s.current_period_ends_at, s.id`,
    [now.toISOString(), subscriberId ?? null],
  );
  return rows.map(fromRow);
}

/** The provider's idempotency key of one trial's charge: the same for every run and every process. */
export function trialChargeKey(trial: Pick<EndedTrial, 'id' | 'periodEndsAt'>): string {
  return `trial-end:${trial.id}:${trial.periodEndsAt.toISOString()}`;
}

/**
 * Takes the trial for this run, in the database: of two runs (or two processes) at once only one
 * gets it. A claim whose lease ran out is taken over with the same key. Cancelled meanwhile, or
 * claimed by another run, it is not taken (null).
 */
async function claimTrial(context: ProductContext, trial: EndedTrial, now: Date): Promise<{ claimId: string; paymentInstrumentId: string } | null> {
  const plan = PLAN_DEFINITIONS[trial.plan];
  const claimId = randomUUID();
  return context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, trial.subscriberId);
    // The card is read under the payment lock: one changed since the trials were listed is the one charged.
    const { rows: still } = await tx.query<{ payment_instrument_id: string }>(
      `SELECT s.payment_instrument_id FROM product.subscriptions s WHERE s.id = $2 AND ${DUE} FOR UPDATE`,
      [now.toISOString(), trial.id],
    );
    if (!still[0]) return null;
    const { rows } = await tx.query<{ payment_instrument_id: string | null }>(
      `INSERT INTO product.trial_charges (subscription_id, period_ends_at, idempotency_key, amount, currency, status, claim_id, lease_expires_at, claimed_at, payment_instrument_id)
       VALUES ($1, $2, $3, $4, $5, 'claimed', $6, $7, $8, $9)
       ON CONFLICT (subscription_id) DO UPDATE SET claim_id = EXCLUDED.claim_id, lease_expires_at = EXCLUDED.lease_expires_at
         WHERE trial_charges.status = 'claimed' AND trial_charges.lease_expires_at <= $8
       RETURNING payment_instrument_id`,
      [
        trial.id,
        trial.periodEndsAt.toISOString(),
        trialChargeKey(trial),
        plan.amount,
        PLAN_CURRENCY,
        claimId,
        new Date(now.getTime() + TRIAL_CHARGE_LEASE_MS).toISOString(),
        now.toISOString(),
        still[0].payment_instrument_id,
      ],
    );
    // A takeover charges the card the first claim did; a claim from before cards were kept, today's.
    return rows[0] ? { claimId, paymentInstrumentId: rows[0].payment_instrument_id ?? still[0].payment_instrument_id } : null;
  });
}

/**
 * Records the charge's outcome for the claim that made it. A successful charge starts the first
 * paid period where the trial ended; a declined one leaves the trial ended, so access stops.
 */
async function recordOutcome(context: ProductContext, trial: EndedTrial, claimId: string, outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>, now: Date): Promise<boolean> {
  const charged = outcome.kind === 'charged';
  const executionId = outcome.kind === 'charged' ? outcome.charge.executionId : outcome.executionId;
  return context.db.transaction(async (tx) => {
    // The claim's lock first, as a claim takes it, so a claim and this never wait on each other's rows.
    await lockSubscriberPayments(tx, trial.subscriberId);
    const { rows } = await tx.query(
      `UPDATE product.trial_charges SET status = $3, provider_execution_id = $4, finished_at = $5, card_network = $6, card_last_four = $7
       WHERE subscription_id = $1 AND claim_id = $2 AND status = 'claimed' RETURNING 1`,
      [trial.id, claimId, charged ? 'charged' : 'declined', executionId, now.toISOString(), ...cardColumns(outcome)],
    );
    if (rows.length === 0) return false;
    if (!charged) return true;
    const plan = PLAN_DEFINITIONS[trial.plan];
    const paidId = await recordSubscription(
      tx,
      {
        subscriberId: trial.subscriberId,
        plan: trial.plan,
        paymentMethod: trial.paymentMethod,
        isTrial: false,
        autoRenew: true,
        currentPeriodEndsAt: addMonths(trial.periodEndsAt, plan.months),
        paymentInstrumentId: trial.paymentInstrumentId,
        // The first paid period starts where the trial ended: later ones are counted from there.
        billingAnchorAt: trial.periodEndsAt,
      },
      now,
    );
    await tx.query('UPDATE product.trial_charges SET paid_subscription_id = $2 WHERE subscription_id = $1', [trial.id, paidId]);
    return true;
  });
}

/** The merchant reference of a trial's charge: what the provider's record of it names. */
const TRIAL_REFERENCE_PREFIX = 'trial-end-';

function sendTrialReceipt(context: ProductContext, trial: EndedTrial, now: Date): Promise<void> {
  const plan = PLAN_DEFINITIONS[trial.plan];
  const receipt = { plan: trial.plan, amount: plan.amount, currency: PLAN_CURRENCY, paidUntil: addMonths(trial.periodEndsAt, plan.months), billedTo: 'card' as const };
  return sendBillingNotice(context, trial.subscriberId, 'receipt', { receipt }, now);
}

interface ClaimedTrialRow extends EndedTrialRow {
  claim_id: string;
  status: 'claimed' | 'charged' | 'declined';
  amount: number;
  currency: string;
}

/**
 * Records a trial-end charge from the provider's record of it (its webhook, or reconciliation),
 * for when the job lost the answer or stopped before recording it: through the claim the charge
 * was made under, as the job records it, so the first to record wins and the other changes
 * nothing ('skipped'). Null when the payment is no trial-end charge of this product.
 */
export async function settleTrialCharge(
  context: ProductContext,
  merchantReference: string,
  charged: { amount: { value: number; currency: string } },
  outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>,
  now: Date,
): Promise<'charged' | 'declined' | 'skipped' | null> {
  if (!merchantReference.startsWith(TRIAL_REFERENCE_PREFIX)) return null;
  const { rows } = await context.db.query<ClaimedTrialRow>(
    `SELECT s.id, s.subscriber_id, s.plan_key, s.payment_method, c.period_ends_at AS current_period_ends_at,
       COALESCE(c.payment_instrument_id, s.payment_instrument_id) AS payment_instrument_id, c.claim_id, c.status, c.amount, c.currency
     FROM product.trial_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE c.subscription_id = $1`,
    [merchantReference.slice(TRIAL_REFERENCE_PREFIX.length)],
  );
  const row = rows[0];
  if (!row || row.amount !== charged.amount.value || row.currency !== charged.amount.currency) return null;
  if (row.status !== 'claimed') return 'skipped';
  const trial = fromRow(row);
  if (!(await recordOutcome(context, trial, row.claim_id, outcome, now))) return 'skipped';
  if (outcome.kind === 'declined') return 'declined';
  await sendTrialReceipt(context, trial, now);
  return 'charged';
}

/** Lets the next run take the claim at once; it charges with the same key, so nothing is charged twice. */
async function releaseForRetry(context: ProductContext, trial: EndedTrial, claimId: string, now: Date): Promise<void> {
  await context.db.query(`UPDATE product.trial_charges SET lease_expires_at = $3 WHERE subscription_id = $1 AND claim_id = $2 AND status = 'claimed'`, [
    trial.id,
    claimId,
    now.toISOString(),
  ]);
}

/**
 * The trial-end job: charges the plan price to the card kept on file for every trial that ended
 * and still renews (a trial cancelled in time is never charged). Safe to run often and in several
 * processes at once: each trial is claimed in the database before the provider is called, and the
 * provider's idempotency key (subscription and period) makes a retry answer the first charge.
 */
export async function chargeEndedTrials(context: ProductContext, now: Date, only?: { subscriberId?: string }): Promise<TrialChargeReport> {
  const report: TrialChargeReport = { charged: [], declined: [], skipped: [], retryLater: [] };
  for (const listed of await findEndedTrials(context.db, now, only?.subscriberId)) {
    const claim = await claimTrial(context, listed, now);
    if (claim === null) {
      report.skipped.push(listed.id);
      continue;
    }
    const { claimId } = claim;
    const trial: EndedTrial = { ...listed, paymentInstrumentId: claim.paymentInstrumentId };
    const plan = PLAN_DEFINITIONS[trial.plan];
    const outcome = await chargeCardOnFile(
      context,
      {
        amount: { value: plan.amount, currency: PLAN_CURRENCY },
        merchantReference: `${TRIAL_REFERENCE_PREFIX}${trial.id}`,
        holderReference: trial.subscriberId,
        paymentInstrumentId: trial.paymentInstrumentId,
      },
      trialChargeKey(trial),
    );
    if (outcome.kind === 'unknown') {
      await releaseForRetry(context, trial, claimId, context.clock());
      report.retryLater.push(trial.id);
      continue;
    }
    // Declined, or the card is no longer on file: the trial ends unpaid.
    const recorded = await recordOutcome(context, trial, claimId, outcome, context.clock());
    if (!recorded) report.skipped.push(trial.id);
    else if (outcome.kind === 'charged') {
      report.charged.push(trial.id);
      await sendTrialReceipt(context, trial, context.clock());
    }
    else report.declined.push(trial.id);
  }
  return report;
}
