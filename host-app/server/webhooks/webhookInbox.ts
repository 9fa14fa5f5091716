import type { Queryable } from '@payment-client/server-kit/db';

/** A provider event as the inbox keeps it: enough to settle its payment again from the provider's record. */
export interface InboxEvent {
  eventId: string;
  eventType: string;
  executionId: string | null;
}

/**
 * Stores the event once: true the first time its id is seen, false for a repeated or replayed
 * delivery, which then changes nothing. The primary key decides, across API processes.
 */
export async function storeInboxEvent(db: Queryable, event: InboxEvent, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO product.provider_webhook_events (event_id, event_type, execution_id, received_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_id) DO NOTHING RETURNING 1`,
    [event.eventId, event.eventType, event.executionId, now.toISOString()],
  );
  return rows.length > 0;
}

export async function markInboxEventProcessed(db: Queryable, eventId: string, now: Date): Promise<void> {
  await db.query('UPDATE product.provider_webhook_events SET processed_at = $2 WHERE event_id = $1 AND processed_at IS NULL', [eventId, now.toISOString()]);
}

/** Events stored before `before` and never settled (their process stopped, or the provider was unreachable then). */
export async function listUnprocessedInboxEvents(db: Queryable, before: Date, limit: number): Promise<InboxEvent[]> {
  const { rows } = await db.query<{ event_id: string; event_type: string; execution_id: string | null }>(
    `SELECT event_id, event_type, execution_id FROM product.provider_webhook_events
     WHERE processed_at IS NULL AND received_at <= $1 ORDER BY received_at, event_id LIMIT $2`,
    [before.toISOString(), limit],
  );
  return rows.map((row) => ({ eventId: row.event_id, eventType: row.event_type, executionId: row.execution_id }));
}
