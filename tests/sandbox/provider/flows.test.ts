import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { encodeWalletTestToken } from '../../../sandbox/provider/walletTokens';
import {
  authorizationsRequest,
  SETTLE_DELAY_MS,
  authorizeBody,
  authorizeRequest,
  card,
  countRows,
  createSession,
  getExecution,
  statusCodes,
  tokenize,
  useTestSandbox,
} from '../helpers';

const t = useTestSandbox();

describe('pending-then-success card 4000000000000077', () => {
  it('stays authorizeRequested for the first 3 reads after the request, then authorizeSuccessful', async () => {
    const session = await createSession(t.provider);
    const { tokens } = await tokenize(t.vault, session, card('4000000000000077'));
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    // Time alone does not settle it: only reads do.
    t.clock.advance(SETTLE_DELAY_MS * 10);
    for (let read = 1; read <= 3; read += 1) expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested']);
    const fourth = (await getExecution(t.provider, session)).json();
    expect(fourth.status).toEqual([
      { code: 'authorizeRequested', time: expect.any(String) },
      { code: 'authorizeSuccessful', time: t.clock.now.toISOString() },
    ]);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizeSuccessful']);
  });

  it('does not count reads answered by a simulated fault, nor the merchant listing', async () => {
    const session = await createSession(t.provider, { simulate: { executionFaults: [503] } });
    await authorizeRequest(t.provider, session, { amount: session.amount, paymentComposition: [{ paymentMethodCode: 'googlePay', integrationType: 'api', amount: session.amount, paymentInstrumentData: { paymentToken: encodeWalletTestToken('googlePay', '4000000000000077') } }] });
    expect((await getExecution(t.provider, session)).statusCode).toBe(503);
    await authorizationsRequest(t.provider, session.execution.id);
    for (let read = 1; read <= 3; read += 1) expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested']);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizeSuccessful']);
  });
});

describe('bank account', () => {
  function bankBody(session: PaymentClientSession, instrumentData: Record<string, unknown>) {
    return {
      amount: session.amount,
      paymentComposition: [{ paymentMethodCode: 'bankAccount', integrationType: 'api', amount: session.amount, paymentInstrumentData: { instrumentData } }],
    };
  }
  const individual = { holderType: 'individual', holderName: 'Ada Lovelace', iban: 'DE89370400440532013000', accountType: 'checking' };

  it.each([
    ['an individual', individual],
    ['a company with its registration number', { ...individual, holderType: 'company', companyRegistrationNumber: 'HRB-12345' }],
    // As the form counts it: two characters typed, a space among them.
    ['a holder name of two characters as typed', { ...individual, holderName: ' A' }],
  ])('authorizes %s after the settle delay', async (_label, data) => {
    const session = await createSession(t.provider);
    expect((await authorizeRequest(t.provider, session, bankBody(session, data))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    expect(record.paymentMethod).toEqual({ paymentMethodCode: 'bankAccount' });
  });

  it.each([
    ['a company without registration number', { ...individual, holderType: 'company' }, 'companyRegistrationNumber'],
    ['an individual with a registration number', { ...individual, companyRegistrationNumber: 'HRB-12345' }, 'companyRegistrationNumber'],
    ['an IBAN with wrong check digits', { ...individual, iban: 'DE88370400440532013000' }, 'iban'],
    ['an IBAN with spaces', { ...individual, iban: 'DE89 3704 0044 0532 0130 00' }, 'iban'],
    ['an unknown holder type', { ...individual, holderType: 'trust' }, 'holderType'],
    ['a blank holder name', { ...individual, holderName: '   ' }, 'holderName'],
  ])('answers 400 for %s, naming the field, and writes nothing', async (_label, data, field) => {
    const session = await createSession(t.provider);
    const before = await countRows(t.db);
    const response = await authorizeRequest(t.provider, session, bankBody(session, data));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: [`paymentComposition.0.paymentInstrumentData.instrumentData.${field}`] });
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('payment composition', () => {
  it('splits an amount over several cards; the first decline wins', async () => {
    const session = await createSession(t.provider);
    const good = await tokenize(t.vault, session, card('4242424242424242'));
    const bad = await tokenize(t.vault, session, card('4000000000009995'));
    const half = { value: 400, currency: 'EUR' };
    const item = (tokens: Record<string, string>) => ({ paymentMethodCode: 'card', integrationType: 'api', amount: half, paymentInstrumentData: { cardData: tokens } });
    expect((await authorizeRequest(t.provider, session, { amount: session.amount, paymentComposition: [item(good.tokens), item(bad.tokens)] })).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await getExecution(t.provider, session)).json().errors).toEqual([{ code: 'declined', reason: { result: 'Insufficient funds' } }]);
  });

  it('refuses to combine another method with a card (400)', async () => {
    const session = await createSession(t.provider);
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    const half = { value: 400, currency: 'EUR' };
    const response = await authorizeRequest(t.provider, session, {
      amount: session.amount,
      paymentComposition: [
        { paymentMethodCode: 'card', integrationType: 'api', amount: half, paymentInstrumentData: { cardData: tokens } },
        { paymentMethodCode: 'pix', integrationType: 'redirect', amount: half },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['paymentComposition'] });
  });
});

describe('GET /v1/payment-sessions/:executionId/authorizations', () => {
  it('lists no authorization before authorize, then exactly one however often authorize is retried', async () => {
    const session = await createSession(t.provider);
    expect((await authorizationsRequest(t.provider, session.execution.id)).json()).toEqual({ authorizations: [] });
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    const requestedAt = t.clock.now.toISOString();
    const headers = { 'idempotency-key': 'retry-me' };
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens), headers);
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens), headers);
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    expect((await authorizationsRequest(t.provider, session.execution.id)).json()).toEqual({
      authorizations: [{ executionId: session.execution.id, paymentMethodCode: 'card', outcome: 'authorizeRequested', requestedAt, voidedAt: null }],
    });
    t.clock.advance(SETTLE_DELAY_MS);
    expect((await authorizationsRequest(t.provider, session.execution.id)).json().authorizations[0].outcome).toBe('authorizeSuccessful');
  });

  it('shows a pending method as authorizePending', async () => {
    const session = await createSession(t.provider);
    await authorizeRequest(t.provider, session, { amount: session.amount, paymentComposition: [{ paymentMethodCode: 'modo', integrationType: 'redirect', amount: session.amount }] });
    expect((await authorizationsRequest(t.provider, session.execution.id)).json().authorizations).toEqual([
      expect.objectContaining({ paymentMethodCode: 'modo', outcome: 'authorizePending' }),
    ]);
  });

  it('needs the merchant secret key, is not open to browsers, and 404s an unknown execution', async () => {
    const session = await createSession(t.provider);
    const withSessionToken = await authorizationsRequest(t.provider, session.execution.id, { authorization: `Bearer ${session.token}` });
    expect(withSessionToken.statusCode).toBe(401);
    expect(withSessionToken.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.provider.inject({
      method: 'OPTIONS',
      url: `/v1/payment-sessions/${session.execution.id}/authorizations`,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect((await authorizationsRequest(t.provider, 'exe_unknown')).statusCode).toBe(404);
  });
});
