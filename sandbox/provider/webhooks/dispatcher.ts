import type { SandboxContext } from '../../context';
import type { Database } from '../../db';
import { findExecution } from '../executions';
import { settleDueAuthorization, settleDuePayout } from '../settlement';
import { signatureHeader, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from './signature';

/** How a delivery is retried: the n-th retry waits `baseDelayMs * 2^(n-1)`; after `maxAttempts` it has failed. */
export interface WebhookRetryPolicy {
  baseDelayMs: number;
  maxAttempts: number;
}

/** A claimed delivery is not handed out again for this long, so a crash mid-send only delays it. */
const CLAIM_LEASE_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 20;

export function retryDelayMs(policy: WebhookRetryPolicy, attempt: number): number {
  return policy.baseDelayMs * 2 ** (attempt - 1);
}

interface ClaimedDelivery {
  id: string;
  attempt: number;
  url: string;
  secret: string;
  eventId: string;
  body: string;
}

/**
 * Claims due deliveries in a short transaction (the attempt is counted and leased), so the HTTP
 * call runs with no lock held: an endpoint on this same server may call the API while it answers.
 */
async function claimDueDeliveries(db: Database, now: Date): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; attempt_count: number; url: string; secret: string; event_id: string; payload: unknown }>(
      `SELECT d.id, d.attempt_count, w.url, w.secret, d.event_id, e.payload
       FROM provider.webhook_deliveries d
       JOIN provider.webhook_endpoints w ON w.id = d.endpoint_id
       JOIN provider.webhook_events e ON e.id = d.event_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND w.deleted_at IS NULL
       ORDER BY d.next_attempt_at, d.id LIMIT ${BATCH_SIZE}
       FOR UPDATE OF d SKIP LOCKED`,
      [now.toISOString()],
    );
    const lease = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    for (const row of rows) {
      await tx.query('UPDATE provider.webhook_deliveries SET attempt_count = attempt_count + 1, next_attempt_at = $2 WHERE id = $1', [row.id, lease]);
    }
    return rows.map((row) => ({
      id: row.id,
      attempt: row.attempt_count + 1,
      url: row.url,
      secret: row.secret,
      eventId: row.event_id,
      // jsonb may arrive parsed or as text; the body is serialised here, once, and signed as sent.
      body: typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload),
    }));
  });
}

async function send(delivery: ClaimedDelivery, now: Date): Promise<{ statusCode: number | null; error: string | null }> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(delivery.secret, timestamp, delivery.body),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { statusCode: null, error: cause ?? (error instanceof Error ? error.name : 'unreachable') };
  }
}

async function recordAttempt(db: Database, policy: WebhookRetryPolicy, delivery: ClaimedDelivery, result: { statusCode: number | null; error: string | null }, now: Date): Promise<void> {
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO provider.webhook_attempts (delivery_id, attempt, attempted_at, status_code, error) VALUES ($1, $2, $3, $4, $5)', [
      delivery.id,
      delivery.attempt,
      now.toISOString(),
      result.statusCode,
      result.error,
    ]);
    if (delivered) {
      await tx.query("UPDATE provider.webhook_deliveries SET status = 'delivered', delivered_at = $2, next_attempt_at = NULL WHERE id = $1", [delivery.id, now.toISOString()]);
    } else if (delivery.attempt >= policy.maxAttempts) {
      await tx.query("UPDATE provider.webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE id = $1", [delivery.id]);
    } else {
      const next = new Date(now.getTime() + retryDelayMs(policy, delivery.attempt));
      await tx.query('UPDATE provider.webhook_deliveries SET next_attempt_at = $2 WHERE id = $1', [delivery.id, next.toISOString()]);
    }
  });
}

/** Sends every due delivery once; returns how many were attempted. */
export async function deliverDueWebhooks(context: SandboxContext): Promise<number> {
  const claimed = await claimDueDeliveries(context.db, context.clock());
  await Promise.all(
    claimed.map(async (delivery) => {
      const result = await send(delivery, context.clock());
      await recordAttempt(context.db, context.webhookRetry, delivery, result, context.clock());
    }),
  );
  return claimed.length;
}

/**
 * Applies outcomes that fell due while nobody read the execution (the shopper closed the tab),
 * so their events are sent without waiting for a reader.
 */
export async function settleUnreadOutcomes(context: SandboxContext): Promise<void> {
  const now = context.clock();
  const { rows } = await context.db.query<{ execution_id: string }>(
    `SELECT DISTINCT execution_id FROM provider.authorizations
       WHERE settled_at IS NULL AND outcome IS NOT NULL AND reads_before_settle IS NULL AND settle_at <= $1
     UNION
     SELECT execution_id FROM provider.payouts WHERE settled_at IS NULL AND settle_at <= $1`,
    [now.toISOString()],
  );
  for (const { execution_id: executionId } of rows) {
    await context.db.transaction(async (tx) => {
      // The execution lock first, as every reader takes it.
      if (!(await findExecution(tx, executionId, true))) return;
      await settleDueAuthorization(tx, executionId, now, false);
      await settleDuePayout(tx, executionId, now);
    });
  }
}

/** One round of the background job: due outcomes first, so their events go out in the same round. */
export async function runWebhookRound(context: SandboxContext): Promise<void> {
  await settleUnreadOutcomes(context);
  await deliverDueWebhooks(context);
}
