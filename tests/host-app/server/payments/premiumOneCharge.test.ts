import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { PaymentResult, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { PaymentResultCode } from '../../../../host-app/contract/payments/paymentResultCodes';
import { countRows, failure, injectAs, signUp, success } from '../helpers';
import {
  cardPaymentFields,
  clientInit,
  keptAuthorizationsOf,
  newIdempotencyKey,
  payInBrowser,
  providerAuthorizationsOf,
  storeCard,
  storedCardPaymentsBody,
  subscriptionCountOf,
  usePremiumWorld,
} from '../premiumHelpers';

/*
 * One purchase, one charge (SEC-21): double submits, several tabs and retries of a
 * purchase leave exactly one kept authorization at the provider and one subscription.
 */

const world = usePremiumWorld();
const app = () => world.product.app;

const pay = (token: string, key: string | undefined, body: Record<string, unknown>) =>
  injectAs(app(), token, { method: 'POST', url: API_PATHS.payments, payload: body, headers: key === undefined ? {} : { 'idempotency-key': key } });

const confirm = (token: string, executionId: string, headers: Record<string, string> = {}) =>
  injectAs(app(), token, { method: 'POST', url: API_PATHS.paymentResponse, payload: { ...cardPaymentFields('monthly'), paymentIntentId: executionId }, headers });

const resultCodeOf = (response: LightMyRequestResponse) => (response.json() as { data?: PaymentResult }).data?.resultCode;

async function payingSubscriber() {
  const { token, subscriber } = await signUp(app());
  const cardId = await storeCard(world.sandbox, subscriber.id, '4242424242424242');
  return { token: token.id, subscriberId: subscriber.id, cardId };
}

async function sessionStatuses(subscriberId: string): Promise<string[]> {
  const { rows } = await world.product.db.query<{ status: string }>('SELECT status FROM product.payment_sessions WHERE subscriber_id = $1 ORDER BY status', [subscriberId]);
  return rows.map((row) => row.status);
}

describe('a stored-card purchase submitted more than once', () => {
  it.each([2, 5])('%i concurrent payments with distinct keys charge once and subscribe once', async (count) => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    const answers = await Promise.all(Array.from({ length: count }, () => pay(token, newIdempotencyKey(), storedCardPaymentsBody(cardId))));

    expect(await keptAuthorizationsOf(world, subscriberId)).toHaveLength(1);
    expect(await subscriptionCountOf(world, subscriberId)).toBe(1);
    // One grant; the others were refused while it was in flight, or found the account Premium.
    expect(answers.filter((answer) => resultCodeOf(answer) === PaymentResultCode.SUCCESS)).toHaveLength(1);
    for (const answer of answers.filter((response) => resultCodeOf(response) !== PaymentResultCode.SUCCESS)) {
      if (answer.statusCode === 409) expect(failure(answer)).toMatchObject({ messageKey: 'payment.inProgress' });
      else expect(resultCodeOf(answer)).toBe(PaymentResultCode.USER_ALREADY_SUBSCRIBED);
    }
  });

  it('the same key sent twice authorizes once, and its retry answers exactly as the first', async () => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    const key = newIdempotencyKey();
    const body = storedCardPaymentsBody(cardId);
    const both = await Promise.all([pay(token, key, body), pay(token, key, body)]);

    expect(await providerAuthorizationsOf(world, subscriberId)).toHaveLength(1);
    expect(await subscriptionCountOf(world, subscriberId)).toBe(1);
    const granted = both.find((answer) => resultCodeOf(answer) === PaymentResultCode.SUCCESS);
    expect(granted).toBeDefined();
    const other = both.find((answer) => answer !== granted)!;
    expect(other.statusCode).toBe(409);
    expect(failure(other)).toMatchObject({ messageKey: 'payment.inProgress' });

    // A retry of the attempt (fields in another order) replays the first answer, byte for byte.
    const retry = await pay(token, key, Object.fromEntries(Object.entries(body).reverse()));
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(granted!.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await providerAuthorizationsOf(world, subscriberId)).toHaveLength(1);
  });

  it('a missing or malformed key is a 400 naming the header, and a key reused for another body a 422, writing nothing', async () => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    const before = await countRows(world.product.db);
    for (const key of [undefined, 'short', 'has spaces in it, which are not allowed']) {
      const response = await pay(token, key, storedCardPaymentsBody(cardId));
      expect(response.statusCode).toBe(400);
      expect(failure(response)).toMatchObject({ messageKey: 'payment.idempotencyKeyInvalid', fields: ['headers.idempotency-key'] });
      expect(failure(response).message).toContain('Idempotency-Key');
    }
    expect(await countRows(world.product.db)).toEqual(before);
    expect(await providerAuthorizationsOf(world, subscriberId)).toEqual([]);

    const key = newIdempotencyKey();
    expect(success<SubscriptionGranted>(await pay(token, key, storedCardPaymentsBody(cardId))).resultCode).toBe(PaymentResultCode.SUCCESS);
    const settled = await countRows(world.product.db);
    const reused = await pay(token, key, storedCardPaymentsBody(cardId, { campaignId: 'autumn' }));
    expect(reused.statusCode).toBe(422);
    expect(failure(reused)).toMatchObject({ messageKey: 'payment.idempotencyKeyReused', fields: ['headers.idempotency-key'] });
    expect(await countRows(world.product.db)).toEqual(settled);
    expect(await providerAuthorizationsOf(world, subscriberId)).toHaveLength(1);
  });

  it('the refusal for a purchase in flight is in the shopper\'s language', async () => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    await holdPendingPurchase(subscriberId, null);
    const response = await injectAs(app(), token, {
      method: 'POST',
      url: API_PATHS.payments,
      payload: storedCardPaymentsBody(cardId),
      headers: { 'idempotency-key': newIdempotencyKey(), 'x-language': 'ar' },
    });
    expect(response.statusCode).toBe(409);
    expect(failure(response)).toMatchObject({ messageKey: 'payment.inProgress', message: expect.stringContaining('قيد المعالجة') });
  });
});

/** The lease of a purchase the tests leave pending, as a request that stopped would have taken it. */
const LEASE_MS = 60_000;

/** What a process that stopped mid-purchase leaves behind: a pending purchase it still holds. */
async function holdPendingPurchase(subscriberId: string, executionId: string | null, key = newIdempotencyKey()): Promise<string> {
  const now = world.product.clock.read();
  await world.product.db.query(
    `INSERT INTO product.purchases (subscriber_id, idempotency_key, request_hash, status, claim_id, execution_id, source, created_at, lease_expires_at)
     VALUES ($1, $2, 'hash-of-the-lost-request', 'pending', 'claim-of-a-stopped-process', $3, 'web', $4, $5)`,
    [subscriberId, key, executionId, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString()],
  );
  return key;
}

describe('a purchase left by a process that stopped', () => {
  it('blocks a second purchase until its lease ends when it never reached an authorization', async () => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    await holdPendingPurchase(subscriberId, null);
    const refused = await pay(token, newIdempotencyKey(), storedCardPaymentsBody(cardId));
    expect(refused.statusCode).toBe(409);
    expect(failure(refused).messageKey).toBe('payment.inProgress');
    // The page's pre-authorization check says the same, so the drop-in does not pay beside it.
    const { configuration } = await clientInit(app(), token);
    const validate = await injectAs(app(), token, {
      method: 'POST',
      url: API_PATHS.paymentIntentValidate,
      payload: { ...cardPaymentFields('monthly'), token: configuration.executionId },
    });
    expect(failure(validate).messageKey).toBe('payment.inProgress');

    world.product.clock.advance(LEASE_MS);
    expect(success<SubscriptionGranted>(await pay(token, newIdempotencyKey(), storedCardPaymentsBody(cardId))).resultCode).toBe(PaymentResultCode.SUCCESS);
    expect(await keptAuthorizationsOf(world, subscriberId)).toHaveLength(1);
  });

  it('is settled from the provider\'s record once its authorization succeeded: granted once, never charged again', async () => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    // The stopped process had authorized this execution but not granted it yet.
    const { configuration, session } = await clientInit(app(), token);
    await payInBrowser(world.sandbox, session, '4242424242424242');
    const lostKey = await holdPendingPurchase(subscriberId, configuration.executionId);

    const next = await pay(token, newIdempotencyKey(), storedCardPaymentsBody(cardId));
    expect(resultCodeOf(next)).toBe(PaymentResultCode.USER_ALREADY_SUBSCRIBED);
    expect(await keptAuthorizationsOf(world, subscriberId)).toHaveLength(1);
    expect(await subscriptionCountOf(world, subscriberId)).toBe(1);
    expect(await sessionStatuses(subscriberId)).toEqual(['confirmed']);
    const { rows } = await world.product.db.query<{ status: string; answer_status: number }>(
      'SELECT status, answer_status FROM product.purchases WHERE subscriber_id = $1 AND idempotency_key = $2',
      [subscriberId, lostKey],
    );
    expect(rows).toEqual([{ status: 'answered', answer_status: 200 }]);
  });
});

describe('card and wallet confirmations racing each other', () => {
  it('two tabs authorized on two payment sessions: confirming both at once grants once and voids the other', async () => {
    const { token, subscriber } = await signUp(app());
    const tabs = [await clientInit(app(), token.id), await clientInit(app(), token.id)];
    for (const tab of tabs) await payInBrowser(world.sandbox, tab.session, '4242424242424242');
    expect(await keptAuthorizationsOf(world, subscriber.id)).toHaveLength(2);

    const answers = await Promise.all(tabs.map((tab) => confirm(token.id, tab.configuration.executionId, { 'idempotency-key': newIdempotencyKey() })));
    expect(answers.map(resultCodeOf).sort()).toEqual([PaymentResultCode.SUCCESS, PaymentResultCode.USER_ALREADY_SUBSCRIBED]);
    expect(await keptAuthorizationsOf(world, subscriber.id)).toHaveLength(1);
    expect(await subscriptionCountOf(world, subscriber.id)).toBe(1);
    expect(await sessionStatuses(subscriber.id)).toEqual(['confirmed', 'voided']);
    const voided = (await providerAuthorizationsOf(world, subscriber.id)).filter((entry) => entry.voidedAt);
    expect(voided).toHaveLength(1);

    // Confirming the voided one again changes nothing.
    expect(resultCodeOf(await confirm(token.id, voided[0]!.executionId))).toBe(PaymentResultCode.USER_ALREADY_SUBSCRIBED);
    expect(await keptAuthorizationsOf(world, subscriber.id)).toHaveLength(1);
  });

  it('a stored-card payment racing a drop-in payment keeps one of the two authorizations', async () => {
    const { token, subscriberId, cardId } = await payingSubscriber();
    const { configuration, session } = await clientInit(app(), token);
    await payInBrowser(world.sandbox, session, '5555555555554444');
    await Promise.all([pay(token, newIdempotencyKey(), storedCardPaymentsBody(cardId)), confirm(token, configuration.executionId)]);
    expect(await keptAuthorizationsOf(world, subscriberId)).toHaveLength(1);
    expect(await subscriptionCountOf(world, subscriberId)).toBe(1);
  });

  it('a confirmation key is bound to its request: another body with it is a 422, a malformed one a 400', async () => {
    const { token, subscriber } = await signUp(app());
    const { configuration, session } = await clientInit(app(), token.id);
    await payInBrowser(world.sandbox, session, '4242424242424242');
    const key = newIdempotencyKey();
    const first = await confirm(token.id, configuration.executionId, { 'idempotency-key': key });
    expect(resultCodeOf(first)).toBe(PaymentResultCode.SUCCESS);
    const again = await confirm(token.id, configuration.executionId, { 'idempotency-key': key });
    expect(again.body).toBe(first.body);

    const other = await clientInit(world.product.app, token.id).catch(() => null);
    expect(other).toBeNull();
    const before = await countRows(world.product.db);
    const reused = await injectAs(app(), token.id, {
      method: 'POST',
      url: API_PATHS.paymentResponse,
      payload: { ...cardPaymentFields('monthly'), paymentIntentId: configuration.executionId, campaignId: 'autumn' },
      headers: { 'idempotency-key': key },
    });
    expect(reused.statusCode).toBe(422);
    expect(failure(reused)).toMatchObject({ messageKey: 'payment.idempotencyKeyReused', fields: ['headers.idempotency-key'] });
    const malformed = await confirm(token.id, configuration.executionId, { 'idempotency-key': 'x' });
    expect(failure(malformed)).toMatchObject({ messageKey: 'payment.idempotencyKeyInvalid', fields: ['headers.idempotency-key'] });
    expect(await countRows(world.product.db)).toEqual(before);
    expect(await subscriptionCountOf(world, subscriber.id)).toBe(1);
  });
});
