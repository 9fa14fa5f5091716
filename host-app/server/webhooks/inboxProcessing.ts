import type { ProductContext } from '../context';
import { recordProviderRefunds, REFUND_EVENT_TYPES } from './recordRefunds';
import { settleProviderPayment } from './settleProviderPayment';
import { markInboxEventProcessed, type InboxEvent } from './webhookInbox';

/** Settles a stored event's payment from the provider's record, and any money it gave back, then marks the event done. */
export async function processInboxEvent(context: ProductContext, event: InboxEvent): Promise<void> {
  if (event.executionId !== null) {
    await settleProviderPayment(context, event.executionId, context.clock());
    if (REFUND_EVENT_TYPES.includes(event.eventType)) await recordProviderRefunds(context, event.executionId, context.clock());
  }
  // Done even when the payment is still open: its next event, or reconciliation, settles it then.
  await markInboxEventProcessed(context.db, event.eventId, context.clock());
}

/** Work that runs after the webhook was answered, so the provider never waits on our provider calls. */
export interface InboxProcessing {
  start(event: InboxEvent): void;
  /** Settles once everything started so far has finished (closing the server waits for it). */
  idle(): Promise<void>;
}

export function createInboxProcessing(context: ProductContext): InboxProcessing {
  const running = new Set<Promise<void>>();
  return {
    start(event) {
      const work = processInboxEvent(context, event)
        // Left unprocessed in the inbox: the reconciliation job settles it on its next run.
        .catch((error: unknown) => console.error(`host app: webhook event ${event.eventId} is left for reconciliation`, error))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
