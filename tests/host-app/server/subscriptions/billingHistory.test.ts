import { beforeEach, describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { BillingHistory } from '../../../../host-app/contract/subscriptions/billingHistoryTypes';
import type { DevOtp } from '../../../../host-app/contract/account/accountTypes';
import type { BillingOtpSent, PaymentsClientConfiguration, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { injectAs, signUp, START_TIME, success, uniqueIp } from '../helpers';
import { cardPaymentFields, clientInitBody, payInBrowser, planString, runBilling, storeCard, usePremiumWorld } from '../premiumHelpers';

const world = usePremiumWorld();
const app = () => world.product.app;

beforeEach(() => {
  world.product.clock.now = new Date(START_TIME);
});

const historyOf = (token: string) => injectAs(app(), token, { method: 'GET', url: API_PATHS.billingHistory });

/** A card checkout of the monthly plan with `cardNumber`: answers the payment response call. */
async function checkout(token: string, cardNumber: string) {
  const configuration = success<PaymentsClientConfiguration>(
    await injectAs(app(), token, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody('monthly') }),
  );
  await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(configuration.sdkConfiguration)), cardNumber, { storeInstrument: true });
  return injectAs(app(), token, { method: 'POST', url: API_PATHS.paymentResponse, payload: { ...cardPaymentFields('monthly'), paymentIntentId: configuration.executionId } });
}

describe('billing history', () => {
  it('needs a token, and is empty for a subscriber who never paid', async () => {
    expect((await app().inject({ method: 'GET', url: API_PATHS.billingHistory })).statusCode).toBe(401);
    const { token } = await signUp(app());
    expect(success<BillingHistory>(await historyOf(token.id))).toEqual({ entries: [] });
  });

  it('lists a declined purchase, the purchase, a renewal and a declined renewal, newest first, each with its plan, amount and card', async () => {
    const { token, subscriber } = await signUp(app(), { staySignedIn: true });
    // The first card is declined: a failed attempt, nothing taken.
    expect((await checkout(token.id, '4000000000000002')).statusCode).toBe(402);
    world.product.clock.now = new Date('2026-06-01T10:05:00.000Z');
    success<SubscriptionGranted>(await checkout(token.id, '4242424242424242'));

    // The month renews on the card kept on file; a month later the card on file is one that is declined.
    expect((await runBilling(app(), subscriber.id, new Date('2026-07-01T10:05:00.000Z'))).renewals.renewed).toHaveLength(1);
    const declining = await storeCard(world.sandbox, subscriber.id, '4000000000009995');
    await world.product.db.query('UPDATE product.subscriptions SET payment_instrument_id = $2 WHERE subscriber_id = $1', [subscriber.id, declining]);
    expect((await runBilling(app(), subscriber.id, new Date('2026-08-01T10:05:00.000Z'))).renewals.declined).toHaveLength(1);

    const { entries } = success<BillingHistory>(await historyOf(token.id));
    expect(entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        kind: 'failed',
        reason: 'renewal',
        occurredAt: '2026-08-01T10:05:00.000Z',
        plan: 'monthly',
        amount: 800,
        currency: 'AED',
        paymentMethod: 'CreditCard',
        card: { network: 'visa', lastFour: '9995' },
      },
      {
        kind: 'charge',
        reason: 'renewal',
        occurredAt: '2026-07-01T10:05:00.000Z',
        plan: 'monthly',
        amount: 800,
        currency: 'AED',
        paymentMethod: 'CreditCard',
        card: { network: 'visa', lastFour: '4242' },
      },
      {
        kind: 'charge',
        reason: 'purchase',
        occurredAt: '2026-06-01T10:05:00.000Z',
        plan: 'monthly',
        amount: 800,
        currency: 'AED',
        paymentMethod: 'CreditCard',
        card: { network: 'visa', lastFour: '4242' },
      },
      {
        kind: 'failed',
        reason: 'purchase',
        occurredAt: START_TIME.toISOString(),
        plan: 'monthly',
        amount: 800,
        currency: 'AED',
        paymentMethod: 'CreditCard',
        card: { network: 'visa', lastFour: '0002' },
      },
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(4);

    // Only ever the caller's own.
    const other = await signUp(app());
    expect(success<BillingHistory>(await historyOf(other.token.id)).entries).toEqual([]);
  });

  it('lists an upgrade with the amount charged, and an operator purchase billed to the phone with no card', async () => {
    const { token } = await signUp(app(), { staySignedIn: true });
    success<SubscriptionGranted>(await checkout(token.id, '4242424242424242'));
    world.product.clock.now = new Date('2026-06-21T10:00:00.000Z');
    const quote = success<{ amount: number }>(await injectAs(app(), token.id, { method: 'GET', url: API_PATHS.subscriptionPlanChange, query: { plan: 'yearly' } }));
    success(await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.subscriptionPlanChange, payload: { plan: 'yearly', amount: quote.amount } }));
    const [upgrade] = success<BillingHistory>(await historyOf(token.id)).entries;
    expect(upgrade).toMatchObject({ kind: 'charge', reason: 'upgrade', plan: 'yearly', amount: 5733, occurredAt: '2026-06-21T10:00:00.000Z', card: { lastFour: '4242' } });

    const operatorViewer = await signUp(app());
    const phoneNumber = `5${Math.floor(10_000_000 + Math.random() * 80_000_000)}`.replace(/0000$/, '0001');
    const post = (url: string, payload: Record<string, unknown>) => injectAs(app(), operatorViewer.token.id, { method: 'POST', url, payload, remoteAddress: uniqueIp() });
    const { transactionId } = success<BillingOtpSent>(
      await post(API_PATHS.mobileBillingStart, { operatorId: 'ae-falcon', dialCode: '+971', phoneNumber, billingPlan: planString('yearly') }),
    );
    const { code } = success<DevOtp>(await app().inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { dialCode: '+971', phoneNumber } }));
    success<SubscriptionGranted>(await post(API_PATHS.mobileBillingVerify, { transactionId, code }));
    expect(success<BillingHistory>(await historyOf(operatorViewer.token.id)).entries).toEqual([
      expect.objectContaining({ kind: 'charge', reason: 'purchase', plan: 'yearly', amount: 6000, currency: 'AED', paymentMethod: 'Mobile', card: null }),
    ]);
  });
});
