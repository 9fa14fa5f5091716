import type { Queryable } from '@payment-client/server-kit/db';

/**
 * Serialises, per subscriber, the short transactions that claim a purchase or grant Premium, in
 * every API process sharing the database (released at commit or rollback). Take it first in the
 * transaction, and never across a provider call.
 */
export async function lockSubscriberPayments(tx: Queryable, subscriberId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`product.payments\n${subscriberId}`]);
}
