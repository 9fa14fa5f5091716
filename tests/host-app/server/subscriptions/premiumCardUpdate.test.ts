import { describe, expect, it, onTestFinished } from 'vitest';
import { decodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { PaymentsClientConfiguration, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import type { SignedIn } from '../../../../host-app/contract/account/accountTypes';
import type { CardUpdateResult, CardUpdateSession, SubscriptionDetails } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import { readSubscriptionDetails } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { MERCHANT_KEY } from '../../../sandbox/helpers';
import { injectAs, signUp, success, uniqueEmail, uniqueIp } from '../helpers';
import { cardPaymentFields, clientInitBody, payInBrowser, runBilling, storeCard, usePremiumWorld } from '../premiumHelpers';

const world = usePremiumWorld();
const app = () => world.product.app;
const DAY_MS = 86_400_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A new account that bought the monthly plan by card, keeping the card (4242) on file. */
async function subscribeMonthly() {
  const email = uniqueEmail();
  const { token, subscriber } = await signUp(app(), { email });
  const configuration = success<PaymentsClientConfiguration>(await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody('monthly') }));
  await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(configuration.sdkConfiguration)), '4242424242424242', { storeInstrument: true });
  const granted = success<SubscriptionGranted>(
    await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentResponse, payload: { ...cardPaymentFields('monthly'), paymentIntentId: configuration.executionId } }),
  );
  return { token: token.id, email, subscriberId: subscriber.id, periodEndsAt: new Date(granted.subscription!.currentPeriodEndsAt!) };
}

/** Signs in again (a month later the first session has expired). */
async function signIn(email: string): Promise<string> {
  const response = await app().inject({ method: 'POST', url: API_PATHS.signIn, remoteAddress: uniqueIp(), payload: { email, password: 'correct horse battery' } });
  return success<SignedIn>(response).token.id;
}

const startUpdate = (token: string, payload: Record<string, unknown> = {}) => injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionCardUpdate, payload });
const confirmUpdate = (token: string, payload: Record<string, unknown>) => injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionCardUpdateConfirm, payload });

/** The whole change as the settings page makes it: a verification with `cardNumber`, then its confirmation. */
async function changeCard(token: string, cardNumber: string): Promise<{ started: CardUpdateSession; result: CardUpdateResult }> {
  const started = success<CardUpdateSession>(await startUpdate(token));
  await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(started.sdkConfiguration)), cardNumber, { storeInstrument: true });
  return { started, result: success<CardUpdateResult>(await confirmUpdate(token, { executionId: started.executionId })) };
}

const merchantGet = (url: string) => world.sandbox.provider.inject({ method: 'GET', url, headers: { authorization: `Bearer ${MERCHANT_KEY}` } });

/** The subscriber's cards as the provider holds them, oldest first: `last four status`. */
async function providerCardsOf(subscriberId: string): Promise<string[]> {
  const response = await merchantGet(`/v1/holders/${encodeURIComponent(subscriberId)}/instruments`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { instruments: { lastFour: string; status: string }[] }).instruments.map((instrument) => `${instrument.lastFour} ${instrument.status}`);
}

/** Each payment of the subscriber at the provider, oldest first: `amount outcome last four`. */
async function providerChargesOf(subscriberId: string): Promise<string[]> {
  const list = await merchantGet(`/v1/holders/${encodeURIComponent(subscriberId)}/payments`);
  const charges: string[] = [];
  for (const { executionId } of (list.json() as { payments: { executionId: string }[] }).payments) {
    const payment = (await merchantGet(`/v1/payments/${executionId}`)).json() as { amount: { value: number }; status: string; paymentMethod: { lastFour: string } | null };
    charges.push(`${payment.amount.value} ${payment.status} ${payment.paymentMethod?.lastFour}`);
  }
  return charges;
}

const instrumentOf = async (subscriberId: string) =>
  (await world.product.db.query<{ payment_instrument_id: string | null }>('SELECT payment_instrument_id FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId])).rows[0]
    ?.payment_instrument_id;

describe('changing the card of a subscription', () => {
  it('verifies the new card for nothing, makes it the one renewals charge, and deletes the old one at the provider', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribeMonthly();
    const before = success<SubscriptionDetails>(await injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionDetails, payload: { subscriberId } }));
    expect(before.canChangeCard).toBe(true);

    const { started, result } = await changeCard(token, '5555555555554444');
    expect(started.amount).toEqual({ value: 0, currency: 'AED' });
    expect(decodeInitResponse(JSON.parse(started.sdkConfiguration)).paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['card']);
    expect(result).toMatchObject({ status: 'updated', details: { hasVIPContentAccess: true, status: 'active', sessionType: 'CreditCard', canChangeCard: true } });
    expect(await providerCardsOf(subscriberId)).toEqual(['4242 deleted', '4444 enabled']);

    // Confirming again changes nothing more.
    const instrument = await instrumentOf(subscriberId);
    expect(success<CardUpdateResult>(await confirmUpdate(token, { executionId: started.executionId })).status).toBe('updated');
    expect(await instrumentOf(subscriberId)).toBe(instrument);

    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.renewed).toHaveLength(1);
    expect(await providerChargesOf(subscriberId)).toEqual(['800 authorizeSuccessful 4242', '0 authorizeSuccessful 4444', '800 authorizeSuccessful 4444']);
  });

  it('while past due, the renewal is tried on the new card at once and Premium recovers', async () => {
    const { email, subscriberId, periodEndsAt } = await subscribeMonthly();
    // The card on file now declines: the renewal fails and the subscription is past due.
    const declining = await storeCard(world.sandbox, subscriberId, '4000000000009995');
    await world.product.db.query('UPDATE product.subscriptions SET payment_instrument_id = $2 WHERE subscriber_id = $1', [subscriberId, declining]);
    expect((await runBilling(app(), subscriberId, periodEndsAt)).renewals.declined).toHaveLength(1);
    const now = later(periodEndsAt, 2 * 60 * 60 * 1000);
    const started = world.product.clock.now;
    world.product.clock.now = now;
    onTestFinished(() => void (world.product.clock.now = started));
    expect(await readSubscriptionDetails(world.product.db, subscriberId, now)).toMatchObject({ status: 'past_due', canChangeCard: true });

    const { result } = await changeCard(await signIn(email), '5555555555554444');
    expect(result.details).toMatchObject({ hasVIPContentAccess: true, status: 'active', currentPeriodEndsAt: later(periodEndsAt, 31 * DAY_MS).toISOString() });
    // After the first payment and the session that stored the declining card:
    expect((await providerChargesOf(subscriberId)).slice(2)).toEqual(['800 authorizeFailed 9995', '0 authorizeSuccessful 4444', '800 authorizeSuccessful 4444']);
    expect(await providerCardsOf(subscriberId)).toEqual(['4242 enabled', '9995 deleted', '4444 enabled']);
  });

  it('a card changed while a renewal on the old one is in flight: that charge stands, and the old card is deleted only after it', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribeMonthly();
    const provider = world.product.context.payments.provider;
    const charge = provider.chargeStoredCard.bind(provider);
    let cardsWhileInFlight: string[] = [];
    provider.chargeStoredCard = async (...args) => {
      provider.chargeStoredCard = charge;
      // The renewal has claimed the charge on 4242; the viewer changes card before it reaches the provider.
      await changeCard(token, '5555555555554444');
      cardsWhileInFlight = await providerCardsOf(subscriberId);
      return charge(...args);
    };
    onTestFinished(() => void (provider.chargeStoredCard = charge));

    const report = await runBilling(app(), subscriberId, periodEndsAt);
    expect(cardsWhileInFlight).toEqual(['4242 enabled', '4444 enabled']);
    expect(report.renewals.renewed).toHaveLength(1);
    expect(await providerChargesOf(subscriberId)).toEqual(['800 authorizeSuccessful 4242', '0 authorizeSuccessful 4444', '800 authorizeSuccessful 4242']);
    // The same run's sweep deleted it, once the charge was recorded; the next renewal is the new card's.
    expect(report.others.replacedCards).toHaveLength(1);
    expect(await providerCardsOf(subscriberId)).toEqual(['4242 deleted', '4444 enabled']);
    expect(await instrumentOf(subscriberId)).not.toBeNull();
  });

  it('a card changed after the due renewals were listed, before the claim: the renewal charges the new card', async () => {
    const { token, subscriberId, periodEndsAt } = await subscribeMonthly();
    const db = world.product.context.db;
    const query = db.query.bind(db);
    db.query = (async (sql: string, params?: unknown[]) => {
      const answer = await query(sql, params);
      if (sql.includes('LEFT JOIN product.renewal_charges')) {
        db.query = query;
        await changeCard(token, '5555555555554444');
      }
      return answer;
    }) as typeof db.query;
    onTestFinished(() => void (db.query = query));

    const report = await runBilling(app(), subscriberId, periodEndsAt);
    expect(report.renewals.renewed).toHaveLength(1);
    expect(await providerChargesOf(subscriberId)).toEqual(['800 authorizeSuccessful 4242', '0 authorizeSuccessful 4444', '800 authorizeSuccessful 4444']);
    expect(await providerCardsOf(subscriberId)).toEqual(['4242 deleted', '4444 enabled']);
  });

  it('a declined verification changes nothing and deletes nothing', async () => {
    const { token, subscriberId } = await subscribeMonthly();
    const instrument = await instrumentOf(subscriberId);
    const started = success<CardUpdateSession>(await startUpdate(token));
    await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(started.sdkConfiguration)), '4000000000000002', { storeInstrument: true });
    const refused = await confirmUpdate(token, { executionId: started.executionId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ messageKey: 'subscription.cardNotVerified' });
    expect(await instrumentOf(subscriberId)).toBe(instrument);
    expect(await providerCardsOf(subscriberId)).toEqual(['4242 enabled']);
  });

  it('refuses bad input and accounts with no card subscription, writing nothing', async () => {
    const { token, subscriberId } = await subscribeMonthly();
    const count = async () => Number((await world.product.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product.card_updates WHERE subscriber_id = $1', [subscriberId])).rows[0]?.n);
    const unknownField = await startUpdate(token, { plan: 'yearly' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ fields: ['body.plan'] });
    expect((await confirmUpdate(token, { executionId: 'not an id!' })).statusCode).toBe(400);
    expect((await confirmUpdate(token, {})).statusCode).toBe(400);
    expect((await confirmUpdate(token, { executionId: 'exe_unknown' })).statusCode).toBe(404);
    expect(await count()).toBe(0);

    // Another account cannot confirm this subscriber's verification.
    const started = success<CardUpdateSession>(await startUpdate(token));
    const other = await signUp(app());
    expect((await confirmUpdate(other.token.id, { executionId: started.executionId })).statusCode).toBe(404);
    // Nor start one without a card subscription of its own.
    const none = await startUpdate(other.token.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ messageKey: 'subscription.cardChangeUnavailable' });
    expect((await app().inject({ method: 'POST', url: API_PATHS.subscriptionCardUpdate, payload: {} })).statusCode).toBe(401);
  });
});
