import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import { MERCHANT_KEY, SETTLE_DELAY_MS, authorizeBody, authorizeRequest, card, createSession, sessionBody, storeCard, tokenize, useTestSandbox } from '../../helpers';

const t = useTestSandbox();

let keyCounter = 0;
const newKey = () => `op-${++keyCounter}`;

function merchantCall(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.provider.inject({
    method,
    url,
    headers: { authorization: `Bearer ${MERCHANT_KEY}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const readPayment = (id: string) => merchantCall('GET', `/v1/payments/${id}`);
const capture = (id: string, payload: unknown = {}, key = newKey()) => merchantCall('POST', `/v1/payments/${id}/capture`, payload, { 'idempotency-key': key });
const refund = (id: string, payload: unknown = {}, key = newKey()) => merchantCall('POST', `/v1/payments/${id}/refunds`, payload, { 'idempotency-key': key });
const voidPayment = (id: string, key = newKey()) => merchantCall('POST', `/v1/payments/${id}/void`, {}, { 'idempotency-key': key });

async function authorizedSession(number = '5555555555554444'): Promise<PaymentClientSession> {
  const session = await createSession(t.provider, { merchantReference: `order-${number}-${Math.random()}` });
  const { tokens } = await tokenize(t.vault, session, card(number));
  const response = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
  if (response.statusCode !== 202) throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
  t.clock.advance(SETTLE_DELAY_MS);
  return session;
}

async function movementCount(executionId: string, kind: 'capture' | 'refund'): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM provider.money_movements WHERE execution_id = $1 AND kind = $2', [executionId, kind]);
  return Number(rows[0]?.count);
}

describe('creating a session', () => {
  it('answers the executionId beside the init response, the same as inside it', async () => {
    const response = await merchantCall('POST', '/v1/payment-sessions', sessionBody());
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as { version: number; data: string; executionId: string };
    const inside = JSON.parse(Buffer.from(answer.data, 'base64').toString('utf8')) as { execution: { id: string } };
    expect(answer.executionId).toMatch(/^exe_/);
    expect(answer.executionId).toBe(inside.execution.id);
    expect(answer.version).toBe(1);
  });
});

describe('GET /v1/payments/:executionId, the merchant-key read that confirms an order', () => {
  it('answers status, amount, currency, merchantReference, method, card network and last four, and the authorizations', async () => {
    const session = await createSession(t.provider, { merchantReference: 'order-read-1', amount: { value: 1250, currency: 'BRL' } });
    const id = session.execution.id;
    expect((await readPayment(id)).json()).toMatchObject({ executionId: id, status: 'open', authorizations: [], paymentMethod: null });

    const declined = await tokenize(t.vault, session, card('4000000000000002'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, declined.tokens))).statusCode).toBe(202);
    // Before the outcome is due, neither the outcome nor its reason shows.
    expect((await readPayment(id)).json()).toMatchObject({ status: 'authorizeRequested', authorizations: [{ outcome: 'authorizeRequested', declineReason: null }] });
    t.clock.advance(SETTLE_DELAY_MS);
    const paid = await tokenize(t.vault, session, card('5555555555554444'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, paid.tokens))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);

    const response = await readPayment(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      executionId: id,
      merchantReference: 'order-read-1',
      status: 'authorizeSuccessful',
      amount: { value: 1250, currency: 'BRL' },
      paymentMethod: { paymentMethodCode: 'card', network: 'mastercard', lastFour: '4444' },
      captured: { value: 0, currency: 'BRL' },
      refunded: { value: 0, currency: 'BRL' },
      authorizations: [
        expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeSuccessful', network: 'mastercard', lastFour: '4444', declineReason: null, voidedAt: null }),
        expect.objectContaining({ paymentMethodCode: 'card', outcome: 'authorizeFailed', network: 'visa', lastFour: '0002', declineReason: 'Card declined' }),
      ],
      moneyMovements: [],
    });
  });

  it('404 for an unknown payment; the old authorizations read still answers', async () => {
    expect((await readPayment('exe_nothing')).statusCode).toBe(404);
    const session = await authorizedSession();
    const old = await merchantCall('GET', `/v1/payment-sessions/${session.execution.id}/authorizations`);
    expect(old.statusCode).toBe(200);
    expect(old.json().authorizations[0]).toMatchObject({ outcome: 'authorizeSuccessful' });
  });
});

describe('who may call the merchant routes', () => {
  it("refuses the page's session token, a wrong key and no key on the read, capture, void and refund (the sandbox has one merchant, so another merchant is a wrong key)", async () => {
    const session = await authorizedSession();
    const id = session.execution.id;
    const calls = [
      ['GET', `/v1/payments/${id}`],
      ['POST', `/v1/payments/${id}/capture`],
      ['POST', `/v1/payments/${id}/void`],
      ['POST', `/v1/payments/${id}/refunds`],
      ['POST', `/v1/webhook-endpoints`],
      ['GET', `/v1/webhook-endpoints`],
    ] as const;
    for (const [method, url] of calls) {
      for (const authorization of [`Bearer ${session.token}`, 'Bearer sk_test_another_merchant', undefined]) {
        const response = await t.provider.inject({
          method,
          url,
          headers: { 'idempotency-key': newKey(), ...(authorization ? { authorization } : {}) },
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${method} ${url} with ${authorization?.slice(0, 12) ?? 'nothing'}`).toBe(401);
        expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED', fields: ['Authorization'] });
      }
    }
    expect(await movementCount(id, 'capture')).toBe(0);
  });

  it('no CORS for a browser on the merchant routes', async () => {
    const preflight = await t.provider.inject({ method: 'OPTIONS', url: '/v1/payments/exe_x/refunds', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('capture, void and refund with idempotency keys', () => {
  it('capture: the same key and body answer the first answer and capture once; the same key with another body is a 422', async () => {
    const { execution } = await authorizedSession();
    const first = await capture(execution.id, { amount: { value: 500, currency: 'EUR' } }, 'capture-key');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'captured', captured: { value: 500, currency: 'EUR' } });
    const again = await capture(execution.id, { amount: { value: 500, currency: 'EUR' } }, 'capture-key');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const otherBody = await capture(execution.id, { amount: { value: 400, currency: 'EUR' } }, 'capture-key');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED', fields: ['Idempotency-Key'] });
    // A new key is a new operation: an authorization is captured once.
    expect((await capture(execution.id)).json()).toMatchObject({ errorCode: 'ALREADY_CAPTURED' });
    expect(await movementCount(execution.id, 'capture')).toBe(1);
  });

  it('capture refuses more than authorized, another currency, a declined payment, and a missing key', async () => {
    const { execution } = await authorizedSession();
    expect((await capture(execution.id, { amount: { value: 801, currency: 'EUR' } })).json()).toMatchObject({ errorCode: 'AMOUNT_TOO_LARGE', fields: ['amount.value'] });
    expect((await capture(execution.id, { amount: { value: 100, currency: 'USD' } })).json()).toMatchObject({ errorCode: 'CURRENCY_MISMATCH' });
    const noKey = await merchantCall('POST', `/v1/payments/${execution.id}/capture`, {});
    expect(noKey.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    const declined = await authorizedSession('4000000000000002');
    expect((await capture(declined.execution.id)).statusCode).toBe(409);
    expect(await movementCount(execution.id, 'capture')).toBe(0);
  });

  it('void: one implementation behind both addresses; a captured payment is refunded, not voided', async () => {
    const { execution } = await authorizedSession();
    const voided = await voidPayment(execution.id);
    expect(voided.statusCode, voided.body).toBe(200);
    const viaOldPath = await merchantCall('POST', `/v1/payment-sessions/${execution.id}/void`, {}, { 'idempotency-key': newKey() });
    expect(viaOldPath.json()).toEqual(voided.json());
    expect((await readPayment(execution.id)).json()).toMatchObject({ status: 'voided' });
    expect((await capture(execution.id)).json()).toMatchObject({ errorCode: 'AUTHORIZATION_VOIDED' });

    const captured = await authorizedSession();
    expect((await capture(captured.execution.id)).statusCode).toBe(201);
    expect((await voidPayment(captured.execution.id)).json()).toMatchObject({ errorCode: 'ALREADY_CAPTURED' });
  });

  it('refund: needs a capture, replays a repeated key, and partial refunds add up to at most the capture', async () => {
    const { execution } = await authorizedSession();
    expect((await refund(execution.id)).json()).toMatchObject({ errorCode: 'NOTHING_TO_REFUND' });
    await capture(execution.id);
    const first = await refund(execution.id, { amount: { value: 300, currency: 'EUR' }, reason: 'one item returned' }, 'refund-key');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'partiallyRefunded', refunded: { value: 300, currency: 'EUR' } });
    const replay = await refund(execution.id, { amount: { value: 300, currency: 'EUR' }, reason: 'one item returned' }, 'refund-key');
    expect(replay.body).toBe(first.body);
    expect((await refund(execution.id, { amount: { value: 301, currency: 'EUR' } }, 'refund-key')).json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await refund(execution.id, { amount: { value: 501, currency: 'EUR' } })).json()).toMatchObject({ errorCode: 'AMOUNT_TOO_LARGE' });
    const rest = await refund(execution.id);
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded: { value: 800, currency: 'EUR' } });
    expect((await refund(execution.id, { amount: { value: 1, currency: 'EUR' } })).json()).toMatchObject({ errorCode: 'FULLY_REFUNDED' });
    expect(await movementCount(execution.id, 'refund')).toBe(2);
  });

  it('concurrent refunds cannot refund more than was captured', async () => {
    const { execution } = await authorizedSession();
    await capture(execution.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(execution.id, { amount: { value: 300, currency: 'EUR' } })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    const { rows } = await t.db.query<{ total: number }>("SELECT COALESCE(sum(amount_value), 0)::int AS total FROM provider.money_movements WHERE execution_id = $1 AND kind = 'refund'", [
      execution.id,
    ]);
    expect(Number(rows[0]?.total)).toBe(600);
    expect((await readPayment(execution.id)).json()).toMatchObject({ refunded: { value: 600, currency: 'EUR' }, status: 'partiallyRefunded' });
  });
});

describe('webhook endpoints and the events each change records', () => {
  it('refuses a URL that is not https (http only on localhost) and an unknown event, writing nothing', async () => {
    const before = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM provider.webhook_endpoints');
    const insecure = await merchantCall('POST', '/v1/webhook-endpoints', { url: 'http://shop.example/hooks' });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['url'] });
    const unknown = await merchantCall('POST', '/v1/webhook-endpoints', { url: 'https://shop.example/hooks', events: ['payment.shipped'] });
    expect(unknown.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['events.0'] });
    const after = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM provider.webhook_endpoints');
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });

  it('pending, failed, authorized, captured, refunded, voided and payout events are recorded with a pending delivery to each subscribed endpoint', async () => {
    const registered = await merchantCall('POST', '/v1/webhook-endpoints', { url: 'https://shop.example/hooks' });
    expect(registered.statusCode, registered.body).toBe(201);
    const endpointId = (registered.json() as { id: string }).id;
    const payoutsOnly = (await merchantCall('POST', '/v1/webhook-endpoints', { url: 'https://shop.example/payouts', events: ['payout.*'] })).json() as { id: string };

    const challenged = await createSession(t.provider);
    const challengeCard = await tokenize(t.vault, challenged, card('4000000000003220'));
    await authorizeRequest(t.provider, challenged, authorizeBody(challenged, challengeCard.tokens));
    const declined = await authorizedSession('4000000000000002');
    // A read applies the due outcome (the server's background round does when nobody reads).
    await readPayment(declined.execution.id);
    const paid = await authorizedSession();
    await readPayment(paid.execution.id);
    await capture(paid.execution.id);
    await refund(paid.execution.id, { amount: { value: 100, currency: 'EUR' } });
    const voided = await authorizedSession();
    await voidPayment(voided.execution.id);
    const instrumentId = await storeCard(t.provider, t.vault, 'payee-1', '4242424242424242');
    const payout = await merchantCall('POST', '/v1/payouts', { amount: { value: 500, currency: 'EUR' }, merchantReference: 'payout-1', holderReference: 'payee-1', paymentInstrumentId: instrumentId }, { 'idempotency-key': newKey() });
    expect(payout.statusCode, payout.body).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const payoutId = (payout.json() as { executionId: string }).executionId;
    expect((await merchantCall('GET', `/v1/payouts/${payoutId}`)).json()).toMatchObject({ status: 'payoutSuccessful' });

    const events = async (executionId: string) =>
      (await t.db.query<{ type: string }>('SELECT type FROM provider.webhook_events WHERE execution_id = $1 ORDER BY created_at, id', [executionId])).rows.map((row) => row.type);
    expect(await events(challenged.execution.id)).toEqual(['payment.pending']);
    expect(await events(declined.execution.id)).toEqual(['payment.failed']);
    expect((await events(paid.execution.id)).sort()).toEqual(['payment.authorized', 'payment.captured', 'payment.refunded']);
    expect((await events(voided.execution.id)).sort()).toEqual(['payment.authorized', 'payment.voided']);
    expect(await events(payoutId)).toEqual(['payout.succeeded']);

    const log = await merchantCall('GET', `/v1/webhook-endpoints/${endpointId}/deliveries`);
    const deliveries = (log.json() as { deliveries: { eventType: string; status: string; attemptCount: number; attempts: unknown[] }[] }).deliveries;
    expect(deliveries.length).toBe(8);
    expect(deliveries.every((delivery) => delivery.status === 'pending' && delivery.attemptCount === 0 && delivery.attempts.length === 0)).toBe(true);
    const payoutLog = (await merchantCall('GET', `/v1/webhook-endpoints/${payoutsOnly.id}/deliveries`)).json() as { deliveries: { eventType: string }[] };
    expect(payoutLog.deliveries.map((delivery) => delivery.eventType)).toEqual(['payout.succeeded']);
    // Each payload is the payment as the merchant read answers it.
    const { rows } = await t.db.query<{ payload: { type: string; data: { executionId: string; status: string; refunded: { value: number } } } }>(
      "SELECT payload FROM provider.webhook_events WHERE type = 'payment.refunded' AND execution_id = $1",
      [paid.execution.id],
    );
    expect(rows[0]?.payload).toMatchObject({ type: 'payment.refunded', data: { executionId: paid.execution.id, status: 'partiallyRefunded', refunded: { value: 100 } } });
  });
});
