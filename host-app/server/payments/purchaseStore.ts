import type { Queryable } from '@payment-client/server-kit/db';
import type { PaymentAttribution } from './confirmPayment';

/** An answer kept byte for byte, so a replay with the same key is the first answer. */
export interface PurchaseAnswer {
  statusCode: number;
  body: string;
}

/** A stored-card purchase attempt, named by the client's idempotency key. */
export interface Purchase {
  subscriberId: string;
  idempotencyKey: string;
  requestHash: string;
  claimId: string;
  executionId: string | null;
  attribution: PaymentAttribution;
  /** Null while pending. */
  answer: PurchaseAnswer | null;
  leaseExpiresAt: Date;
}

export type PurchaseRef = Pick<Purchase, 'subscriberId' | 'idempotencyKey' | 'claimId'>;

/**
 * How long a request may hold a pending purchase before another request may settle it from the
 * provider's record: well beyond a request's provider calls (each bounded by timeouts and retries),
 * so only a request that stopped (a crashed process) loses its purchase this way.
 */
export const PURCHASE_LEASE_MS = 60_000;

interface PurchaseRow {
  subscriber_id: string;
  idempotency_key: string;
  request_hash: string;
  claim_id: string;
  execution_id: string | null;
  source: string;
  campaign_id: string | null;
  influencer_id: string | null;
  answer_status: number | null;
  answer_body: string | null;
  lease_expires_at: Date | string;
}

const COLUMNS =
  'subscriber_id, idempotency_key, request_hash, claim_id, execution_id, source, campaign_id, influencer_id, answer_status, answer_body, lease_expires_at';

function fromRow(row: PurchaseRow): Purchase {
  return {
    subscriberId: row.subscriber_id,
    idempotencyKey: row.idempotency_key,
    requestHash: row.request_hash,
    claimId: row.claim_id,
    executionId: row.execution_id,
    attribution: { source: row.source, campaignId: row.campaign_id ?? undefined, influencerId: row.influencer_id ?? undefined },
    answer: row.answer_status === null || row.answer_body === null ? null : { statusCode: row.answer_status, body: row.answer_body },
    leaseExpiresAt: new Date(row.lease_expires_at),
  };
}

export async function findPurchase(db: Queryable, subscriberId: string, idempotencyKey: string): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(`SELECT ${COLUMNS} FROM product.purchases WHERE subscriber_id = $1 AND idempotency_key = $2`, [
    subscriberId,
    idempotencyKey,
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** At most one, by the partial unique index. */
export async function findPendingPurchase(db: Queryable, subscriberId: string): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(`SELECT ${COLUMNS} FROM product.purchases WHERE subscriber_id = $1 AND status = 'pending'`, [subscriberId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export interface NewPurchase extends PurchaseRef {
  requestHash: string;
  attribution: PaymentAttribution;
}

export async function insertPendingPurchase(tx: Queryable, purchase: NewPurchase, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO product.purchases (subscriber_id, idempotency_key, request_hash, status, claim_id, source, campaign_id, influencer_id, created_at, lease_expires_at)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9)`,
    [
      purchase.subscriberId,
      purchase.idempotencyKey,
      purchase.requestHash,
      purchase.claimId,
      purchase.attribution.source ?? '',
      purchase.attribution.campaignId ?? null,
      purchase.attribution.influencerId ?? null,
      now.toISOString(),
      new Date(now.getTime() + PURCHASE_LEASE_MS).toISOString(),
    ],
  );
}

const HELD = `subscriber_id = $1 AND idempotency_key = $2 AND claim_id = $3 AND status = 'pending'`;
const heldParams = (ref: PurchaseRef) => [ref.subscriberId, ref.idempotencyKey, ref.claimId];

/** Records the execution about to be authorized; false when the purchase is no longer held (then nothing may be authorized). */
export async function attachPurchaseExecution(db: Queryable, ref: PurchaseRef, executionId: string): Promise<boolean> {
  const { rows } = await db.query(`UPDATE product.purchases SET execution_id = $4 WHERE ${HELD} RETURNING 1`, [...heldParams(ref), executionId]);
  return rows.length > 0;
}

/** Keeps the final answer and frees the subscriber for another purchase; false when another request answered first. */
export async function answerPurchase(db: Queryable, ref: PurchaseRef, answer: PurchaseAnswer, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE product.purchases SET status = 'answered', answer_status = $4, answer_body = $5, answered_at = $6 WHERE ${HELD} RETURNING 1`,
    [...heldParams(ref), answer.statusCode, answer.body, now.toISOString()],
  );
  return rows.length > 0;
}

/** Nothing was authorized: the attempt leaves no trace, and its key may start again. */
export async function releasePurchase(db: Queryable, ref: PurchaseRef): Promise<void> {
  await db.query(`DELETE FROM product.purchases WHERE ${HELD}`, heldParams(ref));
}

/** The outcome is unknown: the next attempt settles it from the provider's record without waiting for the lease. */
export async function expirePurchaseLease(db: Queryable, ref: PurchaseRef, now: Date): Promise<void> {
  await db.query(`UPDATE product.purchases SET lease_expires_at = $4 WHERE ${HELD}`, [...heldParams(ref), now.toISOString()]);
}
