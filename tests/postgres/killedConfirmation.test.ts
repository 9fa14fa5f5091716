import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentResultCode } from '../../host-app/contract/payments/paymentResultCodes';
import { charges, describeAuthorizations, paymentSessionsOf, providerAuthorizationsOf, subscriptionsOf, undecided } from './paymentLedger';
import { startProcessWorld, type ProcessWorld } from './processWorld';
import { payWithStoredCard, signInNewSubscriber, storeCardAtProvider, type ApiAnswer } from './subscriberJourney';
import { waitFor } from './waitFor';

// Long enough that the API is still reading the execution, waiting for the outcome, when it is killed.
const SETTLE_DELAY_MS = 4_000;

const resultCodeOf = (answer: ApiAnswer) => (answer.body.data as { resultCode?: number } | undefined)?.resultCode;

describe('a product API process killed in the middle of a payment', () => {
  let world: ProcessWorld;
  beforeAll(async () => {
    world = await startProcessWorld({ apiCount: 1, settleDelayMs: SETTLE_DELAY_MS });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('after a restart, the retried purchase grants VIP once and charges once; no authorization is left behind', async () => {
    const api = world.apis[0]!;
    const subscriber = await signInNewSubscriber(api.origin);
    const cardId = await storeCardAtProvider(world.providerOrigin, subscriber.id, '5555555555554444');
    const idempotencyKey = `fault-${randomUUID()}`;

    const interrupted = payWithStoredCard(api.origin, subscriber, cardId, idempotencyKey).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    // The middle: the provider holds the authorization, its outcome not yet decided, and nothing is granted.
    await waitFor('the authorization to reach the provider', async () => {
      const { rows } = await world.sandboxDb.query(
        'SELECT 1 FROM provider.authorizations a JOIN provider.executions e ON e.id = a.execution_id WHERE e.holder_reference = $1 AND a.settled_at IS NULL',
        [subscriber.id],
      );
      return rows.length > 0 ? true : undefined;
    });
    await api.kill();
    expect(await interrupted).toHaveProperty('error');
    expect(await subscriptionsOf(world.productDb, subscriber.id)).toEqual([]);

    await api.restart();
    // The client retries with the same key until the purchase has a final answer.
    const final = await waitFor(
      'a final answer to the retried purchase',
      async () => {
        const answer = await payWithStoredCard(api.origin, subscriber, cardId, idempotencyKey);
        const code = resultCodeOf(answer);
        const settling = answer.status === 409 || code === PaymentResultCode.PAYMENT_ACTION_RECEIVED;
        return settling ? undefined : answer;
      },
      30_000,
      250,
    );
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    expect([PaymentResultCode.SUCCESS, PaymentResultCode.USER_ALREADY_SUBSCRIBED]).toContain(resultCodeOf(final));

    const authorizations = await waitFor('every authorization to be decided', async () => {
      const all = await providerAuthorizationsOf(world.sandboxDb, world.providerOrigin, subscriber.id);
      return undecided(all).length === 0 ? all : undefined;
    });
    const subscriptions = await subscriptionsOf(world.productDb, subscriber.id);
    const sessions = await paymentSessionsOf(world.productDb, subscriber.id);
    const report = JSON.stringify({ final: final.body, authorizations: describeAuthorizations(authorizations), subscriptions, sessions }, null, 1);
    // Granted once, charged once, and the charge is the payment that granted it.
    expect(subscriptions, report).toHaveLength(1);
    expect(charges(authorizations), report).toHaveLength(1);
    const granting = sessions.filter((session) => session.subscription_id === subscriptions[0]?.id);
    expect(granting.map((session) => session.execution_id), report).toEqual([charges(authorizations)[0]?.executionId]);
    // The interrupted payment's authorization either is that charge or was voided: none is left charging unseen.
    const interruptedExecution = sessions[0]?.execution_id;
    const itsAuthorization = authorizations.find((entry) => entry.executionId === interruptedExecution);
    expect(itsAuthorization === undefined || itsAuthorization.outcome !== 'authorizeSuccessful' || itsAuthorization.voidedAt !== null || charges(authorizations)[0]?.executionId === interruptedExecution, report).toBe(true);
  });
});
