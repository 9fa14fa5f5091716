import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../host-app/contract/http/apiPaths';
import type { BillingRunReport } from '../../host-app/contract/subscriptions/billingRunTypes';
import { charges, describeAuthorizations, providerAuthorizationsOf, undecided } from './paymentLedger';
import { startProcessWorld, type ProcessWorld, type ProductApi } from './processWorld';
import { payWithStoredCard, signInNewSubscriber, storeCardAtProvider } from './subscriberJourney';
import { waitFor } from './waitFor';

/** One billing run in an API process, as of `asOf`, for the one subscriber; a failure carries the end of the process's log. */
async function billingRun(api: ProductApi, asOf: Date, subscriberId: string): Promise<BillingRunReport> {
  const response = await fetch(`${api.origin}${API_PATHS.devBillingRun}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asOf: asOf.toISOString(), subscriberId }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`billing run: ${response.status} ${text}\n${api.process.output().slice(-4_000)}`);
  return (JSON.parse(text) as { data: BillingRunReport }).data;
}

/**
 * A monthly subscription anchored on 31 January 2027 at 10:00 UTC: each period ends on the 31st,
 * or the month's last day when it is shorter (28 February, 30 April…), and back on the 31st after.
 */
const ANCHOR = '2027-01-31T10:00:00.000Z';
const PERIOD_ENDS = [
  '2027-02-28T10:00:00.000Z',
  '2027-03-31T10:00:00.000Z',
  '2027-04-30T10:00:00.000Z',
  '2027-05-31T10:00:00.000Z',
  '2027-06-30T10:00:00.000Z',
  '2027-07-31T10:00:00.000Z',
  '2027-08-31T10:00:00.000Z',
  '2027-09-30T10:00:00.000Z',
  '2027-10-31T10:00:00.000Z',
  '2027-11-30T10:00:00.000Z',
  '2027-12-31T10:00:00.000Z',
  '2028-01-31T10:00:00.000Z',
];

describe('a year of a monthly subscriber, with two product API processes running the billing jobs at once on one PostgreSQL', () => {
  let world: ProcessWorld;
  beforeAll(async () => {
    world = await startProcessWorld({ apiCount: 2, settleDelayMs: 20 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('is charged 12 times, each once, with period ends on the second and on the anchor day', async () => {
    const [first, second] = world.apis;
    const subscriber = await signInNewSubscriber(first!.origin);
    const cardId = await storeCardAtProvider(world.providerOrigin, subscriber.id, '4242424242424242');
    const bought = await payWithStoredCard(first!.origin, subscriber, cardId, `year-${randomUUID()}`);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const subscription = await waitFor('the subscription', async () => {
      const { rows } = await world.productDb.query<{ payment_instrument_id: string | null }>(
        'SELECT payment_instrument_id FROM product.subscriptions WHERE subscriber_id = $1',
        [subscriber.id],
      );
      return rows[0];
    });
    expect(subscription.payment_instrument_id).toBe(cardId);
    // The purchase is moved to the anchor: bought on 31 January, its first month ends on 28 February.
    await world.productDb.query('UPDATE product.subscriptions SET billing_anchor_at = $2, current_period_ends_at = $3 WHERE subscriber_id = $1', [
      subscriber.id,
      ANCHOR,
      PERIOD_ENDS[0],
    ]);

    for (let month = 1; month <= 11; month += 1) {
      const end = new Date(PERIOD_ENDS[month - 1]!);
      // Both processes run every billing job as of the period's end, at the same time.
      const runs = await Promise.all([billingRun(first!, end, subscriber.id), billingRun(second!, end, subscriber.id)]);
      expect(runs.flatMap((run) => run.renewals.renewed), `month ${month}: ${JSON.stringify(runs)}`).toHaveLength(1);
      expect(runs.flatMap((run) => [...run.renewals.declined, ...run.renewals.retryLater]), `month ${month}`).toEqual([]);
      const { rows } = await world.productDb.query<{ current_period_ends_at: Date; status: string }>(
        'SELECT current_period_ends_at, status FROM product.subscriptions WHERE subscriber_id = $1',
        [subscriber.id],
      );
      expect(rows.map((row) => [new Date(row.current_period_ends_at).toISOString(), row.status])).toEqual([[PERIOD_ENDS[month], 'active']]);
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
