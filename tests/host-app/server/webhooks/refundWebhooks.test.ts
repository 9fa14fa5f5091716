import { describe, expect, it } from 'vitest';
import {
  cardSubscriber,
  deliverDueWebhooks as deliverDueWebhooksIn,
  deliverSigned,
  moveMoney,
  providerEventsOf,
  useWebhookWorld,
} from './webhookWorld';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { BillingHistory, BillingHistoryEntry } from '../../../../host-app/contract/subscriptions/billingHistoryTypes';
import { readSubscriptionDetails } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { processInboxEvent } from '../../../../host-app/server/webhooks/inboxProcessing';
import { injectAs, success } from '../helpers';
import { runBilling } from '../premiumHelpers';

/**
 * The merchant gives money back at the provider (its own dashboard or server, with the merchant
 * key): refunds of captured money, whole or in part, and voids of charges not yet captured. The
 * provider's webhooks tell the product, which lists each in the billing history once.
 */
const clock = () => new Date();

const world = useWebhookWorld(clock);

const app = () => world.product.app;
const deliverDueWebhooks = () => deliverDueWebhooksIn(world);

const merchant = (executionId: string, action: 'capture' | 'void' | 'refunds', payload?: Record<string, unknown>) => moveMoney(world, executionId, action, payload);

async function historyOf(token: string): Promise<Omit<BillingHistoryEntry, 'id' | 'occurredAt'>[]> {
  const { entries } = success<BillingHistory>(await injectAs(app(), token, { method: 'GET', url: API_PATHS.billingHistory }));
  return entries.map(({ id: _id, occurredAt: _at, ...entry }) => entry);
}

async function refundRowsOf(subscriberId: string) {
  const { rows } = await world.product.db.query('SELECT * FROM product.refunds WHERE subscriber_id = $1 ORDER BY refunded_at, provider_refund_id', [subscriberId]);
  return rows;
}

async function purchaseOf(subscriberId: string): Promise<string> {
  const { rows } = await world.product.db.query<{ execution_id: string }>("SELECT execution_id FROM product.payment_sessions WHERE subscriber_id = $1 AND status = 'confirmed'", [subscriberId]);
  return rows[0]!.execution_id;
}

async function renewalChargeOf(subscriberId: string): Promise<string> {
  const { rows } = await world.product.db.query<{ provider_execution_id: string }>(
    "SELECT c.provider_execution_id FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1 AND c.status = 'charged'",
    [subscriberId],
  );
  return rows[0]!.provider_execution_id;
}

const line = (kind: BillingHistoryEntry['kind'], reason: BillingHistoryEntry['reason'], amount: number) => ({
  kind,
  reason,
  plan: 'monthly',
  amount,
  currency: 'AED',
  paymentMethod: 'CreditCard',
  card: { network: 'visa', lastFour: '4242' },
});

describe('refunds from the provider', () => {
  it('a partial refund, then the rest, are each listed once with the amount given back; Premium stays', async () => {
    const { token, subscriberId } = await cardSubscriber(world);
    const purchase = await purchaseOf(subscriberId);
    await merchant(purchase, 'capture');
    await merchant(purchase, 'refunds', { amount: { value: 300, currency: 'AED' }, reason: 'Goodwill' });
    await deliverDueWebhooks();
    expect(await historyOf(token)).toEqual([line('partialRefund', 'purchase', 300), line('charge', 'purchase', 800)]);

    await merchant(purchase, 'refunds', {});
    await deliverDueWebhooks();
    expect(await historyOf(token)).toEqual([line('partialRefund', 'purchase', 500), line('partialRefund', 'purchase', 300), line('charge', 'purchase', 800)]);

    // Refunded in full, the period stays paid for and still renews: a refund alone cancels nothing.
    const details = await readSubscriptionDetails(world.product.db, subscriberId, new Date());
    expect(details).toMatchObject({ hasVIPContentAccess: true, status: 'active', canUnsubscribe: true });
  });

  it('a renewal refunded in full is one refund line, repeated and reprocessed events add none, and the next period still renews', async () => {
    const { token, subscriberId, periodEndsAt, renewedUntil } = await cardSubscriber(world);
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    const renewal = await renewalChargeOf(subscriberId);
    await merchant(renewal, 'capture');
    await merchant(renewal, 'refunds', { reason: 'Requested by the subscriber' });
    await deliverDueWebhooks();
    // The renewal was charged at its simulated instant, a month on; the refund at the real now, so it lists below it.
    expect(await historyOf(token)).toEqual([line('charge', 'renewal', 800), line('refund', 'renewal', 800), line('charge', 'purchase', 800)]);
    const recorded = await refundRowsOf(subscriberId);
    expect(recorded).toHaveLength(1);

    const refunded = (await providerEventsOf(world, renewal)).find((event) => event.type === 'payment.refunded')!;
    expect(success<{ duplicate: boolean }>(await deliverSigned(world, refunded.body)).duplicate).toBe(true);
    await processInboxEvent(world.product.context, { eventId: refunded.id, eventType: refunded.type, executionId: renewal });
    expect(await refundRowsOf(subscriberId)).toEqual(recorded);

    expect((await runBilling(app(), subscriberId, new Date(renewedUntil))).renewals.renewed).toHaveLength(1);
  });

  it('a renewal charge the merchant voided before capturing it is listed as given back in full', async () => {
    const { token, subscriberId, periodEndsAt } = await cardSubscriber(world);
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    await merchant(await renewalChargeOf(subscriberId), 'void');
    await deliverDueWebhooks();
    expect(await historyOf(token)).toEqual([line('charge', 'renewal', 800), line('refund', 'renewal', 800), line('charge', 'purchase', 800)]);
  });
});
