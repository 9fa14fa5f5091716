import type { ProductContext } from '../context';
import { processInboxEvent } from './inboxProcessing';
import { settleProviderPayment } from './settleProviderPayment';
import { listUnprocessedInboxEvents } from './webhookInbox';

/** Webhooks settle payments; a payment still open this long after it started is asked about instead. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** A checkout left this long without an outcome was abandoned: it is not asked about again. */
export const RECONCILE_WITHIN_MS = 24 * 60 * 60_000;
/** Per run, so one run stays short; the rest wait for the next run. */
const RECONCILE_BATCH = 200;

export interface ReconciliationReport {
  /** Execution ids settled by this run (granted, declined or voided). */
  settled: string[];
  /** Still without an outcome at the provider. */
  open: string[];
  /** The provider could not be asked; the next run asks again. */
  retryLater: string[];
  /** Stored webhook events whose settling had not finished. */
  inboxEvents: number;
}

export interface ReconciliationOptions {
  /** Only this subscriber's payments (a test's, so parallel tests do not settle each other's). */
  subscriberId?: string;
}

/**
 * The fallback when webhooks do not arrive (the endpoint unreachable or not registered): every
 * payment session still open 10 minutes after it started is settled from the provider's record,
 * through the same path as a webhook, so either may run first and the second changes nothing.
 * Safe to run in several processes at once. `asOf` is the run's instant (the billing-run route
 * passes a simulated one).
 */
export async function runPaymentReconciliation(context: ProductContext, asOf: Date, options: ReconciliationOptions = {}): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { settled: [], open: [], retryLater: [], inboxEvents: 0 };
  const dueBefore = new Date(asOf.getTime() - RECONCILE_AFTER_MS);

  if (options.subscriberId === undefined) {
    for (const event of await listUnprocessedInboxEvents(context.db, dueBefore, RECONCILE_BATCH)) {
      try {
        await processInboxEvent(context, event);
        report.inboxEvents += 1;
      } catch (error) {
        console.error(`host app: webhook event ${event.eventId} is left for the next reconciliation`, error);
      }
    }
  }

  const { rows } = await context.db.query<{ execution_id: string }>(
    `SELECT execution_id FROM product.payment_sessions
     WHERE status = 'created' AND created_at <= $1 AND created_at > $2 AND ($3::text IS NULL OR subscriber_id = $3)
     ORDER BY created_at, id LIMIT ${RECONCILE_BATCH}`,
    [dueBefore.toISOString(), new Date(asOf.getTime() - RECONCILE_WITHIN_MS).toISOString(), options.subscriberId ?? null],
  );
  for (const { execution_id: executionId } of rows) {
    try {
      const settlement = await settleProviderPayment(context, executionId, asOf);
      (settlement === 'open' ? report.open : report.settled).push(executionId);
    } catch (error) {
      console.error(`host app: payment ${executionId} could not be reconciled; the next run tries again`, error);
      report.retryLater.push(executionId);
    }
  }
  return report;
}
