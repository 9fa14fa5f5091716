import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import {
  PROVIDER_ORIGIN,
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
} from '../../helpers';

const t = useTestSandbox();

async function sessionWithCard(number: string, sessionOverrides: Record<string, unknown> = {}) {
  const session = await createSession(t.provider, sessionOverrides);
  const { tokens } = await tokenize(t.vault, session, card(number));
  return { session, tokens };
}

describe('authorize and settlement', () => {
  it('accepts 4242… with 202, shows authorizeRequested, then authorizeSuccessful after the delay', async () => {
    const { session, tokens } = await sessionWithCard('4242424242424242');
    const requestedAt = t.clock.now.toISOString();
    const response = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ links: { execution: `${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}` } });

    const pending = await getExecution(t.provider, session);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      id: session.execution.id,
      merchantReference: 'order-1',
      status: [{ code: 'authorizeRequested', time: requestedAt }],
      links: {
        self: `${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}`,
        execution: `${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}`,
        authorize: `${PROVIDER_ORIGIN}/v1/executions/${session.execution.id}/authorize`,
      },
      workflow: { code: 'payment' },
      amount: { value: 800, currency: 'EUR' },
      paymentMethod: { paymentMethodCode: 'card', network: 'visa', bin: '42424242', lastFour: '4242' },
      // The session's methods; this holder has stored nothing.
      paymentCompositionOptions: session.paymentMethods.map(({ paymentMethodCode }) => ({ paymentMethodCode, paymentInstruments: [] })),
    });

    t.clock.advance(SETTLE_DELAY_MS - 1);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested']);
    t.clock.advance(1);
    const settled = await getExecution(t.provider, session);
    expect(statusCodes(settled)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    expect(settled.json().errors).toBeUndefined();
    expect(settled.json().finalState).toEqual({ code: 'authorizeSuccessful' });
    expect(settled.headers['access-control-allow-origin']).toBe('*');
  });

  it('declines 4000…0002 with errors[0].reason.result "Card declined"', async () => {
    const { session, tokens } = await sessionWithCard('4000000000000002');
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
    expect((await getExecution(t.provider, session)).json().errors).toBeUndefined();
    t.clock.advance(SETTLE_DELAY_MS);
    const settled = await getExecution(t.provider, session);
    expect(statusCodes(settled)).toEqual(['authorizeRequested', 'authorizeFailed']);
    expect(settled.json().errors).toEqual([{ code: 'declined', reason: { result: 'Card declined' } }]);
    expect(settled.json().finalState).toEqual({ code: 'authorizeFailed', errors: [{ code: 'declined', reason: { result: 'Card declined' } }] });
  });

  it.each([
    ['4000000000009995', 'Insufficient funds'],
    ['4000000000000069', 'Expired card'],
  ])('declines %s with "%s"', async (number, reason) => {
    const { session, tokens } = await sessionWithCard(number);
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    t.clock.advance(SETTLE_DELAY_MS);
    const settled = (await getExecution(t.provider, session)).json();
    expect(settled.errors[0].reason.result).toBe(reason);
  });

  it('applies the outcome exactly once under concurrent reads', async () => {
    const { session, tokens } = await sessionWithCard('5555555555554444');
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    t.clock.advance(SETTLE_DELAY_MS);
    const answers = await Promise.all(Array.from({ length: 12 }, () => getExecution(t.provider, session)));
    for (const answer of answers) expect(statusCodes(answer)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM provider.execution_statuses WHERE execution_id = $1', [
      session.execution.id,
    ]);
    expect(rows[0]?.count).toBe(2);
  });

  it('discards the CVC at authorization and refuses to reuse its token', async () => {
    const { session, tokens } = await sessionWithCard('4242424242424242');
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    const { rows } = await t.db.query<{ security_code_encrypted: string | null }>(
      'SELECT c.security_code_encrypted FROM vault.cards c JOIN vault.tokens k ON k.card_id = c.id WHERE k.token = $1',
      [tokens.card_number],
    );
    expect(rows[0]?.security_code_encrypted).toBeNull();
    const cvcTokens = await t.db.query('SELECT 1 FROM vault.tokens WHERE token = $1', [tokens.security_code]);
    expect(cvcTokens.rows).toHaveLength(0);
  });
});

describe('authorize idempotency', () => {
  it('replays the first answer for the same key and body, with one status entry', async () => {
    const { session, tokens } = await sessionWithCard('4242424242424242');
    const headers = { 'idempotency-key': 'pay-once' };
    const first = await authorizeRequest(t.provider, session, authorizeBody(session, tokens), headers);
    const counts = await countRows(t.db);
    const replay = await authorizeRequest(t.provider, session, authorizeBody(session, tokens), headers);
    expect(replay.statusCode).toBe(202);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(t.db)).toEqual(counts);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested']);

    const changed = await authorizeRequest(t.provider, session, authorizeBody(session, tokens, { meta: { risk: { sessionId: 'x' } } }), headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });

    const second = await authorizeRequest(t.provider, session, authorizeBody(session, tokens), { 'idempotency-key': 'pay-twice' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'ALREADY_AUTHORIZED' });
    expect(await countRows(t.db)).toEqual(counts);
  });

  it('requires an Idempotency-Key', async () => {
    const { session, tokens } = await sessionWithCard('4242424242424242');
    const response = await authorizeRequest(t.provider, session, authorizeBody(session, tokens), {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
  });
});

describe('authorize refusals write nothing', () => {
  let session: PaymentClientSession;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    ({ session, tokens } = await sessionWithCard('4242424242424242', { allowedOrigins: ['https://shop.example'] }));
  });

  async function expectRefusal(payload: unknown, status: number, errorCode: string, fields?: string[], headers?: Record<string, string>) {
    const before = await countRows(t.db);
    const response = await authorizeRequest(t.provider, session, payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(fields ? { errorCode, fields } : { errorCode });
    expect(await countRows(t.db)).toEqual(before);
    const { rows } = await t.db.query('SELECT 1 FROM vault.tokens WHERE token = $1', [tokens.security_code]);
    expect(rows).toHaveLength(1);
  }

  it('answers 422 AMOUNT_MISMATCH when the amount is not the session amount', async () => {
    const amount = { value: 799, currency: 'EUR' };
    await expectRefusal(authorizeBody(session, tokens, { amount }), 422, 'AMOUNT_MISMATCH', ['amount']);
    await expectRefusal(authorizeBody(session, tokens, { amount: { value: 800, currency: 'USD' } }), 422, 'AMOUNT_MISMATCH', ['amount']);
  });

  it('answers 422 AMOUNT_MISMATCH when the composition does not add up', async () => {
    const body = authorizeBody(session, tokens);
    body.paymentComposition[0] = { ...body.paymentComposition[0]!, amount: { value: 100, currency: 'EUR' } };
    await expectRefusal(body, 422, 'AMOUNT_MISMATCH', ['paymentComposition']);
  });

  it('answers 422 INVALID_INSTRUMENT for unknown tokens, tokens of another vault, or swapped fields', async () => {
    const other = await sessionWithCard('4242424242424242');
    await expectRefusal(authorizeBody(session, { ...tokens, card_number: 'tok_unknown' }), 422, 'INVALID_INSTRUMENT', [
      'paymentComposition.0.paymentInstrumentData.cardData.card_number',
    ]);
    await expectRefusal(authorizeBody(session, other.tokens), 422, 'INVALID_INSTRUMENT');
    await expectRefusal(authorizeBody(session, { ...tokens, expiry_month: tokens.expiry_year!, expiry_year: tokens.expiry_month! }), 422, 'INVALID_INSTRUMENT', [
      'paymentComposition.0.paymentInstrumentData.cardData.expiry_month',
      'paymentComposition.0.paymentInstrumentData.cardData.expiry_year',
    ]);
    const stored = authorizeBody(session, tokens);
    stored.paymentComposition[0] = { paymentMethodCode: 'card', integrationType: 'api', amount: session.amount, paymentInstrumentId: 'ins_1' } as never;
    await expectRefusal(stored, 422, 'INVALID_INSTRUMENT', ['paymentComposition.0.paymentInstrumentId']);
  });

  it.each([
    ['a javascript: URL', { success: 'javascript:alert(1)' }, ['returnInfo.success']],
    ['http on a public host', { cancel: 'http://shop.example/cancel' }, ['returnInfo.cancel']],
  ])('answers 422 INVALID_RETURN_URL for %s', async (_label, returnInfo, fields) => {
    await expectRefusal(authorizeBody(session, tokens, { returnInfo }), 422, 'INVALID_RETURN_URL', fields);
  });

  it('answers 422 INVALID_RETURN_URL for a return page off the allowed origins', async () => {
    await expectRefusal(
      authorizeBody(session, tokens, { returnInfo: { success: 'https://shop.example/ok', error: 'https://evil.example/phish' } }),
      422,
      'INVALID_RETURN_URL',
      ['returnInfo.error'],
    );
  });

  it.each([
    ['no body', undefined, ['body']],
    ['an empty composition', { amount: { value: 800, currency: 'EUR' }, paymentComposition: [] }, ['paymentComposition']],
    ['a string amount value', { amount: { value: '800', currency: 'EUR' }, paymentComposition: [] }, ['amount.value', 'paymentComposition']],
    ['an unknown top-level field', { extra: 1 }, ['extra']],
    ['raw card data instead of tokens', 'RAW', ['paymentComposition.0.paymentInstrumentData.cardData.pan']],
    ['an unknown method', 'UNKNOWN_METHOD', ['paymentComposition.0.paymentMethodCode']],
    ['card data sent as a Google Pay token', 'WALLET', ['paymentComposition.0.paymentInstrumentData.cardData', 'paymentComposition.0.paymentInstrumentData']],
    ['neither card data nor an instrument id', 'EMPTY', ['paymentComposition.0.paymentInstrumentData']],
    ['six composition entries', 'SIX', ['paymentComposition']],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, variant, fields) => {
    const base = authorizeBody(session, tokens);
    const item = base.paymentComposition[0]!;
    const payload =
      variant === 'RAW'
        ? { ...base, paymentComposition: [{ ...item, paymentInstrumentData: { cardData: { ...tokens, pan: '4242424242424242' } } }] }
        : variant === 'WALLET' || variant === 'UNKNOWN_METHOD'
          ? { ...base, paymentComposition: [{ ...item, paymentMethodCode: variant === 'WALLET' ? 'googlePay' : 'bitcoin' }] }
          : variant === 'EMPTY'
            ? { ...base, paymentComposition: [{ ...item, paymentInstrumentData: {} }] }
            : variant === 'SIX'
              ? { ...base, paymentComposition: Array.from({ length: 6 }, () => item) }
              : variant === undefined
                ? undefined
                : typeof variant === 'object' && 'paymentComposition' in variant
                  ? variant
                  : { ...base, ...(variant as object) };
    await expectRefusal(payload, 400, 'VALIDATION_FAILED', fields);
  });

  it('answers 401 UNAUTHORIZED for another execution’s token and TOKEN_EXPIRED after 30 minutes', async () => {
    const other = await createSession(t.provider);
    const before = await countRows(t.db);
    const wrong = await t.provider.inject({
      method: 'POST',
      url: `/v1/executions/${session.execution.id}/authorize`,
      headers: { authorization: `Bearer ${other.token}`, 'idempotency-key': 'k1' },
      payload: authorizeBody(session, tokens),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    const vaultToken = await t.provider.inject({
      method: 'GET',
      url: `/v1/executions/${session.execution.id}`,
      headers: { authorization: `Bearer ${session.vaultConfiguration.token}` },
    });
    expect(vaultToken.statusCode).toBe(401);

    t.clock.advance(30 * 60 * 1000);
    try {
      const expired = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
      expect((await getExecution(t.provider, session)).json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    } finally {
      t.clock.advance(-30 * 60 * 1000);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 for a malformed execution id', async () => {
    const response = await t.provider.inject({
      method: 'GET',
      url: '/v1/executions/bad%20id',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['id'] });
  });
});
