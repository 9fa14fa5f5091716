import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../host-app/shared/apiPaths';
import type { BillingRunReport } from '../../host-app/shared/paymentTypes';
import { charges, describeAuthorizations, providerAuthorizationsOf, undecided } from './paymentLedger';
import { startProcessWorld, type ProcessWorld } from './processWorld';
import { payWithStoredCard, signInNewSubscriber, storeCardAtProvider } from './subscriberJourney';
import { waitFor } from './waitFor';

/** One billing run in an API process, as of `asOf`, for the one subscriber. */
async function billingRun(apiOrigin: string, asOf: Date, subscriberId: string): Promise<BillingRunReport> {
  const response = await fetch(`${apiOrigin}${API_PATHS.devBillingRun}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asOf: asOf.toISOString(), subscriberId }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`billing run: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: BillingRunReport }).data;
}

const addMonths = (from: Date, months: number) => {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

describe('a year of a monthly subscriber, with two product API processes running the billing jobs at once on one PostgreSQL', () => {
  let world: ProcessWorld;
  beforeAll(async () => {
    world = await startProcessWorld({ apiCount: 2, settleDelayMs: 20 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('is charged 12 times, each once, with period ends on the second', async () => {
    const [first, second] = world.apis;
    const subscriber = await signInNewSubscriber(first!.origin);
    const cardId = await storeCardAtProvider(world.providerOrigin, subscriber.id, '4242424242424242');
    const bought = await payWithStoredCard(first!.origin, subscriber, cardId, `year-${randomUUID()}`);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const subscription = await waitFor('the subscription', async () => {
      const { rows } = await world.productDb.query<{ started_at: Date; current_period_ends_at: Date; payment_instrument_id: string | null }>(
        'SELECT started_at, current_period_ends_at, payment_instrument_id FROM product.subscriptions WHERE subscriber_id = $1',
        [subscriber.id],
      );
      return rows[0];
    });
    expect(subscription.payment_instrument_id).toBe(cardId);
    const start = new Date(subscription.started_at);

    for (let month = 1; month <= 11; month += 1) {
      const end = addMonths(start, month);
      // Both processes run every billing job as of the period's end, at the same time.
      const runs = await Promise.all([billingRun(first!.origin, end, subscriber.id), billingRun(second!.origin, end, subscriber.id)]);
      expect(runs.flatMap((run) => run.renewals.renewed), `month ${month}: ${JSON.stringify(runs)}`).toHaveLength(1);
      expect(runs.flatMap((run) => [...run.renewals.declined, ...run.renewals.retryLater]), `month ${month}`).toEqual([]);
      const { rows } = await world.productDb.query<{ current_period_ends_at: Date; status: string }>(
        'SELECT current_period_ends_at, status FROM product.subscriptions WHERE subscriber_id = $1',
        [subscriber.id],
      );
      expect(rows.map((row) => [new Date(row.current_period_ends_at).toISOString(), row.status])).toEqual([[addMonths(start, month + 1).toISOString(), 'active']]);
    }

    const authorizations = await waitFor('every authorization to be decided', async () => {
      const all = await providerAuthorizationsOf(world.sandboxDb, world.providerOrigin, subscriber.id);
      return undecided(all).length === 0 ? all : undefined;
    });
    const report = describeAuthorizations(authorizations).join('\n');
    expect(charges(authorizations), report).toHaveLength(12);
    expect(new Set(charges(authorizations).map((charge) => charge.executionId)).size, report).toBe(12);
    const { rows: attempts } = await world.productDb.query<{ status: string }>(
      'SELECT c.status FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1',
      [subscriber.id],
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(11).fill('charged'));
  });
});
