import type { Queryable } from '../../db';

export interface DeliveryAttemptView {
  attempt: number;
  attemptedAt: string;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  statusCode: number | null;
  error: string | null;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  executionId: string;
  status: 'pending' | 'delivered' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attempts: DeliveryAttemptView[];
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** An endpoint's deliveries, newest first, each with every attempt made so far. */
export async function listDeliveries(db: Queryable, endpointId: string, limit: number): Promise<DeliveryView[]> {
  const { rows } = await db.query<{
    id: string;
    event_id: string;
    type: string;
    execution_id: string;
    status: DeliveryView['status'];
    attempt_count: number;
    next_attempt_at: Date | string | null;
    delivered_at: Date | string | null;
    created_at: Date | string;
  }>(
    `SELECT d.id, d.event_id, e.type, e.execution_id, d.status, d.attempt_count, d.next_attempt_at, d.delivered_at, d.created_at
     FROM provider.webhook_deliveries d JOIN provider.webhook_events e ON e.id = d.event_id
     WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2`,
    [endpointId, limit],
  );
  const deliveries: DeliveryView[] = [];
  for (const row of rows) {
    const attempts = await db.query<{ attempt: number; attempted_at: Date | string; status_code: number | null; error: string | null }>(
      'SELECT attempt, attempted_at, status_code, error FROM provider.webhook_attempts WHERE delivery_id = $1 ORDER BY attempt',
      [row.id],
    );
    deliveries.push({
      id: row.id,
      eventId: row.event_id,
      eventType: row.type,
      executionId: row.execution_id,
      status: row.status,
      attemptCount: row.attempt_count,
      nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
      deliveredAt: iso(row.delivered_at),
      createdAt: iso(row.created_at) ?? '',
      attempts: attempts.rows.map((attempt) => ({
        attempt: attempt.attempt,
        attemptedAt: iso(attempt.attempted_at) ?? '',
        statusCode: attempt.status_code,
        error: attempt.error,
      })),
    });
  }
  return deliveries;
}
