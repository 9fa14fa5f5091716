import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { SubscriptionDetails } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import { decodeBillingPlan, encodeBillingPlan } from '../../../../host-app/server/payments/billingPlanCodec';
import type { PaymentResult, PlanLookup, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { PaymentResultCode } from '../../../../host-app/contract/payments/paymentResultCodes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { createSession } from '../../../sandbox/helpers';
import { countRows, failure, injectAs, signUp, startTestProduct, success, subscriptionDetailsOf } from '../helpers';
import {
  HOST_APP_ORIGIN,
  cardPaymentFields,
  freePort,
  clientInit,
  clientInitBody,
  keptAuthorizationsOf,
  payInBrowser,
  planString,
  subscriptionCountOf,
  usePremiumWorld,
} from '../premiumHelpers';

const world = usePremiumWorld();

const app = () => world.product.app;
const details = (token: string, subscriberId: string) => subscriptionDetailsOf(app(), token, subscriberId);
const paymentResponse = (token: string, executionId: string, overrides: Record<string, unknown> = {}) =>
  injectAs(app(), token, { method: 'POST', url: API_PATHS.paymentResponse, payload: { ...cardPaymentFields('monthly'), paymentIntentId: executionId, ...overrides } });
const validate = (token: string, executionId: string, overrides: Record<string, unknown> = {}) =>
  injectAs(app(), token, { method: 'POST', url: API_PATHS.paymentIntentValidate, payload: { ...cardPaymentFields('monthly'), token: executionId, ...overrides } });

describe('packages', () => {
  it('lists the four plans with their encrypted billing plan strings, without a token', async () => {
    const response = await app().inject({ method: 'GET', url: `${API_PATHS.packages}?isActivated=1&country=AE` });
    const lookup = success<PlanLookup>(response);
    expect(lookup.country).toBe('AE');
    expect(lookup.packages.map((plan) => [plan.key, plan.amount, plan.currency, plan.trialDuration])).toEqual([
      ['monthly', 800, 'AED', 0],
      ['quarterly', 2400, 'AED', 0],
      ['yearly', 6000, 'AED', 0],
      ['monthly_trial_7days', 800, 'AED', 7],
    ]);
    const trial = lookup.packages[3]!;
    expect(JSON.parse(atob(trial.encryptedBillingPlan))).toEqual({ billingOption: 'monthly_trial_7days', price: 8, trialDuration: 7, allowAllUsersToHaveTrial: true });
    expect(atob(lookup.packages[0]!.encryptedBillingPlan)).toBe('{"billingOption":"monthly","price":8,"trialDuration":0,"allowAllUsersToHaveTrial":false}');
  });

  it('refuses a query without isActivated=1 or with a bad country, naming the field', async () => {
    const response = await app().inject({ method: 'GET', url: `${API_PATHS.packages}?isActivated=0&country=ae` });
    expect(response.statusCode).toBe(400);
    expect(failure(response).fields).toEqual(['query.isActivated', 'query.country']);
  });

  it('decodes only the plans it offers: forged prices, trials and unknown plans are refused', () => {
    expect(decodeBillingPlan(planString('yearly'))?.amount).toBe(6000);
    expect(decodeBillingPlan(encodeBillingPlan({ billingOption: 'yearly', price: 1, trialDuration: 0, allowAllUsersToHaveTrial: false }))).toBeNull();
    expect(decodeBillingPlan(encodeBillingPlan({ billingOption: 'monthly', price: 8, trialDuration: 7, allowAllUsersToHaveTrial: true }))).toBeNull();
    expect(decodeBillingPlan(btoa('{"billingOption":"weekly","price":1,"trialDuration":0,"allowAllUsersToHaveTrial":false}'))).toBeNull();
    expect(decodeBillingPlan(btoa('not json'))).toBeNull();
    expect(decodeBillingPlan('%%%')).toBeNull();
  });
});

describe('client init', () => {
  it('creates a provider session for the plan and records it', async () => {
    const { token, subscriber } = await signUp(app());
    const { configuration, session } = await clientInit(app(), token.id, 'quarterly');
    expect(configuration).toMatchObject({ environment: 'TEST', billingPlan: 'quarterly', amount: { value: 2400, currency: 'AED' }, providerOrigin: world.providerOrigin });
    expect(JSON.parse(configuration.sdkConfiguration)).toMatchObject({ version: 1 });
    expect(session.execution.id).toBe(configuration.executionId);
    expect(session.amount).toEqual({ value: 2400, currency: 'AED' });
    expect(session.holderReference).toBe(subscriber.id);
    expect(session.allowedOrigins).toEqual([HOST_APP_ORIGIN, world.providerOrigin]);
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['card', 'googlePay', 'applePay']);
    const { rows } = await world.product.db.query<Record<string, unknown>>('SELECT * FROM product.payment_sessions WHERE execution_id = $1', [configuration.executionId]);
    expect(rows[0]).toMatchObject({ subscriber_id: subscriber.id, plan_key: 'quarterly', amount: 2400, currency: 'AED', status: 'created', variation: 'a', os_type: 'androidOs', source: 'web', language: 'en' });
  });

  it('refuses bad input, a forged plan and visitors without writing', async () => {
    const { token } = await signUp(app());
    const before = await countRows(world.product.db);
    const forged = encodeBillingPlan({ billingOption: 'yearly', price: 1, trialDuration: 0, allowAllUsersToHaveTrial: false });
    const bad = await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody('monthly', { billingPlan: forged }) });
    expect(bad.statusCode).toBe(400);
    expect(failure(bad)).toMatchObject({ errorCode: ResultCode.WrongInputs, messageKey: 'payment.planInvalid', fields: ['body.billingPlan'] });
    const wrongOs = await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody('monthly', { osType: 'windows' }) });
    expect(failure(wrongOs).fields).toEqual(['body.osType']);
    expect((await app().inject({ method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody() })).statusCode).toBe(401);
    expect(await countRows(world.product.db)).toEqual(before);
  });

  it('answers 502 and writes nothing when the provider cannot be reached', async () => {
    // A port nobody listens on: the connection is refused.
    const offline = await startTestProduct({ providerOrigin: `http://127.0.0.1:${await freePort()}`, hostAppOrigin: HOST_APP_ORIGIN });
    try {
      const { token } = await signUp(offline.app);
      const before = await countRows(offline.db);
      const response = await injectAs(offline.app, token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody() });
      expect(response.statusCode).toBe(502);
      expect(failure(response)).toMatchObject({ messageKey: 'payment.providerUnavailable' });
      expect(await countRows(offline.db)).toEqual(before);
    } finally {
      await offline.close();
    }
  });
});

describe('paying through the drop-in', () => {
  it('validate says 10100, then the response confirms with the provider and grants VIP once', async () => {
    const { token, subscriber } = await signUp(app());
    const { configuration, session } = await clientInit(app(), token.id);
    expect(success<PaymentResult>(await validate(token.id, configuration.executionId))).toEqual({ resultCode: PaymentResultCode.SUCCESS });
    await payInBrowser(world.sandbox, session, '4242424242424242');

    const first = success<SubscriptionGranted>(await paymentResponse(token.id, configuration.executionId, { campaignId: 'spring', influencerId: 'nour' }));
    expect(first).toMatchObject({ resultCode: PaymentResultCode.SUCCESS, paymentMethod: 'CreditCard' });
    expect(first.subscription).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly', sessionType: 'CreditCard', isTrial: false, canUnsubscribe: true });
    expect(first.subscription?.currentPeriodEndsAt).toBe('2026-07-01T10:00:00.000Z');

    const again = success<SubscriptionGranted>(await paymentResponse(token.id, configuration.executionId));
    expect(again).toEqual(first);
    const { rows } = await world.product.db.query<{ count: number; campaign_id: string; influencer_id: string }>(
      'SELECT count(*)::int AS count, min(campaign_id) AS campaign_id, min(influencer_id) AS influencer_id FROM product.subscriptions WHERE subscriber_id = $1',
      [subscriber.id],
    );
    expect(rows[0]).toEqual({ count: 1, campaign_id: 'spring', influencer_id: 'nour' });

    // Already Premium: validating another payment session says 10132, so the page never pays again.
    const second = await clientInit(world.product.app, token.id).catch(() => null);
    expect(second).toBeNull();
    expect(success<PaymentResult>(await validate(token.id, configuration.executionId))).toEqual({ resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });
  });

  it('client init refuses an account that is already Premium with 409 and result code 10132', async () => {
    const { token } = await signUp(app());
    const { configuration, session } = await clientInit(app(), token.id);
    await payInBrowser(world.sandbox, session, '5555555555554444');
    expect(success<SubscriptionGranted>(await paymentResponse(token.id, configuration.executionId)).resultCode).toBe(PaymentResultCode.SUCCESS);
    const before = await countRows(world.product.db);
    const refused = await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody() });
    expect(refused.statusCode).toBe(409);
    expect(failure(refused)).toMatchObject({ messageKey: 'payment.alreadySubscribed', resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });
    expect(await countRows(world.product.db)).toEqual(before);
  });

  it('a payment confirmed for an account that became Premium meanwhile answers 10132, grants nothing and is voided', async () => {
    const { token, subscriber } = await signUp(app());
    const first = await clientInit(app(), token.id);
    const second = await clientInit(app(), token.id);
    await payInBrowser(world.sandbox, first.session, '4242424242424242');
    await payInBrowser(world.sandbox, second.session, '4242424242424242');
    expect(success<SubscriptionGranted>(await paymentResponse(token.id, first.configuration.executionId)).resultCode).toBe(PaymentResultCode.SUCCESS);
    expect(success<PaymentResult>(await paymentResponse(token.id, second.configuration.executionId))).toEqual({ resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });
    expect(await subscriptionCountOf(world, subscriber.id)).toBe(1);
    // The second authorization is released at the provider, and its session says so.
    expect((await keptAuthorizationsOf(world, subscriber.id)).map((entry) => entry.executionId)).toEqual([first.configuration.executionId]);
    const { rows } = await world.product.db.query<{ status: string; voided_at: Date | null }>('SELECT status, voided_at FROM product.payment_sessions WHERE execution_id = $1', [
      second.configuration.executionId,
    ]);
    expect(rows[0]).toMatchObject({ status: 'voided', voided_at: expect.any(Date) });
  });

  it('validate refuses a plan that is not the session plan, a trial on a plan without one, and bad input', async () => {
    const { token } = await signUp(app());
    const { configuration } = await clientInit(app(), token.id);
    const otherPlan = await validate(token.id, configuration.executionId, { billingOption: 'yearly' });
    expect(otherPlan.statusCode).toBe(400);
    expect(failure(otherPlan)).toMatchObject({ messageKey: 'payment.planMismatch', fields: ['body.billingOption'] });
    const trial = await validate(token.id, configuration.executionId, { canBenefitFromTrial: true });
    expect(failure(trial)).toMatchObject({ messageKey: 'payment.trialNotAllowed' });
    const other = await signUp(app());
    const theirs = await validate(other.token.id, configuration.executionId);
    expect(theirs.statusCode).toBe(404);
    expect(failure(theirs)).toMatchObject({ messageKey: 'payment.sessionNotFound' });
    const badId = await validate(token.id, 'not-an-execution');
    expect(failure(badId)).toMatchObject({ fields: ['body.token'], messageKey: 'payment.intentInvalid' });
    expect((await app().inject({ method: 'POST', url: API_PATHS.paymentIntentValidate, payload: { ...cardPaymentFields(), token: configuration.executionId } })).statusCode).toBe(401);
  });

  it('a forged "payment succeeded" grants nothing: no authorization, a declined one, another subscriber\'s execution', async () => {
    const me = await signUp(app());
    const other = await signUp(app());

    // 1. An execution nobody paid.
    const unpaid = await clientInit(app(), me.token.id);
    const before = await countRows(world.product.db);
    const noAuthorization = await paymentResponse(me.token.id, unpaid.configuration.executionId);
    expect(noAuthorization.statusCode).toBe(402);
    expect(failure(noAuthorization)).toMatchObject({ messageKey: 'payment.notConfirmed' });
    expect(await countRows(world.product.db)).toEqual(before);

    // 2. A declined card.
    const declinedPayment = await clientInit(app(), me.token.id);
    await payInBrowser(world.sandbox, declinedPayment.session, '4000000000000002');
    const declined = await paymentResponse(me.token.id, declinedPayment.configuration.executionId);
    expect(declined.statusCode).toBe(402);
    expect(failure(declined)).toMatchObject({ messageKey: 'payment.declined' });
    const { rows } = await world.product.db.query<{ status: string }>('SELECT status FROM product.payment_sessions WHERE execution_id = $1', [declinedPayment.configuration.executionId]);
    expect(rows[0]?.status).toBe('failed');

    // 3. Another subscriber's paid execution.
    const theirs = await clientInit(app(), other.token.id);
    await payInBrowser(world.sandbox, theirs.session, '4242424242424242');
    const stolen = await paymentResponse(me.token.id, theirs.configuration.executionId);
    expect(stolen.statusCode).toBe(404);
    expect(failure(stolen)).toMatchObject({ messageKey: 'payment.sessionNotFound' });

    // 4. A provider execution the API never created for anyone.
    const foreign = await createSession(world.sandbox.provider, { holderReference: me.subscriber.id, amount: { value: 800, currency: 'AED' } });
    expect((await paymentResponse(me.token.id, foreign.execution.id)).statusCode).toBe(404);

    expect(await details(me.token.id, me.subscriber.id)).toMatchObject({ hasVIPContentAccess: false, status: 'none' });
    expect(await details(other.token.id, other.subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
  });

  it('a payment still settling answers 10105 and grants nothing yet', async () => {
    const { token, subscriber } = await signUp(app());
    const { configuration, session } = await clientInit(app(), token.id);
    // The slow test card stays requested for its first reads.
    await payInBrowser(world.sandbox, session, '4000000000000077');
    expect(success<PaymentResult>(await paymentResponse(token.id, configuration.executionId))).toEqual({ resultCode: PaymentResultCode.PAYMENT_ACTION_RECEIVED });
    expect(await details(token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
  });

  it('the payment response needs a token and well-formed input', async () => {
    const { token } = await signUp(app());
    const { configuration } = await clientInit(app(), token.id);
    expect((await app().inject({ method: 'POST', url: API_PATHS.paymentResponse, payload: { ...cardPaymentFields(), paymentIntentId: configuration.executionId } })).statusCode).toBe(401);
    const before = await countRows(world.product.db);
    const bad = await paymentResponse(token.id, configuration.executionId, { billingOption: 'weekly', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(failure(bad).fields).toEqual(['body.billingOption', 'body.extra']);
    expect(await countRows(world.product.db)).toEqual(before);
  });
});
