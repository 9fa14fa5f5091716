import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { PaymentMethodsAnswer, PaymentResult, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { PaymentResultCode } from '../../../../host-app/contract/payments/paymentResultCodes';
import { pathOf } from '../../../sandbox/helpers';
import { countRows, failure, injectAs, signUp, success, subscriptionDetailsOf } from '../helpers';
import { HOST_APP_ORIGIN, cardPaymentFields, newIdempotencyKey, planString, storeCard, storedCardPaymentsBody, usePremiumWorld } from '../premiumHelpers';

const world = usePremiumWorld();

const app = () => world.product.app;
const details = (token: string, subscriberId: string) => subscriptionDetailsOf(app(), token, subscriberId);

const methodsBody = (overrides: Record<string, unknown> = {}) => ({ channel: 'Web', source: 'web', locale: 'en', billingPlan: planString('monthly'), ...overrides });

const paymentsBody = storedCardPaymentsBody;
/** Each call is a new purchase attempt, with a key of its own. */
const pay = (token: string, body: Record<string, unknown>) =>
  injectAs(app(), token, { method: 'POST', url: API_PATHS.payments, payload: body, headers: { 'idempotency-key': newIdempotencyKey() } });

describe('payment methods', () => {
  it('lists the ways to pay and the subscriber\'s own enabled stored cards, in the asked language', async () => {
    const { token, subscriber } = await signUp(app());
    const cardId = await storeCard(world.sandbox, subscriber.id, '4242424242424242');
    const before = await countRows(world.product.db);
    const answer = success<PaymentMethodsAnswer>(await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentMethods, payload: methodsBody() }));
    expect(answer.paymentMethods.map((method) => method.type)).toEqual(['scheme', 'applepay', 'googlepay', 'mobile', 'voucher']);
    expect(answer.paymentMethods[0]?.name).toBe('Credit or debit card');
    expect(answer.storedPaymentMethods).toEqual([{ id: cardId, brand: 'visa', lastFour: '4242', name: 'Visa •••• 4242' }]);
    // Reading stored cards records no payment session.
    expect(await countRows(world.product.db)).toEqual(before);

    const arabic = success<PaymentMethodsAnswer>(await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentMethods, payload: methodsBody({ locale: 'ar' }) }));
    expect(arabic.paymentMethods[4]?.name).toBe('قسيمة');

    const other = await signUp(app());
    const theirs = success<PaymentMethodsAnswer>(await injectAs(app(), other.token.id, { method: 'POST', url: API_PATHS.paymentMethods, payload: methodsBody() }));
    expect(theirs.storedPaymentMethods).toEqual([]);
  });

  it('refuses bad input and visitors', async () => {
    const { token } = await signUp(app());
    const bad = await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentMethods, payload: methodsBody({ channel: 'App', billingPlan: 'Zm9v' }) });
    expect(bad.statusCode).toBe(400);
    expect(failure(bad).fields).toEqual(['body.channel']);
    const forged = await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentMethods, payload: methodsBody({ billingPlan: 'Zm9v' }) });
    expect(failure(forged)).toMatchObject({ messageKey: 'payment.planInvalid', fields: ['body.billingPlan'] });
    expect((await app().inject({ method: 'POST', url: API_PATHS.paymentMethods, payload: methodsBody() })).statusCode).toBe(401);
  });
});

describe('payments with a stored card', () => {
  it('pays, waits for the provider\'s outcome and grants VIP (10100)', async () => {
    const { token, subscriber } = await signUp(app());
    const cardId = await storeCard(world.sandbox, subscriber.id, '5555555555554444');
    const granted = success<SubscriptionGranted>(await pay(token.id, paymentsBody(cardId)));
    expect(granted).toMatchObject({ resultCode: PaymentResultCode.SUCCESS, paymentMethod: 'CreditCard' });
    expect(granted.subscription).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly', sessionType: 'CreditCard' });
    const { rows } = await world.product.db.query<{ status: string; campaign_id: string }>(
      `SELECT p.status, s.campaign_id FROM product.payment_sessions p JOIN product.subscriptions s ON s.id = p.subscription_id WHERE p.subscriber_id = $1`,
      [subscriber.id],
    );
    expect(rows).toEqual([{ status: 'confirmed', campaign_id: 'spring' }]);

    // Already Premium: 10132 before anything is authorized or written.
    const before = await countRows(world.product.db);
    expect(success<PaymentResult>(await pay(token.id, paymentsBody(cardId)))).toEqual({ resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });
    expect(await countRows(world.product.db)).toEqual(before);
  });

  it('a declined stored card answers 402 payment.declined and grants nothing', async () => {
    const { token, subscriber } = await signUp(app());
    const cardId = await storeCard(world.sandbox, subscriber.id, '4000000000009995');
    const response = await pay(token.id, paymentsBody(cardId));
    expect(response.statusCode).toBe(402);
    expect(failure(response)).toMatchObject({ messageKey: 'payment.declined' });
    expect(await details(token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
  });

  it('a 3-D Secure card answers 10102 with the challenge page; once approved, the payment response grants VIP', async () => {
    const { token, subscriber } = await signUp(app());
    const cardId = await storeCard(world.sandbox, subscriber.id, '4000000000003220');
    const answer = success<PaymentResult>(await pay(token.id, paymentsBody(cardId)));
    expect(answer.resultCode).toBe(PaymentResultCode.ADDITIONAL_ADCTION_REQUIRED);
    const executionId = answer.action?.executionId ?? '';
    expect(answer.action).toEqual({ type: 'redirect', url: `${world.providerOrigin}/3ds/${executionId}`, executionId });
    expect(await details(token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });

    // The shopper approves on the provider's page, which then sends the top-level page back to the site.
    const page = await world.sandbox.provider.inject({ method: 'GET', url: pathOf(answer.action!.url) });
    const formToken = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    await world.sandbox.provider.inject({
      method: 'POST',
      url: pathOf(answer.action!.url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: formToken, outcome: 'approved' }).toString(),
    });
    const result = await world.sandbox.provider.inject({ method: 'GET', url: pathOf(answer.action!.url) });
    const data = JSON.parse(/<script type="application\/json" id="completion">([\s\S]*?)<\/script>/.exec(result.body)?.[1] ?? '{}') as { returnUrl?: string };
    const back = new URL(data.returnUrl ?? '');
    expect(back.origin + back.pathname).toBe(`${HOST_APP_ORIGIN}/adsjourney/redirect3ds`);
    expect(back.searchParams.get('executionId')).toBe(executionId);

    const response = await injectAs(app(), token.id, {
      method: 'POST',
      url: API_PATHS.paymentResponse,
      payload: { ...cardPaymentFields('monthly'), paymentIntentId: executionId },
    });
    expect(success<SubscriptionGranted>(response)).toMatchObject({ resultCode: PaymentResultCode.SUCCESS, subscription: { hasVIPContentAccess: true } });
  });

  it('refuses a return URL off the site\'s 3-D Secure return page, another subscriber\'s card, bad input and visitors, writing nothing', async () => {
    const me = await signUp(app());
    const other = await signUp(app());
    const theirCard = await storeCard(world.sandbox, other.subscriber.id, '4242424242424242');
    const myCard = await storeCard(world.sandbox, me.subscriber.id, '4242424242424242');
    const before = await countRows(world.product.db);
    for (const returnUrl of ['https://evil.example/adsjourney/redirect3ds', `${HOST_APP_ORIGIN}/elsewhere`, 'javascript:alert(1)', `http://user:pw@localhost:3000/adsjourney/redirect3ds`]) {
      const response = await pay(me.token.id, paymentsBody(myCard, { returnUrl }));
      expect(response.statusCode).toBe(400);
      expect(failure(response)).toMatchObject({ messageKey: 'payment.returnUrlInvalid', fields: ['body.returnUrl'] });
    }
    const stolen = await pay(me.token.id, paymentsBody(theirCard));
    expect(stolen.statusCode).toBe(400);
    expect(failure(stolen)).toMatchObject({ messageKey: 'payment.instrumentInvalid', fields: ['body.paymentMethod.storedPaymentMethodId'] });
    const bad = await pay(me.token.id, paymentsBody('not-a-uuid', { browserInfo: {} }));
    expect(failure(bad).fields).toEqual(expect.arrayContaining(['body.paymentMethod.storedPaymentMethodId', 'body.browserInfo.userAgent']));
    expect((await app().inject({ method: 'POST', url: API_PATHS.payments, payload: paymentsBody(myCard) })).statusCode).toBe(401);
    expect(await countRows(world.product.db)).toEqual(before);
    expect(await details(me.token.id, me.subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
  });
});
