import { describe, expect, it } from 'vitest';
import { paymentClientSessionSchema } from '../../../../headless/core/session/sessionSchema';
import {
  MERCHANT_KEY,
  PROVIDER_ORIGIN,
  SETTLE_DELAY_MS,
  START_TIME,
  authorizeBody,
  authorizeRequest,
  card,
  countRows,
  createSession,
  getExecution,
  sessionBody,
  statusCodes,
  tokenize,
  useTestSandbox,
} from '../../helpers';

const t = useTestSandbox();

function postSession(payload: unknown) {
  return t.provider.inject({ method: 'POST', url: '/v1/payment-sessions', headers: { authorization: `Bearer ${MERCHANT_KEY}` }, payload: payload as Record<string, unknown> });
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat: number; exp: number };

describe('session paymentMethods', () => {
  it('gives every method its clientConfig, in the default order', async () => {
    const session = await createSession(t.provider);
    const configs = Object.fromEntries(session.paymentMethods.map((method) => [method.paymentMethodCode, method.clientConfig]));
    expect(configs.payPal).toEqual({
      integrationType: 'api',
      clientId: 'sb-sandbox',
      captureMode: 'Instant',
      integrationMode: 'standard',
      scriptUrl: `${PROVIDER_ORIGIN}/wallets/paypal.js`,
    });
    expect(configs.googlePay).toEqual({
      integrationType: 'api',
      environment: 'TEST',
      merchantId: 'SANDBOX-MERCHANT-0001',
      merchantName: 'Sandbox Merchant',
      gateway: 'sandbox',
      gatewayMerchantId: 'sandbox-gateway-merchant',
      allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      scriptUrl: `${PROVIDER_ORIGIN}/wallets/google-pay.js`,
    });
    expect(configs.applePay).toEqual({
      integrationType: 'api',
      merchantIdentifier: 'merchant.test.sandbox',
      displayName: 'Sandbox Merchant',
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      countryCode: 'US',
      scriptUrl: `${PROVIDER_ORIGIN}/wallets/apple-pay.js`,
    });
    expect(configs.genericRedirect).toEqual({ integrationType: 'redirect', flow: 'redirect' });
    expect(configs.pix).toEqual({ integrationType: 'redirect', flow: 'polling' });
    expect(configs.modo).toEqual({ integrationType: 'redirect', flow: 'polling' });
    expect(configs.bankAccount).toMatchObject({ integrationType: 'api', flow: 'form' });
  });

  it('describes the bank account form: enums, x-position per field, a company-only field, a remote $ref', async () => {
    const session = await createSession(t.provider);
    const schema = session.paymentMethods.find((method) => method.paymentMethodCode === 'bankAccount')?.clientConfig?.instrumentDataSchema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
      if: { properties: { holderType: { const: string } } };
      then: { properties: Record<string, Record<string, unknown>>; required: string[] };
    };
    expect(schema.properties.holderType).toMatchObject({ type: 'string', enum: ['individual', 'company'] });
    expect(schema.properties.accountType).toMatchObject({ type: 'string', enum: ['checking', 'savings'] });
    expect(schema.properties.iban).toMatchObject({ $ref: `${PROVIDER_ORIGIN}/v1/schemas/bank-account-iban.json` });
    expect(schema.if.properties.holderType.const).toBe('company');
    expect(schema.then.required).toEqual(['companyRegistrationNumber']);
    expect(Object.keys(schema.properties)).not.toContain('companyRegistrationNumber');
    const positions = [...Object.values(schema.properties), ...Object.values(schema.then.properties)].map((field) => field['x-position']);
    expect([...positions].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('serves the referenced IBAN schema publicly, with CORS', async () => {
    const response = await t.provider.inject({ method: 'GET', url: '/v1/schemas/bank-account-iban.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const schema = response.json() as { type: string; pattern: string; $id: string };
    expect(schema.type).toBe('string');
    expect(schema.$id).toBe(`${PROVIDER_ORIGIN}/v1/schemas/bank-account-iban.json`);
    const pattern = new RegExp(schema.pattern);
    expect(pattern.test('DE89370400440532013000')).toBe(true);
    expect(pattern.test('de89 3704')).toBe(false);
  });

  it('offers only the methods asked for, in that order, and refuses the others on authorize', async () => {
    const session = await createSession(t.provider, { paymentMethods: ['pix', 'card'] });
    expect(session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['pix', 'card']);
    expect(paymentClientSessionSchema.safeParse(session).success).toBe(true);

    const before = await countRows(t.db);
    const modo = await authorizeRequest(t.provider, session, {
      amount: session.amount,
      paymentComposition: [{ paymentMethodCode: 'modo', integrationType: 'redirect', amount: session.amount }],
    });
    expect(modo.statusCode).toBe(422);
    expect(modo.json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_NOT_OFFERED', fields: ['paymentComposition.0.paymentMethodCode'] });
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('tokenTtlSeconds', () => {
  it('sets the lifetime of both tokens; the session token is refused once it has passed', async () => {
    const session = await createSession(t.provider, { tokenTtlSeconds: 5 });
    const iat = START_TIME.getTime() / 1000;
    expect(claimsOf(session.token)).toMatchObject({ iat, exp: iat + 5 });
    expect(claimsOf(session.vaultConfiguration.token)).toMatchObject({ exp: iat + 5 });
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));

    t.clock.advance(5000);
    try {
      const expired = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    } finally {
      t.clock.advance(-5000);
    }
  });

  it('defaults to 30 minutes', async () => {
    const session = await createSession(t.provider);
    const { iat, exp } = claimsOf(session.token);
    expect(exp - iat).toBe(1800);
  });
});

describe('simulate.executionFaults', () => {
  it('answers the listed statuses on the next reads, in order and once each, then the execution', async () => {
    const session = await createSession(t.provider, { simulate: { executionFaults: [503, 429, 500] } });
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);

    const first = await getExecution(t.provider, session);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    const second = await getExecution(t.provider, session);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.headers['access-control-allow-origin']).toBe('*');
    const third = await getExecution(t.provider, session);
    expect(third.statusCode).toBe(500);
    expect(third.json()).toMatchObject({ errorCode: 'INTERNAL_ERROR' });

    const fourth = await getExecution(t.provider, session);
    expect(fourth.statusCode).toBe(200);
    expect(statusCodes(fourth)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
  });

  it('is not consumed by a request with a wrong token', async () => {
    const session = await createSession(t.provider, { simulate: { executionFaults: [500] } });
    const other = await createSession(t.provider);
    const wrong = await t.provider.inject({ method: 'GET', url: `/v1/executions/${session.execution.id}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(wrong.statusCode).toBe(401);
    expect((await getExecution(t.provider, session)).statusCode).toBe(500);
    expect((await getExecution(t.provider, session)).statusCode).toBe(200);
  });
});

describe('session options refused with 400, nothing written', () => {
  it.each([
    ['an unknown method', { paymentMethods: ['card', 'bitcoin'] }, ['paymentMethods.1']],
    ['a method twice', { paymentMethods: ['card', 'card'] }, ['paymentMethods']],
    ['no methods', { paymentMethods: [] }, ['paymentMethods']],
    ['a TTL below 5 s', { tokenTtlSeconds: 4 }, ['tokenTtlSeconds']],
    ['a TTL above an hour', { tokenTtlSeconds: 3601 }, ['tokenTtlSeconds']],
    ['a fractional TTL', { tokenTtlSeconds: 10.5 }, ['tokenTtlSeconds']],
    ['an unsupported fault status', { simulate: { executionFaults: [404] } }, ['simulate.executionFaults.0']],
    ['an unknown simulation', { simulate: { slowNetwork: true } }, ['simulate.slowNetwork']],
  ])('%s', async (_label, overrides, fields) => {
    const before = await countRows(t.db);
    const response = await postSession(sessionBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields });
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('demo-wallets holder', () => {
  it('starts with one enabled and one disabled PayPal and Google Pay instrument, newest first', async () => {
    const session = await createSession(t.provider, { holderReference: 'demo-wallets' });
    const instruments = session.storedInstruments.map(({ paymentMethod, status, displayName }) => ({ paymentMethod, status, displayName }));
    expect(instruments).toEqual([
      { paymentMethod: 'payPal', status: 'enabled', displayName: 'PayPal buyer@example.com' },
      { paymentMethod: 'googlePay', status: 'enabled', displayName: 'Visa •••• 1111' },
      { paymentMethod: 'payPal', status: 'disabled', displayName: 'PayPal old-buyer@example.com' },
      { paymentMethod: 'googlePay', status: 'disabled', displayName: 'Mastercard •••• 4444' },
    ]);
    for (const instrument of session.storedInstruments) expect(instrument.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(session.storedInstruments[1]?.data).toEqual({ network: 'visa', bin: '41111111', binLookup: { issuerCountry: { code: 'US' } } });

    // Seeded once: the next session of the same holder lists the same instruments, not twice as many.
    const again = await createSession(t.provider, { holderReference: 'demo-wallets' });
    expect(again.storedInstruments.map((instrument) => instrument.id)).toEqual(session.storedInstruments.map((instrument) => instrument.id));
  });

  it('gives other holders no instruments', async () => {
    expect((await createSession(t.provider, { holderReference: 'someone-else' })).storedInstruments).toEqual([]);
  });
});
