import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { runWebhookRound } from '../../../../sandbox/provider/webhooks/dispatcher';
import { signatureHeader } from '../../../../sandbox/provider/webhooks/signature';
import { ensureWebhookEndpoint, PROVIDER_WEBHOOK_PATH } from '../../../../host-app/server/webhooks';
import { processInboxEvent } from '../../../../host-app/server/webhooks/inboxProcessing';
import { nextPeriodEnd } from '../../../../host-app/server/subscriptions/billingPeriod';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevEmail } from '../../../../host-app/contract/account/accountTypes';
import type { SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { MERCHANT_KEY, startTestSandbox, type TestSandbox } from '../../../sandbox/helpers';
import { freePort } from '../../../support/freePort';
import { injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';
import { cardPaymentFields, clientInit, payInBrowser, SETTLE_DELAY_MS } from '../premiumHelpers';

/** The sandbox provider and the product API, each listening on a port of its own, the provider delivering webhooks to the product. */
export interface WebhookWorld {
  sandbox: TestSandbox;
  product: TestProduct;
  providerOrigin: string;
  productOrigin: string;
}

/** Starts both servers over one clock and registers the product's webhook endpoint, as start-up does. */
export async function startWebhookWorld(clock: () => Date): Promise<WebhookWorld> {
  const providerPort = await freePort();
  const productPort = await freePort();
  const providerOrigin = `http://127.0.0.1:${providerPort}`;
  const productOrigin = `http://127.0.0.1:${productPort}`;
  const sandbox = await startTestSandbox({ providerOrigin, settleDelayMs: SETTLE_DELAY_MS, clock });
  await sandbox.provider.listen({ port: providerPort, host: '127.0.0.1' });
  const product = await startTestProduct({ providerOrigin, providerSecretKey: MERCHANT_KEY, hostAppOrigin: productOrigin, clock, executionPollIntervalMs: 20, maxExecutionReads: 20 });
  await product.app.listen({ port: productPort, host: '127.0.0.1' });
  await ensureWebhookEndpoint(product.context);
  return { sandbox, product, providerOrigin, productOrigin };
}

export async function stopWebhookWorld(world: Partial<WebhookWorld>): Promise<void> {
  await world.product?.close();
  await world.sandbox?.close();
}

/** The webhook world of a test file: started before its tests, stopped after them. */
export function useWebhookWorld(clock: () => Date): WebhookWorld {
  const world = {} as WebhookWorld;
  // Two servers over two databases: slow to start on a busy machine.
  beforeAll(async () => {
    Object.assign(world, await startWebhookWorld(clock));
  }, 180_000);
  afterAll(() => stopWebhookWorld(world));
  return world;
}

/** The provider sends what is due, over HTTP; the product settles after answering, and this waits for that. */
export async function deliverDueWebhooks(world: WebhookWorld): Promise<void> {
  await runWebhookRound(world.sandbox.sandbox.context);
  await world.product.app.providerWebhooks.idle();
}

/** The events the provider recorded for a payment, oldest first, as it sends them (the exact body). */
export async function providerEventsOf(world: WebhookWorld, executionId: string): Promise<{ id: string; type: string; body: string }[]> {
  const { rows } = await world.sandbox.db.query<{ id: string; type: string; payload: unknown }>(
    'SELECT id, type, payload FROM provider.webhook_events WHERE execution_id = $1 ORDER BY created_at, id',
    [executionId],
  );
  return rows.map((row) => ({ id: row.id, type: row.type, body: typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload) }));
}

/** A delivery of an event body the provider recorded, signed at the product's now with its secret. */
export function deliverSigned(world: WebhookWorld, body: string) {
  const { context, app } = world.product;
  const header = signatureHeader(context.payments.webhookSecret, Math.floor(context.clock().getTime() / 1000), body);
  return app.inject({ method: 'POST', url: PROVIDER_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'payment-signature': header }, payload: body });
}

/** Each payment the provider holds for the subscriber, oldest first, as `amount outcome`. */
export async function providerChargesOf(world: WebhookWorld, subscriberId: string): Promise<string[]> {
  const response = await world.sandbox.provider.inject({
    method: 'GET',
    url: `/v1/holders/${encodeURIComponent(subscriberId)}/payments`,
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
  });
  const { payments } = response.json() as { payments: { amount: { value: number }; authorizations: { outcome: string }[] }[] };
  return payments.flatMap((payment) => payment.authorizations.map((authorization) => `${payment.amount.value} ${authorization.outcome}`));
}

/** The kinds of the emails sent to `email` (the TEST outbox), oldest first. */
export async function emailKindsTo(world: WebhookWorld, email: string): Promise<string[]> {
  return success<DevEmail[]>(await world.product.app.inject({ method: 'GET', url: API_PATHS.devEmails, query: { to: email } })).map((sent) => sent.kind);
}

/** A subscriber who bought the monthly plan (or started its free trial) by card in the browser, keeping the card on file. */
export async function cardSubscriber(world: WebhookWorld, plan: 'monthly' | 'monthly_trial_7days' = 'monthly') {
  const app = world.product.app;
  const { token, subscriber } = await signUp(app, { staySignedIn: true });
  const { configuration, session } = await clientInit(app, token.id, plan);
  await payInBrowser(world.sandbox, session, '4242424242424242', { storeInstrument: true });
  const fields = cardPaymentFields(plan, { canBenefitFromTrial: plan === 'monthly_trial_7days' });
  const granted = success<SubscriptionGranted>(
    await injectAs(app, token.id, { method: 'POST', url: API_PATHS.paymentResponse, payload: { ...fields, paymentIntentId: configuration.executionId } }),
  );
  // The purchase's own events are delivered now, so each test hears only the events of what it does next.
  await deliverDueWebhooks(world);
  const periodEndsAt = new Date(granted.subscription!.currentPeriodEndsAt!);
  const { rows } = await world.product.db.query<{ anchor: Date | null }>('SELECT billing_anchor_at AS anchor FROM product.subscriptions WHERE subscriber_id = $1', [subscriber.id]);
  // The end of the one period a renewal (or the trial's charge) pays for: the tests run on the real clock, so on any day of a month.
  const renewedUntil = nextPeriodEnd(rows[0]!.anchor && new Date(rows[0]!.anchor), periodEndsAt, 1).toISOString();
  return { token: token.id, subscriberId: subscriber.id, email: subscriber.email, periodEndsAt, renewedUntil };
}

/**
 * Runs `start` (a billing run, a confirm) whose card-on-file charge the provider makes, but whose
 * answer the product does not hear (its process stopped) until `answer` is called, if ever.
 * Resolves with the charge's payment id once the provider made it.
 */
export async function holdChargeAnswer<T>(world: WebhookWorld, start: () => Promise<T>): Promise<{ executionId: string; answer: () => void; run: Promise<T> }> {
  const provider = world.product.context.payments.provider;
  const original = provider.chargeStoredCard;
  let charged!: (executionId: string) => void;
  const reached = new Promise<string>((resolve) => (charged = resolve));
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  provider.chargeStoredCard = async (charge, key) => {
    const result = await original(charge, key);
    charged(result.executionId);
    await held;
    return result;
  };
  const run = start();
  try {
    return { executionId: await reached, answer, run };
  } finally {
    provider.chargeStoredCard = original;
  }
}

/** A merchant-key call that moves money on one payment at the provider (its own back office), with an Idempotency-Key of its own. */
export async function moveMoney(world: WebhookWorld, executionId: string, action: 'capture' | 'void' | 'refunds', payload: Record<string, unknown> = {}): Promise<void> {
  const response = await world.sandbox.provider.inject({
    method: 'POST',
    url: `/v1/payments/${executionId}/${action}`,
    headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': randomUUID() },
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/**
 * The product hears a settled charge again every way it can: its `payment.authorized` delivered
 * a second time (a duplicate), the event of its capture, and the first event processed again.
 */
export async function hearChargeAgain(world: WebhookWorld, executionId: string): Promise<void> {
  const [authorized] = await providerEventsOf(world, executionId);
  expect(authorized?.type).toBe('payment.authorized');
  expect(success<{ duplicate: boolean }>(await deliverSigned(world, authorized!.body)).duplicate).toBe(true);
  await moveMoney(world, executionId, 'capture');
  await deliverDueWebhooks(world);
  await processInboxEvent(world.product.context, { eventId: authorized!.id, eventType: authorized!.type, executionId });
}
