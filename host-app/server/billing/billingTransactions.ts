import type { Queryable } from '@payment-client/server-kit/db';
import type { OtpTarget } from '../../contract/account/accountRequests';
import type { BillingPlanKey } from '../../contract/payments/paymentConstants';
import { notFound } from '../http/apiError';

export type BillingKind = 'mobile' | 'voucher';
export type BillingStatus = 'otp_sent' | 'completed' | 'failed';

/** A mobile-operator or voucher payment attempt, confirmed by a one-time code. */
export interface BillingTransaction {
  id: string;
  kind: BillingKind;
  subscriberId: string;
  plan: BillingPlanKey;
  operatorId: string | null;
  msisdn: string | null;
  email: string | null;
  voucherCode: string | null;
  status: BillingStatus;
  campaignId: string | null;
  influencerId: string | null;
}

interface BillingTransactionRow {
  id: string;
  kind: BillingKind;
  subscriber_id: string;
  plan_key: BillingPlanKey;
  operator_id: string | null;
  msisdn: string | null;
  email: string | null;
  voucher_code: string | null;
  status: BillingStatus;
  campaign_id: string | null;
  influencer_id: string | null;
}

export async function insertBillingTransaction(db: Queryable, transaction: Omit<BillingTransaction, 'status'>, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO product.billing_transactions (id, kind, subscriber_id, plan_key, operator_id, msisdn, email, voucher_code, status, campaign_id,
       influencer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'otp_sent', $9, $10, $11)`,
    [
      transaction.id,
      transaction.kind,
      transaction.subscriberId,
      transaction.plan,
      transaction.operatorId,
      transaction.msisdn,
      transaction.email,
      transaction.voucherCode,
      transaction.campaignId,
      transaction.influencerId,
      now.toISOString(),
    ],
  );
}

/** The subscriber's own transaction of that kind; anyone else's is "not found", so ids cannot be probed. */
export async function findOwnBillingTransaction(db: Queryable, subscriberId: string, kind: BillingKind, id: string, lock = false): Promise<BillingTransaction> {
  const { rows } = await db.query<BillingTransactionRow>(
    `SELECT id, kind, subscriber_id, plan_key, operator_id, msisdn, email, voucher_code, status, campaign_id, influencer_id
     FROM product.billing_transactions WHERE id = $1 AND subscriber_id = $2 AND kind = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, subscriberId, kind],
  );
  const row = rows[0];
  if (!row) throw notFound('billing.transactionNotFound');
  return {
    id: row.id,
    kind: row.kind,
    subscriberId: row.subscriber_id,
    plan: row.plan_key,
    operatorId: row.operator_id,
    msisdn: row.msisdn,
    email: row.email,
    voucherCode: row.voucher_code,
    status: row.status,
    campaignId: row.campaign_id,
    influencerId: row.influencer_id,
  };
}

export async function completeBillingTransaction(db: Queryable, id: string, subscriptionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE product.billing_transactions SET status = 'completed', subscription_id = $2, completed_at = $3 WHERE id = $1`, [
    id,
    subscriptionId,
    now.toISOString(),
  ]);
}

export async function failBillingTransaction(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE product.billing_transactions SET status = 'failed' WHERE id = $1 AND status = 'otp_sent'`, [id]);
}

/** Where the transaction's codes go: the billed number, or the account email for a voucher. */
export function billingOtpTarget(transaction: Pick<BillingTransaction, 'kind' | 'msisdn' | 'email'>): OtpTarget {
  return transaction.kind === 'mobile' ? { kind: 'phone', value: transaction.msisdn ?? '' } : { kind: 'email', value: transaction.email ?? '' };
}

/** Codes of a billing transaction live under their own key, apart from sign-in codes to the same target. */
export function billingChallengeKey(transactionId: string): string {
  return `billing:${transactionId}`;
}
