import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingRunReport } from '../../host-app/contract/subscriptions/billingRunTypes';
import { PaymentResultCode } from '../../host-app/contract/payments/paymentResultCodes';
import { CHARGE_LEASE_MS } from '../../host-app/server/jobs/chargeCardOnFile';
import { nextPeriodEnd } from '../../host-app/server/subscriptions/billingPeriod';
import { charges, describeAuthorizations, providerAuthorizationsOf } from './paymentLedger';
import { billingRunEnvironment, CHARGE_ANSWERED, REPORT_PREFIX } from './processEnvironment';
import { startProcessWorld, type ProcessWorld } from './processWorld';
import { startServerProcess } from './serverProcess';
import { payWithStoredCard, signInNewSubscriber, storeCardAtProvider } from './subscriberJourney';
import { waitFor } from './waitFor';

const SETTLE_DELAY_MS = 200;

interface SubscriptionRow {
  status: string;
  current_period_ends_at: Date;
  billing_anchor_at: Date | null;
}

describe('a billing process killed after the provider charged a renewal, before it recorded it', () => {
  let world: ProcessWorld;
  beforeAll(async () => {
    world = await startProcessWorld({ apiCount: 1, settleDelayMs: SETTLE_DELAY_MS });
  });
  afterAll(async () => {
    await world?.close();
  });

  const subscriptionOf = async (subscriberId: string) =>
    (await world.productDb.query<SubscriptionRow>('SELECT status, current_period_ends_at, billing_anchor_at FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId]))
      .rows;
  const renewalChargesOf = async (subscriberId: string) =>
    (
      await world.productDb.query<{ status: string; attempt: number }>(
        'SELECT c.status, c.attempt FROM product.renewal_charges c JOIN product.subscriptions s ON s.id = c.subscription_id WHERE s.subscriber_id = $1',
        [subscriberId],
      )
    ).rows;

  /** The billing jobs run by a process of their own, over the API processes' database. */
  function startBillingRun(subscriberId: string, asOf: Date, stallAfterCharge: boolean) {
    const api = new URL(world.apis[0]!.origin);
    const env = billingRunEnvironment(
      { port: Number(api.port), databaseUrl: world.productDatabaseUrl, providerOrigin: world.providerOrigin, vaultOrigin: world.vaultOrigin },
      { asOf, subscriberId, stallAfterCharge },
    );
    return startServerProcess('billing run', 'tests/postgres/billingRunProcess.ts', env);
  }

  async function completedBillingRun(subscriberId: string, asOf: Date): Promise<BillingRunReport> {
    const run = startBillingRun(subscriberId, asOf, false);
    await run.exited;
    expect(run.child.exitCode, run.output()).toBe(0);
    const line = run.output().split('\n').find((entry) => entry.startsWith(REPORT_PREFIX));
    expect(line, run.output()).toBeDefined();
    return JSON.parse(line!.slice(REPORT_PREFIX.length)) as BillingRunReport;
  }

  it('a fresh process finishes the renewal with the same key: one charge at the provider, the period extended once', async () => {
    const api = world.apis[0]!;
    const subscriber = await signInNewSubscriber(api.origin);
    const cardId = await storeCardAtProvider(world.providerOrigin, subscriber.id, '5555555555554444');
    const idempotencyKey = `purchase-${randomUUID()}`;
    await waitFor(
      'the monthly purchase to be granted',
      async () => {
        const answer = await payWithStoredCard(api.origin, subscriber, cardId, idempotencyKey);
        return (answer.body.data as { resultCode?: number } | undefined)?.resultCode === PaymentResultCode.SUCCESS ? answer : undefined;
      },
      30_000,
      250,
    );
    const [bought] = await subscriptionOf(subscriber.id);
    expect(bought).toMatchObject({ status: 'active' });
    const periodEndsAt = new Date(bought!.current_period_ends_at);
    const chargedSoFar = async () => charges(await providerAuthorizationsOf(world.sandboxDb, world.providerOrigin, subscriber.id));
    expect(await chargedSoFar()).toHaveLength(1);

    // The run is killed the moment it holds the provider's answer: the charge is made, its record never is.
    const stalled = startBillingRun(subscriber.id, periodEndsAt, true);
    await waitFor('the provider to answer the renewal charge', async () => (stalled.output().includes(CHARGE_ANSWERED) ? true : undefined), 60_000);
    await stalled.kill();
    expect(stalled.child.signalCode).toBe('SIGKILL');
    expect(await chargedSoFar()).toHaveLength(2);
    expect(await renewalChargesOf(subscriber.id)).toEqual([{ status: 'claimed', attempt: 0 }]);
    expect((await subscriptionOf(subscriber.id))[0]!.current_period_ends_at).toEqual(periodEndsAt);

    // While the dead run's claim holds, a fresh process leaves it alone; once its lease is over, it finishes it.
    expect((await completedBillingRun(subscriber.id, periodEndsAt)).renewals).toMatchObject({ renewed: [], declined: [] });
    const afterLease = new Date(periodEndsAt.getTime() + CHARGE_LEASE_MS + 60_000);
    expect((await completedBillingRun(subscriber.id, afterLease)).renewals.renewed).toHaveLength(1);
    expect((await completedBillingRun(subscriber.id, afterLease)).renewals).toMatchObject({ renewed: [], declined: [] });

    const authorizations = await providerAuthorizationsOf(world.sandboxDb, world.providerOrigin, subscriber.id);
    // The purchase and one renewal: the fresh process's charge answered with the first one.
    expect(charges(authorizations), describeAuthorizations(authorizations).join('\n')).toHaveLength(2);
    expect(authorizations).toHaveLength(2);
    const [renewed] = await subscriptionOf(subscriber.id);
    expect(renewed).toMatchObject({ status: 'active' });
    expect(new Date(renewed!.current_period_ends_at)).toEqual(nextPeriodEnd(renewed!.billing_anchor_at && new Date(renewed!.billing_anchor_at), periodEndsAt, 1));
    expect(await renewalChargesOf(subscriber.id)).toEqual([{ status: 'charged', attempt: 0 }]);
  });
});
