import type { Queryable } from '@payment-client/server-kit/db';
import { idempotencyKeyReused } from './idempotencyKey';

/**
 * Binds a payment confirmation's idempotency key to its request: the same key with another request
 * is refused. Confirming is idempotent by itself (a confirmed or voided session answers as it did),
 * so a repeat with the same request is simply confirmed again and answers the same; a payment that
 * was still settling is read again, as the client's retries expect.
 */
export async function bindConfirmationKey(db: Queryable, subscriberId: string, idempotencyKey: string, hash: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO product.payment_confirmation_keys (subscriber_id, idempotency_key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subscriber_id, idempotency_key) DO NOTHING`,
    [subscriberId, idempotencyKey, hash, now.toISOString()],
  );
  const { rows } = await db.query<{ request_hash: string }>(
    'SELECT request_hash FROM product.payment_confirmation_keys WHERE subscriber_id = $1 AND idempotency_key = $2',
    [subscriberId, idempotencyKey],
  );
  if (rows[0]?.request_hash !== hash) throw idempotencyKeyReused();
}
