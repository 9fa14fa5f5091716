import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { encodeWalletTestToken } from '../../../sandbox/provider/walletTokens';
import {
  PROVIDER_ORIGIN,
  SETTLE_DELAY_MS,
  authorizeRequest,
  callLink,
  countRows,
  createSession,
  getExecution,
  statusCodes,
  useTestSandbox,
} from '../helpers';

const t = useTestSandbox();

function walletBody(session: PaymentClientSession, paymentMethodCode: string, paymentInstrumentData: Record<string, unknown>) {
  return { amount: session.amount, paymentComposition: [{ paymentMethodCode, integrationType: 'api', amount: session.amount, paymentInstrumentData }] };
}

/** Apple Pay hands the SDK `payment.token.paymentData`, an object; the SDK sends it as a JSON string. */
const applePayToken = (testCard: string) => JSON.stringify({ version: 'EC_v1', data: encodeWalletTestToken('applePay', testCard), signature: 'sig', header: {} });

describe('Google Pay', () => {
  it.each([
    ['4242424242424242', 'authorizeSuccessful', undefined],
    ['4000000000000002', 'authorizeFailed', 'Card declined'],
  ])('settles a token for %s as %s', async (testCard, outcome, reason) => {
    const session = await createSession(t.provider);
    const response = await authorizeRequest(t.provider, session, walletBody(session, 'googlePay', { paymentToken: encodeWalletTestToken('googlePay', testCard) }));
    expect(response.statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', outcome]);
    expect(record.paymentMethod).toEqual({ paymentMethodCode: 'googlePay', network: 'visa', bin: testCard.slice(0, 8), lastFour: testCard.slice(-4) });
    expect(record.errors?.[0]?.reason.result).toBe(reason);
  });

  it('asks for a 3-D Secure challenge for the 3DS test card', async () => {
    const session = await createSession(t.provider);
    await authorizeRequest(t.provider, session, walletBody(session, 'googlePay', { paymentToken: encodeWalletTestToken('googlePay', '4000000000003220') }));
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizePending']);
    expect(record.finalState).toEqual({
      code: 'authorizePending',
      response: { links: { redirect: { href: `${PROVIDER_ORIGIN}/3ds/${session.execution.id}`, type: '3ds' } } },
    });
  });

  it('pays with an enabled stored Google Pay instrument', async () => {
    const session = await createSession(t.provider, { holderReference: 'demo-wallets' });
    const enabled = session.storedInstruments.find((instrument) => instrument.paymentMethod === 'googlePay' && instrument.status === 'enabled');
    const body = { amount: session.amount, paymentComposition: [{ paymentMethodCode: 'googlePay', integrationType: 'api', amount: session.amount, paymentInstrumentId: enabled?.id }] };
    expect((await authorizeRequest(t.provider, session, body)).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizeSuccessful']);
  });
});

describe('Apple Pay', () => {
  it('reads the token from paymentData.data and settles it', async () => {
    const session = await createSession(t.provider);
    expect((await authorizeRequest(t.provider, session, walletBody(session, 'applePay', { paymentToken: applePayToken('5555555555554444') }))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    expect(record.paymentMethod).toMatchObject({ paymentMethodCode: 'applePay', network: 'mastercard', lastFour: '4444' });
  });

  it('needs no challenge for the 3DS card: the wallet authenticated the shopper', async () => {
    const session = await createSession(t.provider);
    await authorizeRequest(t.provider, session, walletBody(session, 'applePay', { paymentToken: applePayToken('4000000000003220') }));
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested']);
    t.clock.advance(SETTLE_DELAY_MS);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizeSuccessful']);
  });
});

describe('wallet tokens refused with 422 INVALID_INSTRUMENT, nothing written', () => {
  it.each([
    ['garbage', 'googlePay', 'not a token'],
    ['another wallet', 'googlePay', encodeWalletTestToken('applePay', '4242424242424242')],
    ['a number failing Luhn', 'googlePay', encodeWalletTestToken('googlePay', '4242424242424241')],
    ['base64 of something else', 'googlePay', Buffer.from('{"card":"4242424242424242"}').toString('base64url')],
    ['an Apple Pay envelope without data', 'applePay', JSON.stringify({ version: 'EC_v1' })],
  ])('%s', async (_label, paymentMethodCode, paymentToken) => {
    const session = await createSession(t.provider);
    const before = await countRows(t.db);
    const response = await authorizeRequest(t.provider, session, walletBody(session, paymentMethodCode, { paymentToken }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_INSTRUMENT', fields: ['paymentComposition.0.paymentInstrumentData.paymentToken'] });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('400 when the token is missing', async () => {
    const session = await createSession(t.provider);
    const response = await authorizeRequest(t.provider, session, walletBody(session, 'googlePay', {}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['paymentComposition.0.paymentInstrumentData'] });
  });
});

describe('POST createApplePaySession', () => {
  function sessionRequest(session: PaymentClientSession, overrides: Record<string, unknown> = {}) {
    return {
      integrationType: 'api',
      paymentMethodCode: 'applePay',
      amount: session.amount,
      meta: { sessionURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', clientContext: { host: 'localhost:3000' } },
      ...overrides,
    };
  }

  it('answers an opaque merchant session under data, and stores nothing', async () => {
    const session = await createSession(t.provider);
    const link = session.links.createApplePaySession;
    expect(link).toBe(`${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}/apple-pay-session`);
    const before = await countRows(t.db);
    const response = await callLink(t.provider, session, 'POST', link!, sessionRequest(session));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      epochTimestamp: t.clock.now.getTime(),
      expiresAt: t.clock.now.getTime() + 3_600_000,
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
      merchantIdentifier: expect.stringMatching(/^[0-9A-F]{64}$/),
      domainName: 'localhost:3000',
      displayName: 'Sandbox Merchant',
      signature: expect.any(String),
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    ['a host off the allowed origins', { meta: { sessionURL: 'https://apple.example/start', clientContext: { host: 'evil.example' } } }, 422, 'INVALID_DOMAIN', ['meta.clientContext.host']],
    ['an http sessionURL', { meta: { sessionURL: 'http://apple.example/start', clientContext: { host: 'localhost' } } }, 400, 'VALIDATION_FAILED', ['meta.sessionURL']],
    ['another method', { paymentMethodCode: 'googlePay' }, 400, 'VALIDATION_FAILED', ['paymentMethodCode']],
    ['another amount', { amount: { value: 1, currency: 'EUR' } }, 422, 'AMOUNT_MISMATCH', ['amount']],
  ])('refuses %s', async (_label, overrides, status, errorCode, fields) => {
    const session = await createSession(t.provider);
    const response = await callLink(t.provider, session, 'POST', session.links.createApplePaySession!, sessionRequest(session, overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorCode, fields });
  });

  describe("in the spec's shape (requestUrl, sessionUrl, clientDomain)", () => {
    const specRequest = (session: PaymentClientSession, overrides: Record<string, unknown> = {}) => ({
      integrationType: 'api',
      paymentMethodCode: 'applePay',
      amount: session.amount,
      requestUrl: session.links.createApplePaySession,
      sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      clientDomain: 'localhost:3000',
      ...overrides,
    });

    it('answers the merchant session for the client domain, as for the earlier shape', async () => {
      const session = await createSession(t.provider);
      const response = await callLink(t.provider, session, 'POST', session.links.createApplePaySession!, specRequest(session));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ domainName: 'localhost:3000', merchantSessionIdentifier: expect.stringMatching(/^SSH/) });
    });

    it.each([
      ['a host off the allowed origins', { clientDomain: 'evil.example' }, 422, 'INVALID_DOMAIN', ['clientDomain']],
      ['an http sessionUrl', { sessionUrl: 'http://apple.example/start' }, 400, 'VALIDATION_FAILED', ['sessionUrl']],
      ["another execution's link as requestUrl", { requestUrl: `${PROVIDER_ORIGIN}/v1/executions/exe_other/apple-pay-session` }, 422, 'INVALID_REQUEST_URL', ['requestUrl']],
      ['no requestUrl', { requestUrl: undefined }, 400, 'VALIDATION_FAILED', ['requestUrl']],
      ['both shapes at once', { meta: { sessionURL: 'https://apple.example/start', clientContext: { host: 'localhost' } } }, 400, 'VALIDATION_FAILED', []],
    ])('refuses %s', async (_label, overrides, status, errorCode, fields) => {
      const session = await createSession(t.provider);
      const response = await callLink(t.provider, session, 'POST', session.links.createApplePaySession!, specRequest(session, overrides));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ errorCode });
      if (fields.length > 0) expect(response.json()).toMatchObject({ fields });
    });
  });

  it('refuses a session that does not offer Apple Pay', async () => {
    const session = await createSession(t.provider, { paymentMethods: ['card'] });
    const response = await callLink(t.provider, session, 'POST', session.links.createApplePaySession!, sessionRequest(session));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_NOT_OFFERED', fields: ['paymentMethodCode'] });
  });
});
