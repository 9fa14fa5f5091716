import type { Queryable } from '../../db';
import { newId } from '../../db/ids';
import { findExecution } from '../executions';
import { buildPaymentView } from '../paymentView';
import { subscribes, type WebhookEventType } from './eventTypes';

/** The body every endpoint receives: the event and the payment (or payout) as it stands after it. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: unknown;
}

/**
 * Records an event and one pending delivery per subscribed endpoint, in the caller's
 * transaction: the event exists exactly when the change that caused it was committed.
 */
export async function emitWebhookEvent(tx: Queryable, type: WebhookEventType, executionId: string, now: Date, extra: Record<string, unknown> = {}): Promise<void> {
  // The sandbox has one merchant key, so every endpoint belongs to the merchant of every payment.
  const { rows: endpoints } = await tx.query<{ id: string; event_types: string[] }>('SELECT id, event_types FROM provider.webhook_endpoints WHERE deleted_at IS NULL');
  const subscribed = endpoints.filter((endpoint) => subscribes(endpoint.event_types, type));
  if (subscribed.length === 0) return;
  const execution = await findExecution(tx, executionId);
  if (!execution) return;
  const id = newId('evt');
  const data = { ...(await buildPaymentView(tx, execution)), ...extra };
  const event: WebhookEvent = { id, type, createdAt: now.toISOString(), data };
  await tx.query('INSERT INTO provider.webhook_events (id, type, execution_id, payload, created_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    type,
    executionId,
    JSON.stringify(event),
    now.toISOString(),
  ]);
  for (const endpoint of subscribed) {
    await tx.query(
      `INSERT INTO provider.webhook_deliveries (id, event_id, endpoint_id, status, attempt_count, next_attempt_at, created_at)
       VALUES ($1, $2, $3, 'pending', 0, $4, $4)`,
      [newId('dlv'), id, endpoint.id, now.toISOString()],
    );
  }
}
