import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../headless/core/session/sessionSchema';
import { SESSION_TTL_SECONDS } from '../../sandbox/context';
import { PAYMENT_METHOD_CODES } from '../../sandbox/provider/paymentMethods';
import { SETTLE_DELAY_MS, authorizeBody, authorizeRequest, card, countRows, getExecution, startTestSandbox, tokenize, type TestSandbox } from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
  // The demo's server calls the provider over HTTP, as a merchant's server would.
  await t.provider.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

function postCheckout(payload?: unknown, headers: Record<string, string> = {}) {
  return t.provider.inject({
    method: 'POST',
    url: '/demo/api/checkout',
    headers: { origin: 'http://localhost:4000', ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

async function checkoutSession(payload?: unknown): Promise<PaymentClientSession> {
  const response = await postCheckout(payload);
  expect(response.statusCode, response.body).toBe(200);
  return decodeInitResponse(response.json());
}

const lifetimeOf = (token: string) => {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat: number; exp: number };
  return exp - iat;
};

describe('POST /demo/api/checkout forwards the page options to the provider', () => {
  it('passes holder, methods, token lifetime and faults into the session', async () => {
    const session = await checkoutSession({
      holderReference: 'customer_42-a',
      paymentMethods: ['payPal', 'card'],
      tokenTtlSeconds: 60,
      executionFaults: [503, 429],
    });
    expect(session.holderReference).toBe('customer_42-a');
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['payPal', 'card']);
    expect(lifetimeOf(session.token)).toBe(60);
    expect(lifetimeOf(session.vaultConfiguration.token)).toBe(60);
    // The faults reached the provider: the execution link answers them in order, then normally.
    expect((await getExecution(t.provider, session)).statusCode).toBe(503);
    expect((await getExecution(t.provider, session)).statusCode).toBe(429);
    expect((await getExecution(t.provider, session)).statusCode).toBe(200);
  });

  it('keeps the same holder for the same holder reference', async () => {
    const first = await checkoutSession({ holderReference: 'returning-shopper' });
    const second = await checkoutSession({ holderReference: 'returning-shopper' });
    const other = await checkoutSession({ holderReference: 'someone-else' });
    expect(second.holderId).toBe(first.holderId);
    expect(other.holderId).not.toBe(first.holderId);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
  ])('leaves the provider defaults with %s', async (_name, payload) => {
    const session = await checkoutSession(payload);
    expect(session.holderReference).toBeUndefined();
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual([...PAYMENT_METHOD_CODES]);
    expect(lifetimeOf(session.token)).toBe(SESSION_TTL_SECONDS);
    expect((await getExecution(t.provider, session)).statusCode).toBe(200);
  });

  it('accepts the bounds: 64-character holder, 5 and 3600 seconds, five faults', async () => {
    const session = await checkoutSession({ holderReference: 'h'.repeat(64), tokenTtlSeconds: 5, executionFaults: [500, 500, 429, 503, 500] });
    expect(session.holderReference).toBe('h'.repeat(64));
    expect(lifetimeOf(session.token)).toBe(5);
    expect(lifetimeOf((await checkoutSession({ tokenTtlSeconds: 3600 })).token)).toBe(3600);
  });
});

describe('POST /demo/api/checkout refuses anything else, before calling the provider', () => {
  it.each([
    ['an empty holder reference', { holderReference: '' }, ['holderReference']],
    ['a 65-character holder reference', { holderReference: 'h'.repeat(65) }, ['holderReference']],
    ['a holder reference with a space', { holderReference: 'customer 42' }, ['holderReference']],
    ['a holder reference with a slash', { holderReference: '../admin' }, ['holderReference']],
    ['a numeric holder reference', { holderReference: 42 }, ['holderReference']],
    ['a 4-second token', { tokenTtlSeconds: 4 }, ['tokenTtlSeconds']],
    ['a 3601-second token', { tokenTtlSeconds: 3601 }, ['tokenTtlSeconds']],
    ['a fractional token lifetime', { tokenTtlSeconds: 5.5 }, ['tokenTtlSeconds']],
    ['a token lifetime as text', { tokenTtlSeconds: '60' }, ['tokenTtlSeconds']],
    ['a token lifetime that is not a number', { tokenTtlSeconds: null }, ['tokenTtlSeconds']],
    ['a fault status the provider cannot simulate', { executionFaults: [500, 404] }, ['executionFaults.1']],
    ['a fault as text', { executionFaults: ['500'] }, ['executionFaults.0']],
    ['six faults', { executionFaults: [500, 500, 500, 500, 500, 500] }, ['executionFaults']],
    ['faults that are not a list', { executionFaults: 500 }, ['executionFaults']],
    ['an unknown payment method', { paymentMethods: ['card', 'bitcoin'] }, ['paymentMethods.1']],
    ['no payment method', { paymentMethods: [] }, ['paymentMethods']],
    ['a payment method twice', { paymentMethods: ['card', 'card'] }, ['paymentMethods']],
    ['payment methods that are not a list', { paymentMethods: 'card' }, ['paymentMethods']],
    ['a session field the page may not set', { amount: { value: 1, currency: 'EUR' } }, ['amount']],
    ['the provider shape of faults', { simulate: { executionFaults: [500] } }, ['simulate']],
    ['allowed origins', { allowedOrigins: ['https://evil.example'] }, ['allowedOrigins']],
    ['a body that is not an object', [], ['body']],
  ])('answers 400 naming the field for %s', async (_name, payload, fields) => {
    const before = await countRows(t.db);
    const response = await postCheckout(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields });
    expect(response.json().message).toContain(fields[0]);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const before = await countRows(t.db);
    const response = await postCheckout('{"holderReference":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'MALFORMED_JSON' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('writes a session when the options are valid (so the checks above can fail)', async () => {
    const before = await countRows(t.db);
    await checkoutSession({ tokenTtlSeconds: 30 });
    expect((await countRows(t.db))['provider.executions']).toBe((before['provider.executions'] ?? 0) + 1);
  });
});

describe('GET /demo/api/payments/:executionId tells the return page how the payment ended', () => {
  const getPayment = (executionId: string) => t.provider.inject({ method: 'GET', url: `/demo/api/payments/${executionId}` });

  it("answers 'none' before the shopper paid, then the provider's outcome", async () => {
    const session = await checkoutSession();
    const before = await getPayment(session.execution.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ executionId: session.execution.id, outcome: 'none' });

    const { tokens } = await tokenize(t.vault, session, card('4242 4242 4242 4242'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
    expect((await getPayment(session.execution.id)).json()).toEqual({ executionId: session.execution.id, outcome: 'authorizeRequested', paymentMethodCode: 'card' });
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await getPayment(session.execution.id)).json()).toMatchObject({ outcome: 'authorizeSuccessful' });
  });

  it('answers 404 for an unknown execution and 400 for something that is not an id', async () => {
    expect((await getPayment('exe_unknown')).statusCode).toBe(404);
    const bad = await getPayment('exe%20..%2Fx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['executionId'] });
  });
});
