import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { SESSION_TTL_SECONDS } from '../../../sandbox/context';
import { PAYMENT_METHOD_CODES } from '../../../sandbox/provider/paymentMethods';
import {
  SETTLE_DELAY_MS,
  authorizeBody,
  authorizeRequest,
  card,
  countRows,
  getExecution,
  startTestSandbox,
  storeCard,
  tokenize,
  type TestSandbox,
} from '../helpers';

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

async function checkoutSession(payload?: unknown, headers: Record<string, string> = {}): Promise<PaymentClientSession> {
  const response = await postCheckout(payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return decodeInitResponse(response.json());
}

function setCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') throw new Error('no Set-Cookie header');
  return value;
}

/** Signs in to the demo shop as its sign-in form does; answers the Cookie header a browser would send back. */
async function signIn(shopperName: string): Promise<{ cookie: string }> {
  const response = await t.provider.inject({ method: 'POST', url: '/demo/api/sign-in', payload: { shopperName } });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: setCookieOf(response).split(';')[0]! };
}

/** A sign-in lasts a working day. */
const SHOPPER_SESSION_SECONDS = 8 * 60 * 60;

const lifetimeOf = (token: string) => {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat: number; exp: number };
  return exp - iat;
};

describe('POST /demo/api/checkout forwards the page options to the provider', () => {
  it('passes methods, token lifetime and faults into the session, and the signed-in shopper as its holder', async () => {
    const session = await checkoutSession(
      {
        paymentMethods: ['payPal', 'card'],
        tokenTtlSeconds: 60,
        executionFaults: [503, 429],
      },
      await signIn('customer_42-a'),
    );
    expect(session.holderReference).toBe('customer_42-a');
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['payPal', 'card']);
    expect(lifetimeOf(session.token)).toBe(60);
    expect(lifetimeOf(session.vaultConfiguration.token)).toBe(60);
    // The faults reached the provider: the execution link answers them in order, then normally.
    expect((await getExecution(t.provider, session)).statusCode).toBe(503);
    expect((await getExecution(t.provider, session)).statusCode).toBe(429);
    expect((await getExecution(t.provider, session)).statusCode).toBe(200);
  });

  it('keeps the same holder for the same shopper', async () => {
    const first = await checkoutSession({}, await signIn('returning-shopper'));
    const second = await checkoutSession({}, await signIn('returning-shopper'));
    const other = await checkoutSession({}, await signIn('someone-else'));
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

  it('accepts the bounds: 64-character shopper name, 5 and 3600 seconds, five faults', async () => {
    const session = await checkoutSession({ tokenTtlSeconds: 5, executionFaults: [500, 500, 429, 503, 500] }, await signIn('h'.repeat(64)));
    expect(session.holderReference).toBe('h'.repeat(64));
    expect(lifetimeOf(session.token)).toBe(5);
    expect(lifetimeOf((await checkoutSession({ tokenTtlSeconds: 3600 })).token)).toBe(3600);
  });
});

describe('POST /demo/api/checkout refuses anything else, before calling the provider', () => {
  it.each([
    ['a holder reference', { holderReference: 'customer-42' }, ['holderReference']],
    ['an empty holder reference', { holderReference: '' }, ['holderReference']],
    ['a holder reference with a slash', { holderReference: '../admin' }, ['holderReference']],
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

describe('the shopper comes from the shop’s own sign-in, never from the page', () => {
  const postSignIn = (payload: unknown) => t.provider.inject({ method: 'POST', url: '/demo/api/sign-in', payload: payload as Record<string, unknown> });
  const getShopper = (headers: Record<string, string> = {}) => t.provider.inject({ method: 'GET', url: '/demo/api/shopper', headers });

  it('signs in with a signed, HttpOnly, SameSite=Strict cookie for the demo only, and signs out', async () => {
    const response = await postSignIn({ shopperName: 'customer-42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shopperName: 'customer-42' });
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(/^demo_shopper=customer-42\.\d+\.[\w-]{43}; /);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', `Max-Age=${SHOPPER_SESSION_SECONDS}`, 'Path=/demo/', 'SameSite=Strict']);
    const cookie = setCookie.split(';')[0]!;
    expect((await getShopper({ cookie })).json()).toEqual({ shopperName: 'customer-42' });
    expect((await getShopper()).json()).toEqual({ shopperName: null });

    const signOut = await t.provider.inject({ method: 'POST', url: '/demo/api/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(204);
    expect(setCookieOf(signOut)).toMatch(/^demo_shopper=; .*Max-Age=0/);
  });

  it.each([
    ['no body', undefined, ['body']],
    ['an empty name', { shopperName: '' }, ['shopperName']],
    ['a 65-character name', { shopperName: 'h'.repeat(65) }, ['shopperName']],
    ['a name with a space', { shopperName: 'customer 42' }, ['shopperName']],
    ['a name with a dot', { shopperName: 'customer.42' }, ['shopperName']],
    ['a numeric name', { shopperName: 42 }, ['shopperName']],
    ['another field', { shopperName: 'customer-42', holderId: 'hld_x' }, ['holderId']],
  ])('refuses a sign-in with %s, setting no cookie', async (_name, payload, fields) => {
    const response = await postSignIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a guest checks out without a holder; a body holderReference never selects one, signed in or not', async () => {
    expect((await checkoutSession()).holderReference).toBeUndefined();
    const signedIn = await signIn('cookie-shopper');
    const before = await countRows(t.db);
    for (const headers of [{}, signedIn]) {
      const response = await postCheckout({ holderReference: 'someone-else' }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['holderReference'] });
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await checkoutSession({}, signedIn)).holderReference).toBe('cookie-shopper');
  });

  it('the cookie selects the holder: the shopper’s saved cards come with the session', async () => {
    const instrumentId = await storeCard(t.provider, t.vault, 'card-owner', '4242424242424242');
    const owner = await checkoutSession(undefined, await signIn('card-owner'));
    expect(owner.storedInstruments.map((instrument) => instrument.id)).toEqual([instrumentId]);
    const someoneElse = await checkoutSession(undefined, await signIn('not-the-owner'));
    expect(someoneElse.storedInstruments).toEqual([]);
  });

  it('refuses a forged cookie with 401, writing nothing: another name, another signature, another key, two cookies', async () => {
    const { cookie } = await signIn('victim-shopper');
    const [, expires, signature] = cookie.slice('demo_shopper='.length).split('.');
    const { cookie: attacker } = await signIn('attacker');
    const otherKey = await startTestSandbox();
    let foreignCookie: string;
    try {
      const response = await otherKey.provider.inject({ method: 'POST', url: '/demo/api/sign-in', payload: { shopperName: 'victim-shopper' } });
      foreignCookie = setCookieOf(response).split(';')[0]!;
    } finally {
      await otherKey.close();
    }
    const forged = [
      `demo_shopper=card-owner.${expires}.${signature}`,
      `demo_shopper=victim-shopper.${Number(expires) + 1}.${signature}`,
      `demo_shopper=victim-shopper.${expires}.${'A'.repeat(43)}`,
      'demo_shopper=victim-shopper',
      foreignCookie,
      `${attacker}; ${cookie}`,
    ];
    const before = await countRows(t.db);
    for (const value of forged) {
      const response = await postCheckout({}, { cookie: value });
      expect(response.statusCode, value).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_SHOPPER_SESSION', fields: ['Cookie'] });
      expect((await getShopper({ cookie: value })).statusCode).toBe(401);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('an expired sign-in is a guest again', async () => {
    const { cookie } = await signIn('short-visit');
    t.clock.advance(SHOPPER_SESSION_SECONDS * 1000);
    expect((await getShopper({ cookie })).json()).toEqual({ shopperName: null });
    expect((await checkoutSession({}, { cookie })).holderReference).toBeUndefined();
  });
});

describe('POST /demo/api/payout-session: the shop decides the payout, the page carries it out', () => {
  const postPayoutSession = (payload: unknown, headers: Record<string, string> = {}) =>
    t.provider.inject({ method: 'POST', url: '/demo/api/payout-session', headers: { origin: 'http://localhost:4000', ...headers }, payload: payload as Record<string, unknown> });

  it("answers a payout session for the signed-in shopper's card and the shop's amount", async () => {
    const instrumentId = await storeCard(t.provider, t.vault, 'payee-shopper', '4242424242424242');
    const response = await postPayoutSession({ paymentInstrumentId: instrumentId }, await signIn('payee-shopper'));
    expect(response.statusCode, response.body).toBe(200);
    const session = decodeInitResponse(response.json());
    expect(session.execution.workflow.code).toBe('payout');
    expect(session.holderReference).toBe('payee-shopper');
    expect(session.amount).toEqual({ value: 800, currency: 'EUR' });
    expect(session.links.payout).toBeDefined();
    expect(session.storedInstruments.map((instrument) => instrument.id)).toEqual([instrumentId]);
  });

  it("refuses a guest (401), another shopper's card (422) and any amount or holder from the page (400), writing nothing", async () => {
    const instrumentId = await storeCard(t.provider, t.vault, 'card-keeper', '4242424242424242');
    const intruder = await signIn('intruder');
    const before = await countRows(t.db);
    const cases: [unknown, Record<string, string>, number, string, string[]][] = [
      [{ paymentInstrumentId: instrumentId }, {}, 401, 'SIGN_IN_REQUIRED', ['Cookie']],
      [{ paymentInstrumentId: instrumentId }, intruder, 422, 'INVALID_INSTRUMENT', ['paymentInstrumentId']],
      [{ paymentInstrumentId: instrumentId, holderReference: 'card-keeper' }, intruder, 400, 'VALIDATION_FAILED', ['holderReference']],
      [{ paymentInstrumentId: instrumentId, amount: { value: 600000, currency: 'EUR' } }, intruder, 400, 'VALIDATION_FAILED', ['amount']],
      [{ paymentInstrumentId: 'not-a-uuid' }, intruder, 400, 'VALIDATION_FAILED', ['paymentInstrumentId']],
    ];
    for (const [payload, headers, status, errorCode, fields] of cases) {
      const response = await postPayoutSession(payload, headers);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ errorCode, fields });
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('POST /demo/api/checkout/resume: the same session again after a full-page challenge', () => {
  const resume = (executionId: unknown, cookie?: string) =>
    t.provider.inject({
      method: 'POST',
      url: '/demo/api/checkout/resume',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ executionId }),
    });

  it('gives the browser that started the checkout its session again, with an HttpOnly, SameSite=Strict cookie', async () => {
    const started = await postCheckout();
    const setCookie = setCookieOf(started);
    expect(setCookie).toMatch(/^demo_checkout=[^;]+; Path=\/demo\/; HttpOnly; SameSite=Strict/);
    const session = decodeInitResponse(started.json());
    const again = await resume(session.execution.id, setCookie.split(';')[0]!);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(started.json());
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('refuses another browser (no cookie, or the cookie of another checkout) with 404, and a malformed body with 400', async () => {
    const first = await postCheckout();
    const second = await postCheckout();
    const firstId = decodeInitResponse(first.json()).execution.id;
    expect((await resume(firstId)).statusCode).toBe(404);
    expect((await resume(firstId, setCookieOf(second).split(';')[0]!)).statusCode).toBe(404);
    expect((await resume(firstId, `demo_checkout=${firstId}.AAAA`)).statusCode).toBe(404);
    const bad = await resume('<script>', setCookieOf(first).split(';')[0]!);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/executionId/);
  });
});
