import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, describeAuthorizations, paymentSessionsOf, providerAuthorizationsOf, subscriptionsOf, undecided } from './paymentLedger';
import { startProcessWorld, type ProcessWorld } from './processWorld';
import { payWithStoredCard, signInNewSubscriber, storeCardAtProvider } from './subscriberJourney';
import { waitFor } from './waitFor';

const PURCHASES = 20;

describe('one purchase, one charge, with two product API processes on one PostgreSQL', () => {
  let world: ProcessWorld;
  beforeAll(async () => {
    world = await startProcessWorld({ apiCount: 2, settleDelayMs: 100 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('20 concurrent stored-card purchases of one subscriber, each with its own key, subscribe once and charge once', async () => {
    const [first, second] = world.apis;
    const subscriber = await signInNewSubscriber(first!.origin);
    const cardId = await storeCardAtProvider(world.providerOrigin, subscriber.id, '4242424242424242');

    const answers = await Promise.all(
      Array.from({ length: PURCHASES }, (_, index) => payWithStoredCard((index % 2 === 0 ? first : second)!.origin, subscriber, cardId, `proof-${randomUUID()}`)),
    );
    const summary = answers.map((answer) => `${answer.status} ${String(answer.body.data ? JSON.stringify(answer.body.data).slice(0, 40) : answer.body.messageKey)}`);
    // Refusals are fine (in progress, already subscribed); a server error is not.
    expect(answers.filter((answer) => answer.status >= 500), summary.join('\n')).toEqual([]);

    // An answer may come before its authorization is decided: the ledger is read once none is left open.
    const authorizations = await waitFor('every authorization to be decided', async () => {
      const all = await providerAuthorizationsOf(world.sandboxDb, world.providerOrigin, subscriber.id);
      return undecided(all).length === 0 ? all : undefined;
    });
    const subscriptions = await subscriptionsOf(world.productDb, subscriber.id);
    const report = JSON.stringify({ answers: summary, authorizations: describeAuthorizations(authorizations), subscriptions }, null, 1);
    expect(subscriptions, report).toHaveLength(1);
    expect(charges(authorizations), report).toHaveLength(1);
    // The one charge is the payment that granted the subscription.
    const granting = (await paymentSessionsOf(world.productDb, subscriber.id)).filter((session) => session.subscription_id === subscriptions[0]?.id);
    expect(granting.map((session) => session.execution_id), report).toEqual([charges(authorizations)[0]?.executionId]);
  });
});
