import { describe, expect, it } from 'vitest';
import { paymentClientSessionSchema } from '../../../../headless/core/session/sessionSchema';
import { verifyToken } from '@payment-client/server-kit/jwt';
import {
  MERCHANT_KEY,
  PROVIDER_ORIGIN,
  START_TIME,
  VAULT_ORIGIN,
  countRows,
  createSession,
  sessionBody,
  useTestSandbox,
} from '../../helpers';

const t = useTestSandbox();

function postSession(payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${MERCHANT_KEY}` }) {
  return t.provider.inject({ method: 'POST', url: '/v1/payment-sessions', headers, payload: payload as Record<string, unknown> });
}

describe('POST /v1/payment-sessions', () => {
  it('answers 201 with an init response the SDK schema accepts', async () => {
    const response = await postSession(sessionBody({ holderReference: 'customer-42' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{21}$/);
    const init = response.json() as { version: number; data: string };
    expect(init.version).toBe(1);
    const parsed = paymentClientSessionSchema.safeParse(JSON.parse(Buffer.from(init.data, 'base64').toString('utf8')));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const session = parsed.data;
    const id = session.execution.id;
    const vaultId = session.vaultConfiguration.vaultId;
    expect(session.execution).toEqual({ id, merchantReference: 'order-1', workflow: { code: 'payment', version: 1 } });
    expect(session.holderReference).toBe('customer-42');
    expect(session.amount).toEqual({ value: 800, currency: 'EUR' });
    expect(session.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(session.links).toEqual({
      authorize: `${PROVIDER_ORIGIN}/v1/executions/${id}/authorize`,
      execution: `${PROVIDER_ORIGIN}/v1/executions/${id}`,
      binLookup: `${PROVIDER_ORIGIN}/v1/bin-lookup`,
      instrumentUpdate: `${PROVIDER_ORIGIN}/v1/instruments/:instrumentId`,
      instrumentDelete: `${PROVIDER_ORIGIN}/v1/instruments/:instrumentId`,
      createApplePaySession: `${PROVIDER_ORIGIN}/v1/executions/${id}/apple-pay-session`,
      telemetry: `${PROVIDER_ORIGIN}/v1/executions/${id}/telemetry`,
    });
    expect(session.vaultConfiguration).toMatchObject({
      vaultUrl: VAULT_ORIGIN,
      vaultType: 'sandbox',
      cardTableName: 'cards',
      links: {
        tokenize: `${VAULT_ORIGIN}/v1/vaults/${vaultId}/tokenize`,
        cardFrame: `${VAULT_ORIGIN}/frame/card-form.html?vault=${vaultId}`,
        collectFrame: `${VAULT_ORIGIN}/frame/collect.html?vault=${vaultId}`,
        assets: `${VAULT_ORIGIN}/assets/`,
        saveInstrument: `${PROVIDER_ORIGIN}/v1/instruments`,
      },
    });
    const eur = (value: number) => ({ value, currency: 'EUR' });
    // Every method by default, card first; the other configs are checked in flows tests.
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual([
      'card',
      'payPal',
      'googlePay',
      'applePay',
      'genericRedirect',
      'pix',
      'modo',
      'bankAccount',
    ]);
    expect(session.paymentMethods.slice(0, 1)).toEqual([
      {
        paymentMethodCode: 'card',
        clientConfig: {
          flow: 'api',
          integrationType: 'api',
          supportsBillingInfo: true,
          supportsInstallments: true,
          // 800 minor units split and rounded up to a whole minor unit.
          installments: {
            BR: [
              { count: 2, amount: eur(400) },
              { count: 3, amount: eur(267) },
              { count: 6, amount: eur(134) },
              { count: 10, amount: eur(80) },
            ],
            MX: [
              { count: 3, amount: eur(267) },
              { count: 6, amount: eur(134) },
              { count: 12, amount: eur(67) },
            ],
          },
        },
      },
    ]);
    expect(session.storedInstruments).toEqual([]);

    const claims = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims).toEqual({ sub: id, scope: 'payment-session', iat: START_TIME.getTime() / 1000, exp: START_TIME.getTime() / 1000 + 1800 });
    const vaultClaims = JSON.parse(Buffer.from(session.vaultConfiguration.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(vaultClaims).toMatchObject({ sub: vaultId, scope: 'vault', exp: START_TIME.getTime() / 1000 + 1800 });
    expect((await verifyToken(session.token, t.sandbox.context.keys.providerToken, START_TIME)).ok).toBe(true);
  });

  it('gives the same holder the same holderId across sessions', async () => {
    const first = await createSession(t.provider, { holderReference: 'same-holder' });
    const second = await createSession(t.provider, { holderReference: 'same-holder' });
    const other = await createSession(t.provider, { holderReference: 'other-holder' });
    expect(first.holderId).toBe(second.holderId);
    expect(other.holderId).not.toBe(first.holderId);
  });

  it('normalises allowed origins (trailing slash) and records them for the vault', async () => {
    const session = await createSession(t.provider, { allowedOrigins: ['https://shop.example/', 'http://127.0.0.1:5173'] });
    expect(session.allowedOrigins).toEqual(['https://shop.example', 'http://127.0.0.1:5173']);
    const { rows } = await t.db.query<{ allowed_origins: string[] }>('SELECT allowed_origins FROM vault.sessions WHERE vault_id = $1', [
      session.vaultConfiguration.vaultId,
    ]);
    expect(rows[0]?.allowed_origins).toEqual(['https://shop.example', 'http://127.0.0.1:5173']);
  });

  it.each([
    ['no header', {}],
    ['a wrong key', { authorization: 'Bearer sk_test_wrong' }],
    ['a session token instead of the key', { authorization: 'Bearer eyJ.x.y' }],
    ['basic auth', { authorization: `Basic ${MERCHANT_KEY}` }],
  ])('answers 401 JSON for %s', async (_label, headers) => {
    const before = await countRows(t.db);
    const response = await postSession(sessionBody(), headers as Record<string, string>);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    ['a negative amount', sessionBody({ amount: { value: -1, currency: 'EUR' } }), ['amount.value']],
    ['a fractional amount', sessionBody({ amount: { value: 8.5, currency: 'EUR' } }), ['amount.value']],
    ['a lower-case currency', sessionBody({ amount: { value: 800, currency: 'eur' } }), ['amount.currency']],
    ['an empty merchantReference', sessionBody({ merchantReference: '' }), ['merchantReference']],
    ['no allowed origins', sessionBody({ allowedOrigins: [] }), ['allowedOrigins']],
    ['an origin with a path', sessionBody({ allowedOrigins: ['https://shop.example/checkout'] }), ['allowedOrigins.0']],
    ['http on a public host', sessionBody({ allowedOrigins: ['http://shop.example'] }), ['allowedOrigins.0']],
    ['a javascript: origin', sessionBody({ allowedOrigins: ['javascript:alert(1)'] }), ['allowedOrigins.0']],
    ['an origin with a CSP injection', sessionBody({ allowedOrigins: ["https://a.example; script-src 'unsafe-inline'"] }), ['allowedOrigins.0']],
    ['eleven origins', sessionBody({ allowedOrigins: Array.from({ length: 11 }, (_, i) => `https://s${i}.example`) }), ['allowedOrigins']],
    ['an unknown field', sessionBody({ surprise: true }), ['surprise']],
    ['a string amount', sessionBody({ amount: '800' }), ['amount']],
    ['an array body', [], ['body']],
  ])('answers 400 with fields for %s and writes nothing', async (_label, payload, fields) => {
    const before = await countRows(t.db);
    const response = await postSession(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 JSON for malformed JSON and 415 for a non-JSON body', async () => {
    const before = await countRows(t.db);
    const malformed = await t.provider.inject({
      method: 'POST',
      url: '/v1/payment-sessions',
      headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'MALFORMED_JSON' });
    const text = await t.provider.inject({
      method: 'POST',
      url: '/v1/payment-sessions',
      headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'content-type': 'text/plain' },
      payload: 'amount=800',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it for another body', async () => {
    const headers = { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': 'create-order-77' };
    const first = await postSession(sessionBody({ merchantReference: 'order-77' }), headers);
    const countsAfterFirst = await countRows(t.db);
    const replay = await postSession(sessionBody({ merchantReference: 'order-77' }), headers);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(t.db)).toEqual(countsAfterFirst);

    const reused = await postSession(sessionBody({ merchantReference: 'order-78' }), headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countRows(t.db)).toEqual(countsAfterFirst);
  });

  it('lets a corrected retry reuse the key of a request that failed validation', async () => {
    const headers = { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': 'create-order-79' };
    const invalid = await postSession(sessionBody({ amount: { value: -5, currency: 'EUR' } }), headers);
    expect(invalid.statusCode).toBe(400);
    const corrected = await postSession(sessionBody(), headers);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses an Idempotency-Key with control characters', async () => {
    const response = await postSession(sessionBody(), { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': 'a b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_IDEMPOTENCY_KEY' });
  });

  it('is not callable from a browser: no CORS headers, no preflight', async () => {
    const response = await postSession(sessionBody());
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.provider.inject({
      method: 'OPTIONS',
      url: '/v1/payment-sessions',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON with a request id', async () => {
    const response = await t.provider.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No route GET /nowhere', fields: [] });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
