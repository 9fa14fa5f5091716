import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { SubscriptionDetails, SubscriptionStatus } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { recordSubscription, type NewSubscription } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { countRows, failure, injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('subscription details and status', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const details = (token: string, subscriberId: string) =>
    injectAs(product.app, token, { method: 'POST', url: API_PATHS.subscriptionDetails, payload: { subscriberId } });
  const status = (token: string, subscriberId: string) => injectAs(product.app, token, { method: 'GET', url: API_PATHS.subscriptionStatus(subscriberId) });
  const subscribe = (subscriberId: string, overrides: Partial<NewSubscription> = {}) =>
    recordSubscription(
      product.db,
      {
        subscriberId,
        plan: 'monthly',
        paymentMethod: 'Mobile',
        isTrial: false,
        autoRenew: true,
        currentPeriodEndsAt: new Date(product.clock.now.getTime() + 30 * DAY_MS),
        ...overrides,
      },
      product.clock.now,
    );

  it('a new subscriber has no VIP access and nothing to cancel', async () => {
    const { token, subscriber } = await signUp(product.app);
    expect(success<SubscriptionDetails>(await details(token.id, subscriber.id))).toEqual({
      hasVIPContentAccess: false,
      canUnsubscribe: false,
      sessionType: null,
      status: 'none',
      plan: null,
      isTrial: false,
      currentPeriodEndsAt: null,
      canResume: false,
    });
    expect(success<SubscriptionStatus>(await status(token.id, subscriber.id))).toEqual({ isSubscribed: false });
  });

  it('an active renewing subscription gives VIP access and may be cancelled, which stops renewal and keeps VIP until the period ends', async () => {
    const { token, subscriber } = await signUp(product.app);
    const periodEndsAt = new Date(product.clock.now.getTime() + 2 * 60 * 60 * 1000);
    await subscribe(subscriber.id, { currentPeriodEndsAt: periodEndsAt });
    const active = success<SubscriptionDetails>(await details(token.id, subscriber.id));
    expect(active).toMatchObject({ hasVIPContentAccess: true, canUnsubscribe: true, canResume: false, sessionType: 'Mobile', status: 'active', plan: 'monthly' });
    expect(success<SubscriptionStatus>(await status(token.id, subscriber.id))).toEqual({ isSubscribed: true });

    const cancel = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.subscriptionCancel, payload: { subscriberId: subscriber.id } });
    expect(success<SubscriptionDetails>(cancel)).toMatchObject({
      hasVIPContentAccess: true,
      canUnsubscribe: false,
      canResume: true,
      status: 'cancelled',
      currentPeriodEndsAt: periodEndsAt.toISOString(),
    });
    expect(success<SubscriptionStatus>(await status(token.id, subscriber.id))).toEqual({ isSubscribed: true });
    const twice = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.subscriptionCancel, payload: { subscriberId: subscriber.id } });
    expect(twice.statusCode).toBe(409);
    expect(failure(twice)).toMatchObject({ errorCode: ResultCode.CustomError, messageKey: 'subscription.nothingToCancel' });

    product.clock.advance(3 * 60 * 60 * 1000);
    expect(success<SubscriptionDetails>(await details(token.id, subscriber.id))).toMatchObject({ hasVIPContentAccess: false, status: 'cancelled', canResume: false });
    expect(success<SubscriptionStatus>(await status(token.id, subscriber.id))).toEqual({ isSubscribed: false });
    // Too late to resume once the period is over.
    const late = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.subscriptionResume, payload: { subscriberId: subscriber.id } });
    expect(late.statusCode).toBe(409);
    expect(failure(late)).toMatchObject({ errorCode: ResultCode.CustomError, messageKey: 'subscription.nothingToResume' });
  });

  it('a subscription whose period passed without cancelling is expired', async () => {
    const { token, subscriber } = await signUp(product.app);
    await subscribe(subscriber.id, { currentPeriodEndsAt: new Date(product.clock.now.getTime() + 60 * 60 * 1000) });
    product.clock.advance(2 * 60 * 60 * 1000);
    expect(success<SubscriptionDetails>(await details(token.id, subscriber.id))).toMatchObject({ hasVIPContentAccess: false, status: 'expired', canUnsubscribe: false });
  });

  it('a voucher subscription gives access but cannot be cancelled', async () => {
    const { token, subscriber } = await signUp(product.app);
    await subscribe(subscriber.id, { paymentMethod: 'Voucher', autoRenew: false });
    expect(success<SubscriptionDetails>(await details(token.id, subscriber.id))).toMatchObject({ hasVIPContentAccess: true, canUnsubscribe: false, sessionType: 'Voucher' });
  });

  it('only answers about the signed-in subscriber', async () => {
    const me = await signUp(product.app);
    const other = await signUp(product.app);
    await subscribe(other.subscriber.id);
    const peek = await details(me.token.id, other.subscriber.id);
    expect(peek.statusCode).toBe(403);
    expect(failure(peek)).toMatchObject({ errorCode: ResultCode.Unauthorized, messageKey: 'auth.forbiddenSubscriber' });
    expect((await status(me.token.id, other.subscriber.id)).statusCode).toBe(403);
    const before = await countRows(product.db);
    expect((await injectAs(product.app, me.token.id, { method: 'POST', url: API_PATHS.subscriptionCancel, payload: { subscriberId: other.subscriber.id } })).statusCode).toBe(403);
    expect(await countRows(product.db)).toEqual(before);
    expect(success<SubscriptionDetails>(await details(other.token.id, other.subscriber.id)).canUnsubscribe).toBe(true);
  });

  it('needs a token, and a well-formed subscriber id', async () => {
    const { token, subscriber } = await signUp(product.app);
    expect((await product.app.inject({ method: 'POST', url: API_PATHS.subscriptionDetails, payload: { subscriberId: subscriber.id } })).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'GET', url: API_PATHS.subscriptionStatus(subscriber.id) })).statusCode).toBe(401);
    const bad = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.subscriptionDetails, payload: { subscriberId: 'no spaces allowed' } });
    expect(bad.statusCode).toBe(400);
    expect(failure(bad)).toMatchObject({ fields: ['body.subscriberId'], messageKey: 'id.invalid' });
  });
});
