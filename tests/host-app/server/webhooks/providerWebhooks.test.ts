import { describe, expect, it } from 'vitest';
import { deliverDueWebhooks as deliverDueWebhooksIn, providerEventsOf as providerEventsIn, useWebhookWorld } from './webhookWorld';
import { signatureHeader } from '../../../../sandbox/provider/webhooks/signature';
import { createProductContext } from '../../../../host-app/server/createProductContext';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../../host-app/server/webhooks/webhookSignature';
import { ensureWebhookEndpoint, PROVIDER_WEBHOOK_PATH, providerWebhookUrl, RECONCILE_AFTER_MS, runPaymentReconciliation, startProviderWebhooks } from '../../../../host-app/server/webhooks';
import { MERCHANT_KEY } from '../../../sandbox/helpers';
import { countRows, failure, injectAs, signUp, startTestProduct, success, subscriptionDetailsOf, TEST_PASSWORD_HASHING, type TestProduct } from '../helpers';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { PaymentResult } from '../../../../host-app/contract/payments/paymentTypes';
import { PaymentResultCode } from '../../../../host-app/contract/payments/paymentResultCodes';
import { clientInit, newIdempotencyKey, payInBrowser, storeCard, storedCardPaymentsBody } from '../premiumHelpers';

/**
 * Both servers read one clock: real time plus whatever a test jumps ahead, so signatures and
 * settling agree. A test may stop it, so a payment cannot settle while it is stopped.
 */
let aheadMs = 0;
let stoppedAt: Date | null = null;
const clock = () => new Date(stoppedAt?.getTime() ?? Date.now() + aheadMs);
const nowSeconds = () => Math.floor(clock().getTime() / 1000);

const world = useWebhookWorld(clock);

const app = () => world.product.app;

const deliverDueWebhooks = () => deliverDueWebhooksIn(world);

const providerEventsOf = (executionId: string) => providerEventsIn(world, executionId);

/** A delivery as the provider makes it, signed at `timestamp` with `secret` (the product's unless a forger's). */
function deliver(body: string, options: { timestamp?: number; secret?: string; header?: string | null } = {}) {
  const secret = options.secret ?? world.product.context.payments.webhookSecret;
  const header = options.header === undefined ? signatureHeader(secret, options.timestamp ?? nowSeconds(), body) : options.header;
  return app().inject({
    method: 'POST',
    url: PROVIDER_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'payment-signature': header }) },
    payload: body,
  });
}

async function inboxCount(): Promise<number> {
  const { rows } = await world.product.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product.provider_webhook_events');
  return Number(rows[0]?.count);
}

async function providerEndpointsAt(url: string): Promise<{ id: string; url: string; events: string[] }[]> {
  const response = await world.sandbox.provider.inject({ method: 'GET', url: '/v1/webhook-endpoints', headers: { authorization: `Bearer ${MERCHANT_KEY}` } });
  return (response.json() as { endpoints: { id: string; url: string; events: string[] }[] }).endpoints.filter((endpoint) => endpoint.url === url);
}

async function subscriptionCount(product: TestProduct, subscriberId: string): Promise<number> {
  const { rows } = await product.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId]);
  return Number(rows[0]?.count);
}

/**
 * A subscriber who paid in the browser and closed the tab: the site never reported the payment.
 * The merchant read that follows applies the provider's outcome, which records its event.
 */
async function paidAndLeft() {
  const viewer = await signUp(app());
  const { configuration, session } = await clientInit(app(), viewer.token.id);
  await payInBrowser(world.sandbox, session, '4242424242424242');
  const read = await world.sandbox.provider.inject({ method: 'GET', url: `/v1/payments/${configuration.executionId}`, headers: { authorization: `Bearer ${MERCHANT_KEY}` } });
  expect((read.json() as { status: string }).status).toBe('authorizeSuccessful');
  return { ...viewer, executionId: configuration.executionId };
}

describe('webhooks settle payments nobody reported', () => {
  it('a payment the subscriber never reported grants VIP once its webhook arrives', async () => {
    const { token, subscriber } = await paidAndLeft();
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
    await deliverDueWebhooks();
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly' });
    expect(await subscriptionCount(world.product, subscriber.id)).toBe(1);
  });

  it('the same event delivered twice changes nothing', async () => {
    const { subscriber, executionId } = await paidAndLeft();
    await deliverDueWebhooks();
    const [authorized] = await providerEventsOf(executionId);
    expect(authorized?.type).toBe('payment.authorized');
    const before = { rows: await countRows(world.product.db), inbox: await inboxCount() };
    const { rows: subscriptionBefore } = await world.product.db.query('SELECT * FROM product.subscriptions WHERE subscriber_id = $1', [subscriber.id]);

    const again = await deliver(authorized!.body);
    expect(again.statusCode).toBe(200);
    expect(success<{ duplicate: boolean }>(again)).toEqual({ eventId: authorized!.id, duplicate: true });
    await app().providerWebhooks.idle();

    expect({ rows: await countRows(world.product.db), inbox: await inboxCount() }).toEqual(before);
    const { rows: subscriptionAfter } = await world.product.db.query('SELECT * FROM product.subscriptions WHERE subscriber_id = $1', [subscriber.id]);
    expect(subscriptionAfter).toEqual(subscriptionBefore);
  });

  it('a captured event that arrives before its authorized event settles the payment the same', async () => {
    const { token, subscriber, executionId } = await paidAndLeft();
    const capture = await world.sandbox.provider.inject({
      method: 'POST',
      url: `/v1/payments/${executionId}/capture`,
      headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': `capture-${executionId}` },
      payload: {},
    });
    expect(capture.statusCode).toBe(201);
    const events = await providerEventsOf(executionId);
    expect(events.map((event) => event.type)).toEqual(['payment.authorized', 'payment.captured']);

    // The network reorders them.
    expect((await deliver(events[1]!.body)).statusCode).toBe(200);
    await app().providerWebhooks.idle();
    const granted = await subscriptionDetailsOf(app(), token.id, subscriber.id);
    expect(granted).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly' });

    expect(success<{ duplicate: boolean }>(await deliver(events[0]!.body)).duplicate).toBe(false);
    await app().providerWebhooks.idle();
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toEqual(granted);
    expect(await subscriptionCount(world.product, subscriber.id)).toBe(1);
  });
});

describe('a stored-card purchase that answered "still settling"', () => {
  it('is settled by its webhook, and the subscriber\'s retry gets the final answer without paying again', async () => {
    const { token, subscriber } = await signUp(app());
    const cardId = await storeCard(world.sandbox, subscriber.id, '4242424242424242');
    const body = storedCardPaymentsBody(cardId, { returnUrl: `${world.productOrigin}/adsjourney/redirect3ds?billingPlan=monthly` });
    const key = newIdempotencyKey();
    const pay = () => injectAs(app(), token.id, { method: 'POST', url: API_PATHS.payments, payload: body, headers: { 'idempotency-key': key } });

    // With time stopped the provider's outcome never falls due while the API reads it.
    stoppedAt = clock();
    let first: PaymentResult;
    try {
      first = success<PaymentResult>(await pay());
    } finally {
      stoppedAt = null;
    }
    expect(first).toEqual({ resultCode: PaymentResultCode.PAYMENT_ACTION_RECEIVED });
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });

    await deliverDueWebhooks();
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly' });
    const { rows } = await world.product.db.query<{ status: string }>('SELECT status FROM product.purchases WHERE subscriber_id = $1', [subscriber.id]);
    expect(rows).toEqual([{ status: 'answered' }]);

    const retry = await pay();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(success<PaymentResult>(retry)).toMatchObject({ resultCode: PaymentResultCode.SUCCESS });
    expect(await subscriptionCount(world.product, subscriber.id)).toBe(1);
  });
});

describe('voids', () => {
  it('a payment the merchant voided is recorded as voided and grants nothing, whichever event comes first', async () => {
    const { token, subscriber, executionId } = await paidAndLeft();
    const voided = await world.sandbox.provider.inject({
      method: 'POST',
      url: `/v1/payments/${executionId}/void`,
      headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': `void-${executionId}` },
      payload: {},
    });
    expect(voided.statusCode).toBe(200);
    const events = await providerEventsOf(executionId);
    expect(events.map((event) => event.type)).toEqual(['payment.authorized', 'payment.voided']);

    for (const event of [events[1]!, events[0]!]) expect((await deliver(event.body)).statusCode).toBe(200);
    await app().providerWebhooks.idle();
    const { rows } = await world.product.db.query<{ status: string }>('SELECT status FROM product.payment_sessions WHERE execution_id = $1', [executionId]);
    expect(rows).toEqual([{ status: 'voided' }]);
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
    expect(await subscriptionCount(world.product, subscriber.id)).toBe(0);
  });
});

describe('deliveries that are not the provider\'s, or not fresh, are refused', () => {
  it('refuses a forged, missing or mismatched signature and writes nothing', async () => {
    const { executionId } = await paidAndLeft();
    const [event] = await providerEventsOf(executionId);
    const before = { rows: await countRows(world.product.db), inbox: await inboxCount() };

    const forged = await deliver(event!.body, { secret: 'whsec_a-forger-guessing-the-secret-badly-000' });
    expect(forged.statusCode).toBe(400);
    expect(failure(forged)).toMatchObject({ messageKey: 'webhook.signatureMismatch', fields: ['headers.payment-signature'] });

    // The provider's signature over another body: a changed amount or payment.
    const tampered = await deliver(event!.body.replace(executionId, `${executionId}x`), { header: signatureHeader(world.product.context.payments.webhookSecret, nowSeconds(), event!.body) });
    expect(failure(tampered).messageKey).toBe('webhook.signatureMismatch');

    expect(failure(await deliver(event!.body, { header: null })).messageKey).toBe('webhook.signatureMissing');
    expect(failure(await deliver(event!.body, { header: 't=abc,v1=zz' })).messageKey).toBe('webhook.signatureMalformed');

    await app().providerWebhooks.idle();
    expect({ rows: await countRows(world.product.db), inbox: await inboxCount() }).toEqual(before);
  });

  it('refuses a delivery signed more than 5 minutes ago (a replay), in the asked language', async () => {
    const { token, subscriber, executionId } = await paidAndLeft();
    const [event] = await providerEventsOf(executionId);
    const before = await inboxCount();

    // A minute beyond the window either way: the seconds a busy machine takes between signing and
    // checking cannot bring a delivery back into it.
    const replay = await deliver(event!.body, { timestamp: nowSeconds() - WEBHOOK_TOLERANCE_SECONDS - 60 });
    expect(replay.statusCode).toBe(400);
    expect(failure(replay)).toMatchObject({ messageKey: 'webhook.signatureExpired' });
    const fromTheFuture = await deliver(event!.body, { timestamp: nowSeconds() + WEBHOOK_TOLERANCE_SECONDS + 60 });
    expect(failure(fromTheFuture).messageKey).toBe('webhook.signatureExpired');
    const arabic = await app().inject({
      method: 'POST',
      url: PROVIDER_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-language': 'ar', 'payment-signature': signatureHeader(world.product.context.payments.webhookSecret, nowSeconds() - 600, event!.body) },
      payload: event!.body,
    });
    expect(failure(arabic).message).toContain('5 دقائق');

    await app().providerWebhooks.idle();
    expect(await inboxCount()).toBe(before);
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: false });
    // Within the 5 minutes the same body is the provider's, and settles the payment.
    expect((await deliver(event!.body, { timestamp: nowSeconds() - WEBHOOK_TOLERANCE_SECONDS + 60 })).statusCode).toBe(200);
    await app().providerWebhooks.idle();
    expect(await subscriptionDetailsOf(app(), token.id, subscriber.id)).toMatchObject({ hasVIPContentAccess: true });
  });

  it('refuses a signed body that is not an event, naming the field', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'payment.authorized', data: { executionId: 'not-an-execution' } });
    const refused = await deliver(body);
    expect(refused.statusCode).toBe(400);
    expect(failure(refused).fields).toEqual(['body.data.executionId']);
    expect(failure(await deliver('{"id":')).messageKey).toBe('input.malformedJson');
  });
});

describe('reconciliation: polling only as the fallback', () => {
  it('with webhooks blocked, a payment still open after 10 minutes is settled from the provider\'s record', async () => {
    // A second API over its own database that never registered an endpoint: no webhook reaches it.
    const unheard = await startTestProduct({ providerOrigin: world.providerOrigin, providerSecretKey: MERCHANT_KEY, hostAppOrigin: 'http://127.0.0.1:9', clock });
    try {
      const viewer = await signUp(unheard.app);
      const { configuration, session } = await clientInit(unheard.app, viewer.token.id);
      await payInBrowser(world.sandbox, session, '4242424242424242');
      // The provider's event goes to the first API's endpoint, which has no such payment and changes nothing.
      await deliverDueWebhooks();
      const details = () => subscriptionDetailsOf(unheard.app, viewer.token.id, viewer.subscriber.id);
      expect(await details()).toMatchObject({ hasVIPContentAccess: false });

      const early = await runPaymentReconciliation(unheard.context, clock(), { subscriberId: viewer.subscriber.id });
      expect(early).toMatchObject({ settled: [], open: [], retryLater: [] });
      expect(await details()).toMatchObject({ hasVIPContentAccess: false });

      aheadMs += RECONCILE_AFTER_MS + 1_000;
      const due = await runPaymentReconciliation(unheard.context, clock(), { subscriberId: viewer.subscriber.id });
      expect(due).toMatchObject({ settled: [configuration.executionId], open: [], retryLater: [] });
      expect(await details()).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly' });

      const again = await runPaymentReconciliation(unheard.context, clock(), { subscriberId: viewer.subscriber.id });
      expect(again).toMatchObject({ settled: [], open: [] });
      expect(await subscriptionCount(unheard, viewer.subscriber.id)).toBe(1);
    } finally {
      await unheard.close();
    }
  });

  it('a payment with no outcome yet stays open, and is asked about again on the next run', async () => {
    const unheard = await startTestProduct({ providerOrigin: world.providerOrigin, providerSecretKey: MERCHANT_KEY, hostAppOrigin: 'http://127.0.0.1:9', clock });
    try {
      const viewer = await signUp(unheard.app);
      const { configuration } = await clientInit(unheard.app, viewer.token.id);
      aheadMs += RECONCILE_AFTER_MS + 1_000;
      const report = await runPaymentReconciliation(unheard.context, clock(), { subscriberId: viewer.subscriber.id });
      expect(report).toMatchObject({ settled: [], open: [configuration.executionId] });
      const next = await runPaymentReconciliation(unheard.context, clock(), { subscriberId: viewer.subscriber.id });
      expect(next).toMatchObject({ settled: [], open: [configuration.executionId] });
      expect(await subscriptionCount(unheard, viewer.subscriber.id)).toBe(0);
    } finally {
      await unheard.close();
    }
  });
});

describe('registration with the provider', () => {
  it('registers one endpoint per environment: a restart, or a second process, finds it and creates none', async () => {
    const url = providerWebhookUrl(world.product.context);
    const [registered] = await providerEndpointsAt(url);
    expect(registered).toBeDefined();

    expect(await ensureWebhookEndpoint(world.product.context)).toEqual({ outcome: 'unchanged', endpointId: registered!.id });
    // A restart: a new process over the same database, with the same configuration.
    const restarted = await createProductContext({
      db: world.product.db,
      clock,
      env: 'test',
      signingSecret: 'test-signing-secret-of-at-least-32-characters',
      passwordHashing: TEST_PASSWORD_HASHING,
      providerOrigin: world.providerOrigin,
      providerSecretKey: MERCHANT_KEY,
      hostAppOrigin: world.productOrigin,
    });
    expect(await ensureWebhookEndpoint(restarted)).toEqual({ outcome: 'unchanged', endpointId: registered!.id });
    expect(await Promise.all([ensureWebhookEndpoint(restarted), ensureWebhookEndpoint(world.product.context)])).toEqual([
      { outcome: 'unchanged', endpointId: registered!.id },
      { outcome: 'unchanged', endpointId: registered!.id },
    ]);
    expect(await providerEndpointsAt(url)).toEqual([registered]);
  });

  it('start-up registers the endpoint, and starting again registers nothing more', async () => {
    const other = await startTestProduct({ providerOrigin: world.providerOrigin, providerSecretKey: MERCHANT_KEY, hostAppOrigin: 'http://127.0.0.1:19', clock });
    try {
      const url = providerWebhookUrl(other.context);
      expect(await providerEndpointsAt(url)).toEqual([]);
      // An hour before any retry: only the start-up registration runs here, and stop waits for it.
      await startProviderWebhooks(other.context, 3_600_000).stop();
      const [registered] = await providerEndpointsAt(url);
      expect(registered).toMatchObject({ url, events: ['payment.*'] });
      await startProviderWebhooks(other.context, 3_600_000).stop();
      expect(await providerEndpointsAt(url)).toEqual([registered]);
    } finally {
      await other.close();
    }
  });

  it('two processes starting at once over one database register one endpoint', async () => {
    const first = await startTestProduct({ providerOrigin: world.providerOrigin, providerSecretKey: MERCHANT_KEY, hostAppOrigin: 'http://127.0.0.1:29', clock });
    try {
      const second = await createProductContext({
        db: first.db,
        clock,
        env: 'test',
        signingSecret: 'test-signing-secret-of-at-least-32-characters',
        passwordHashing: TEST_PASSWORD_HASHING,
        providerOrigin: world.providerOrigin,
        providerSecretKey: MERCHANT_KEY,
        hostAppOrigin: 'http://127.0.0.1:29',
      });
      const outcomes = await Promise.all([ensureWebhookEndpoint(first.context), ensureWebhookEndpoint(second)]);
      expect(outcomes.filter((registration) => registration.outcome === 'registered')).toHaveLength(1);
      const endpoints = await providerEndpointsAt(providerWebhookUrl(first.context));
      expect(endpoints).toHaveLength(1);
      expect(await ensureWebhookEndpoint(second)).toEqual({ outcome: 'unchanged', endpointId: endpoints[0]!.id });
    } finally {
      await first.close();
    }
  });

  it('a new configured secret replaces the endpoint, so the provider signs with the secret the API holds', async () => {
    const url = providerWebhookUrl(world.product.context);
    const [old] = await providerEndpointsAt(url);
    const rotated = { ...world.product.context, payments: { ...world.product.context.payments, webhookSecret: 'whsec_a-rotated-secret-from-configuration-0001' } };
    const registration = await ensureWebhookEndpoint(rotated);
    expect(registration.outcome).toBe('registered');
    const now = await providerEndpointsAt(url);
    expect(now.map((endpoint) => endpoint.id)).toEqual([(registration as { endpointId: string }).endpointId]);
    expect(now[0]?.id).not.toBe(old?.id);
    // Back to the world's secret for any test after this one.
    expect((await ensureWebhookEndpoint(world.product.context)).outcome).toBe('registered');
  });
});
