import { randomUUID } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type BillingPlanKey, type PaymentMethodKind } from '../../contract/payments/paymentConstants';
import type { RenewalReport } from '../../contract/subscriptions/billingRunTypes';
import { CARD_PAYMENT_METHODS } from '../payments/cardPaymentMethods';
import { sendBillingNotice, type ReceiptDetails } from '../billing/billingNotices';
import { operatorRefusesNumber } from '../billing/simulatedOperator';
import type { ProductContext } from '../context';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { graceEndsAt, isHardDecline, nextRetryAt } from '../subscriptions/dunning';
import { nextPeriodEnd } from '../subscriptions/billingPeriod';
import { cardColumns, chargeCardOnFile, CHARGE_LEASE_MS, type CardOnFileOutcome } from './chargeCardOnFile';

/** The operator stand-in's answer to a line it will not bill. */
const OPERATOR_REFUSED = 'Operator refused';

interface DueRenewal {
  id: string;
  subscriberId: string;
  /** The plan this renewal charges: a downgrade scheduled for the period end takes effect here. */
  plan: BillingPlanKey;
  paymentMethod: PaymentMethodKind;
  periodEndsAt: Date;
  /** Where the paid periods are counted from; null on subscriptions recorded before anchors were kept. */
  billingAnchorAt: Date | null;
  attempt: number;
  pastDueSince: Date | null;
  paymentInstrumentId: string | null;
  msisdn: string | null;
}

interface DueRenewalRow {
  id: string;
  subscriber_id: string;
  plan_key: BillingPlanKey;
  payment_method: PaymentMethodKind;
  current_period_ends_at: Date | string;
  billing_anchor_at: Date | string | null;
  renewal_attempt: number;
  past_due_since: Date | string | null;
  payment_instrument_id: string | null;
  msisdn: string | null;
}

const fromRow = (row: DueRenewalRow): DueRenewal => ({
  id: row.id,
  subscriberId: row.subscriber_id,
  plan: row.plan_key,
  paymentMethod: row.payment_method,
  periodEndsAt: new Date(row.current_period_ends_at),
  billingAnchorAt: row.billing_anchor_at === null ? null : new Date(row.billing_anchor_at),
  attempt: row.renewal_attempt,
  pastDueSince: row.past_due_since === null ? null : new Date(row.past_due_since),
  paymentInstrumentId: row.payment_instrument_id,
  msisdn: row.msisdn,
});

/**
 * Paid subscriptions still renewing whose period is over (or whose declined renewal is due again),
 * billed by a card on file or by an operator. Vouchers are prepaid and never renew.
 */
const DUE = `NOT s.is_trial AND s.auto_renew
  AND ((s.status = 'active' AND s.current_period_ends_at <= $1) OR (s.status = 'past_due' AND s.next_renewal_at <= $1))
  AND ((s.payment_method IN (${CARD_PAYMENT_METHODS.map((method) => `'${method}'`).join(', ')}) AND s.payment_instrument_id IS NOT NULL) OR s.payment_method = 'Mobile')`;

const OPERATOR_LINE = `(SELECT b.msisdn FROM product.billing_transactions b WHERE b.subscription_id = s.id AND b.kind = 'mobile' ORDER BY b.created_at LIMIT 1)`;

async function findDueRenewals(db: Queryable, now: Date, subscriberId: string | undefined): Promise<DueRenewal[]> {
  const { rows } = await db.query<DueRenewalRow>(
    `SELECT s.id, s.subscriber_id, COALESCE(s.next_plan_key, s.plan_key) AS plan_key, s.payment_method, s.current_period_ends_at, s.billing_anchor_at, s.renewal_attempt, s.past_due_since,
       s.payment_instrument_id, ${OPERATOR_LINE} AS msisdn
     FROM product.subscriptions s
     LEFT JOIN product.renewal_charges c ON c.subscription_id = s.id AND c.period_ends_at = s.current_period_ends_at AND c.attempt = s.renewal_attempt
     WHERE ${DUE} AND ($2::text IS NULL OR s.subscriber_id = $2)
       AND (c.subscription_id IS NULL OR (c.status = 'claimed' AND c.lease_expires_at <= $1))
     ORDER BY s.current_period_ends_at, s.id`,
    [now.toISOString(), subscriberId ?? null],
  );
  return rows.map(fromRow);
}

/**
 * The idempotency key of one renewal attempt: the subscription and the period it pays for (and
 * the retry), the same in every run and every process, so a repeat answers the first charge.
 */
export function renewalChargeKey(renewal: Pick<DueRenewal, 'id' | 'periodEndsAt' | 'attempt'>): string {
  const key = `renewal:${renewal.id}:${renewal.periodEndsAt.toISOString()}`;
  return renewal.attempt === 0 ? key : `${key}:retry-${renewal.attempt}`;
}

/** The merchant reference of one renewal attempt's charge: what the provider's record of it names. */
function renewalMerchantReference(renewal: Pick<DueRenewal, 'id' | 'periodEndsAt' | 'attempt'>): string {
  return `renewal-${renewal.id}-${renewal.periodEndsAt.getTime()}-${renewal.attempt}`;
}

/** The subscription, period end and attempt a renewal's merchant reference names; null for any other reference. */
function parseRenewalMerchantReference(reference: string): { subscriptionId: string; periodEndsAt: Date; attempt: number } | null {
  const match = /^renewal-(.+)-(\d+)-(\d+)$/.exec(reference);
  return match ? { subscriptionId: match[1]!, periodEndsAt: new Date(Number(match[2])), attempt: Number(match[3]) } : null;
}

/** A renewal attempt this run holds, and the card it charges. */
interface RenewalClaim {
  claimId: string;
  paymentInstrumentId: string | null;
}

/**
 * Takes the renewal attempt for this run, in the database: of two runs (or two processes) at once
 * only one gets it. A claim whose lease ran out is taken over with the same key and card. The card
 * is read under the payment lock, so a card changed after the due renewals were listed is the one
 * charged. Cancelled, renewed or claimed by another run meanwhile, it is not taken (null).
 */
async function claimRenewal(context: ProductContext, renewal: DueRenewal, now: Date): Promise<RenewalClaim | null> {
  const plan = PLAN_DEFINITIONS[renewal.plan];
  const claimId = randomUUID();
  return context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, renewal.subscriberId);
    const { rows: still } = await tx.query<{ payment_instrument_id: string | null }>(
      `SELECT s.payment_instrument_id FROM product.subscriptions s
       WHERE s.id = $2 AND s.current_period_ends_at = $3 AND s.renewal_attempt = $4 AND ${DUE} FOR UPDATE`,
      [now.toISOString(), renewal.id, renewal.periodEndsAt.toISOString(), renewal.attempt],
    );
    if (!still[0]) return null;
    const { rows } = await tx.query<{ payment_instrument_id: string | null }>(
      `INSERT INTO product.renewal_charges (subscription_id, period_ends_at, attempt, idempotency_key, payment_method, amount, currency, status,
         claim_id, lease_expires_at, claimed_at, plan_key, payment_instrument_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'claimed', $8, $9, $10, $11, $12)
       ON CONFLICT (subscription_id, period_ends_at, attempt) DO UPDATE SET claim_id = EXCLUDED.claim_id, lease_expires_at = EXCLUDED.lease_expires_at
         WHERE renewal_charges.status = 'claimed' AND renewal_charges.lease_expires_at <= $10
       RETURNING payment_instrument_id`,
      [
        renewal.id,
        renewal.periodEndsAt.toISOString(),
        renewal.attempt,
        renewalChargeKey(renewal),
        renewal.paymentMethod,
        plan.amount,
        PLAN_CURRENCY,
        claimId,
        new Date(now.getTime() + CHARGE_LEASE_MS).toISOString(),
        now.toISOString(),
        renewal.plan,
        still[0].payment_instrument_id,
      ],
    );
    // A claim from before cards were kept on claims charges the card the subscription has now.
    return rows[0] ? { claimId, paymentInstrumentId: rows[0].payment_instrument_id ?? still[0].payment_instrument_id } : null;
  });
}

/** Bills the renewal: the card on file through the provider, or the operator's line. */
async function billRenewal(context: ProductContext, renewal: DueRenewal): Promise<CardOnFileOutcome> {
  const plan = PLAN_DEFINITIONS[renewal.plan];
  if (renewal.paymentMethod === 'Mobile') {
    // The operator stand-in decides by the number alone, so a repeat answers as the first did.
    if (renewal.msisdn === null || operatorRefusesNumber(renewal.msisdn)) return { kind: 'declined', reason: OPERATOR_REFUSED, executionId: null };
    return {
      kind: 'charged',
      charge: { executionId: renewalChargeKey(renewal), amount: { value: plan.amount, currency: PLAN_CURRENCY }, outcome: 'authorizeSuccessful' },
    };
  }
  return chargeCardOnFile(
    context,
    {
      amount: { value: plan.amount, currency: PLAN_CURRENCY },
      merchantReference: renewalMerchantReference(renewal),
      holderReference: renewal.subscriberId,
      paymentInstrumentId: renewal.paymentInstrumentId ?? '',
    },
    renewalChargeKey(renewal),
  );
}

export type RecordedRenewal = 'renewed' | 'declined' | 'skipped';

/** The end of the period the renewal pays for: the plan's months after the old end, counted from the anchor. */
function renewedUntil(renewal: DueRenewal): Date {
  return nextPeriodEnd(renewal.billingAnchorAt, renewal.periodEndsAt, PLAN_DEFINITIONS[renewal.plan].months);
}

/**
 * Records the attempt's outcome for the claim that made it. A charge extends the period by the
 * plan's length from where the old one ended (a late run steals no days) and clears any past-due
 * state; a decline makes the subscription past due and plans the next retry, if one is left (the period-end job ends it when the grace is over).
 */
async function recordOutcome(
  context: ProductContext,
  renewal: DueRenewal,
  claimId: string,
  outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>,
  now: Date,
): Promise<RecordedRenewal> {
  return context.db.transaction(async (tx) => {
    // The claim's lock first, as a claim takes it: another process claiming the same renewal
    // meanwhile would otherwise hold the subscription's row and wait for this charge's, a deadlock.
    await lockSubscriberPayments(tx, renewal.subscriberId);
    const charged = outcome.kind === 'charged';
    const hard = outcome.kind === 'declined' ? isHardDecline(outcome.reason) : null;
    const { rows } = await tx.query(
      `UPDATE product.renewal_charges SET status = $3, provider_execution_id = $4, decline_reason = $5, hard_decline = $6, finished_at = $7,
         card_network = $8, card_last_four = $9
       WHERE subscription_id = $1 AND claim_id = $2 AND status = 'claimed' RETURNING 1`,
      [
        renewal.id,
        claimId,
        charged ? 'charged' : 'declined',
        outcome.kind === 'charged' ? outcome.charge.executionId : outcome.executionId,
        outcome.kind === 'declined' ? outcome.reason : null,
        hard,
        now.toISOString(),
        ...cardColumns(outcome),
      ],
    );
    if (rows.length === 0) return 'skipped';
    if (charged) {
      await tx.query(
        `UPDATE product.subscriptions SET status = 'active', current_period_ends_at = $2, renewal_attempt = 0, past_due_since = NULL,
           next_renewal_at = NULL, updated_at = $3, plan_key = $4, next_plan_key = NULL, billing_anchor_at = COALESCE(billing_anchor_at, $5)
         WHERE id = $1`,
        // A subscription without an anchor is anchored on the end it renews from, so its day holds from then on.
        [renewal.id, renewedUntil(renewal).toISOString(), now.toISOString(), renewal.plan, renewal.periodEndsAt.toISOString()],
      );
      return 'renewed';
    }
    const pastDueSince = renewal.pastDueSince ?? now;
    const retryAt = nextRetryAt(renewal.attempt, hard ?? true, pastDueSince);
    await tx.query(
      `UPDATE product.subscriptions SET status = 'past_due', past_due_since = $2, renewal_attempt = $3, next_renewal_at = $4, updated_at = $5
       WHERE id = $1`,
      [renewal.id, pastDueSince.toISOString(), renewal.attempt + 1, retryAt?.toISOString() ?? null, now.toISOString()],
    );
    return 'declined';
  });
}

/** What the renewal's receipt states: the plan's price, paying for one more period from the old end. */
function receiptOf(renewal: DueRenewal): ReceiptDetails {
  const plan = PLAN_DEFINITIONS[renewal.plan];
  return {
    plan: renewal.plan,
    amount: plan.amount,
    currency: PLAN_CURRENCY,
    paidUntil: renewedUntil(renewal),
    billedTo: renewal.paymentMethod === 'Mobile' ? 'phone' : 'card',
  };
}

/** Lets the next run take the claim at once; it charges with the same key, so nothing is charged twice. */
async function releaseForRetry(context: ProductContext, renewal: DueRenewal, claimId: string, now: Date): Promise<void> {
  await context.db.query(
    `UPDATE product.renewal_charges SET lease_expires_at = $3 WHERE subscription_id = $1 AND claim_id = $2 AND status = 'claimed'`,
    [renewal.id, claimId, now.toISOString()],
  );
}

/**
 * The renewal job: charges the next period of every paid subscription whose period ended and
 * that still renews, and retries declined renewals when their retry is due. Safe to run often and
 * in several processes at once: each attempt is claimed in the database before anything is
 * charged, and its idempotency key makes a retry after a crash answer the first charge.
 */
export async function chargeRenewals(context: ProductContext, now: Date, only?: { subscriberId?: string }): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: [], declined: [], skipped: [], retryLater: [] };
  for (const listed of await findDueRenewals(context.db, now, only?.subscriberId)) {
    const claim = await claimRenewal(context, listed, now);
    if (claim === null) {
      report.skipped.push(listed.id);
      continue;
    }
    const { claimId } = claim;
    const renewal: DueRenewal = { ...listed, paymentInstrumentId: claim.paymentInstrumentId };
    const outcome = await billRenewal(context, renewal);
    if (outcome.kind === 'unknown') {
      await releaseForRetry(context, renewal, claimId, now);
      report.retryLater.push(renewal.id);
      continue;
    }
    const recorded = await recordOutcome(context, renewal, claimId, outcome, now);
    report[recorded].push(renewal.id);
    await tellSubscriber(context, renewal, recorded, now);
  }
  return report;
}

/** Told once when the renewal first fails, with the grace it has (the period-end job tells when it ends), and a receipt for a charge. */
async function tellSubscriber(context: ProductContext, renewal: DueRenewal, recorded: RecordedRenewal, now: Date): Promise<void> {
  if (recorded === 'declined' && renewal.attempt === 0) await sendBillingNotice(context, renewal.subscriberId, 'renewalFailed', { until: graceEndsAt(now) }, now);
  if (recorded === 'renewed') await sendBillingNotice(context, renewal.subscriberId, 'receipt', { receipt: receiptOf(renewal) }, now);
}

interface ClaimedRenewalRow extends DueRenewalRow {
  claim_id: string;
  status: 'claimed' | 'charged' | 'declined';
  amount: number;
  currency: string;
  claimed_at: Date | string;
}

/**
 * Records a renewal charge from the provider's record of it (its webhook, or reconciliation): the
 * job's own answer may have been lost, or its process stopped after charging. It is recorded
 * through the claim the charge was made under, exactly as the job records it, so of the job and
 * the provider's record the first to record wins and the other changes nothing ('skipped').
 * Null when the payment is no renewal charge of this product.
 */
export async function settleRenewalCharge(
  context: ProductContext,
  merchantReference: string,
  charged: { amount: { value: number; currency: string } },
  outcome: Exclude<CardOnFileOutcome, { kind: 'unknown' }>,
): Promise<RecordedRenewal | null> {
  const named = parseRenewalMerchantReference(merchantReference);
  if (named === null) return null;
  const { rows } = await context.db.query<ClaimedRenewalRow>(
    `SELECT s.id, s.subscriber_id, COALESCE(c.plan_key, s.next_plan_key, s.plan_key) AS plan_key, c.payment_method, c.period_ends_at AS current_period_ends_at,
       s.billing_anchor_at, c.attempt AS renewal_attempt, s.past_due_since, c.payment_instrument_id, NULL AS msisdn, c.claim_id, c.status, c.amount, c.currency, c.claimed_at
     FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id
     WHERE c.subscription_id = $1 AND c.period_ends_at = $2 AND c.attempt = $3`,
    [named.subscriptionId, named.periodEndsAt.toISOString(), named.attempt],
  );
  const row = rows[0];
  if (!row || row.amount !== charged.amount.value || row.currency !== charged.amount.currency) return null;
  if (row.status !== 'claimed') return 'skipped';
  const renewal = fromRow(row);
  // As of the attempt's own instant, as the job that made it would record it: grace and retries count from the charge.
  const chargedAt = new Date(row.claimed_at);
  const recorded = await recordOutcome(context, renewal, row.claim_id, outcome, chargedAt);
  await tellSubscriber(context, renewal, recorded, chargedAt);
  return recorded;
}
