import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { nulCharacterPaths } from '../../../sandbox/http/nulCharacters';
import {
  MERCHANT_KEY,
  authorizeBody,
  authorizeRequest,
  callLink,
  card,
  countRows,
  createSession,
  recordsRequest,
  sessionBody,
  tokenize,
  tokenizeRequest,
  useTestSandbox,
} from '../helpers';

// Postgres text cannot hold U+0000: such input must be a 400 naming the strings, never a 500.
const NUL = '\u0000';

const t = useTestSandbox();

/** Sends the request and checks the refusal: 400, the named fields, and not one row written. */
async function expectNulRefusal(send: () => Promise<LightMyRequestResponse>, fields: string[]): Promise<void> {
  const before = await countRows(t.db);
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ errorCode: 'VALIDATION_FAILED', message: expect.stringContaining('U+0000'), fields });
  expect(await countRows(t.db)).toEqual(before);
}

function createSessionRequest(payload: unknown) {
  return t.provider.inject({ method: 'POST', url: '/v1/payment-sessions', headers: { authorization: `Bearer ${MERCHANT_KEY}` }, payload: payload as Record<string, unknown> });
}

describe('nulCharacterPaths', () => {
  it('names every string value and object key holding U+0000, at any depth', () => {
    expect(nulCharacterPaths({ a: `x${NUL}`, b: [1, 'ok', `${NUL}`], c: { [`k${NUL}`]: 'v', d: null } })).toEqual([['a'], ['b', '2'], ['c', `k${NUL}`]]);
    expect(nulCharacterPaths(NUL)).toEqual([[]]);
    expect(nulCharacterPaths({ a: 'plain', b: [true, 0, null] })).toEqual([]);
  });
});

describe('U+0000 in a body is a 400 VALIDATION_FAILED that writes nothing', () => {
  it('POST /v1/payment-sessions: merchantReference and holderReference', async () => {
    await expectNulRefusal(() => createSessionRequest(sessionBody({ merchantReference: `a${NUL}b` })), ['merchantReference']);
    await expectNulRefusal(
      () => createSessionRequest(sessionBody({ merchantReference: `${NUL}`, holderReference: `holder${NUL}` })),
      ['merchantReference', 'holderReference'],
    );
  });

  it('POST /v1/payment-sessions: names the string as well as the schema problems of the same body', async () => {
    await expectNulRefusal(() => createSessionRequest(sessionBody({ merchantReference: `a${NUL}b`, amount: { value: -1, currency: 'EUR' } })), [
      'merchantReference',
      'amount.value',
    ]);
  });

  describe('with a session', () => {
    let session: PaymentClientSession;
    beforeAll(async () => {
      session = await createSession(t.provider, { holderReference: `nul-holder-${Math.random()}` });
    });

    it('POST authorize: a card token, and a key of the free-form meta object', async () => {
      const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
      await expectNulRefusal(
        () => authorizeRequest(t.provider, session, authorizeBody(session, { ...tokens, card_number: `tok_${NUL}` })),
        ['paymentComposition.0.paymentInstrumentData.cardData.card_number'],
      );
      await expectNulRefusal(
        () => authorizeRequest(t.provider, session, authorizeBody(session, tokens, { meta: { [`risk${NUL}`]: {} } })),
        [`meta.risk${NUL}`],
      );
      // The card was not used: its CVC is still there and the same tokens authorize.
      expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
    });

    it('POST /v1/instruments: merchantReference', async () => {
      const { tokens } = await tokenize(t.vault, session, card('5555555555554444'));
      const link = session.vaultConfiguration.links.saveInstrument ?? '';
      await expectNulRefusal(
        () => callLink(t.provider, session, 'POST', link, { data: { cardData: tokens }, paymentMethod: 'card', merchantReference: `order${NUL}` }),
        ['merchantReference'],
      );
    });

    it('PATCH /v1/instruments/:instrumentId: displayName', async () => {
      const { tokens } = await tokenize(t.vault, session, card('378282246310005'));
      const saved = await callLink(t.provider, session, 'POST', session.vaultConfiguration.links.saveInstrument ?? '', { data: { cardData: tokens }, paymentMethod: 'card' });
      expect(saved.statusCode).toBe(201);
      const link = (session.links.instrumentUpdate ?? '').replace(':instrumentId', saved.json().id);
      await expectNulRefusal(() => callLink(t.provider, session, 'PATCH', link, { displayName: `My card${NUL}` }), ['displayName']);
      const { rows } = await t.db.query<{ display_name: string }>('SELECT display_name FROM provider.instruments WHERE id = $1', [saved.json().id]);
      expect(rows[0]?.display_name).toBe('Amex •••• 0005');
    });

    it('vault tokenize and records', async () => {
      await expectNulRefusal(() => tokenizeRequest(t.vault, session, card('4242424242424242', { cardholder_name: `Ada${NUL}` })), ['cardholder_name']);
      await expectNulRefusal(
        () => recordsRequest(t.vault, session, { records: [{ table: 'customers', fields: { email: `ada${NUL}@example.org`, city: 'London' } }], tokens: true }),
        ['records.0.fields.email'],
      );
    });
  });
});

describe('U+0000 in a path or query is a 400 VALIDATION_FAILED', () => {
  it('names the route parameter', async () => {
    const session = await createSession(t.provider);
    await expectNulRefusal(
      () => t.provider.inject({ method: 'GET', url: '/v1/executions/exe_%00', headers: { authorization: `Bearer ${session.token}` } }),
      ['id'],
    );
    await expectNulRefusal(
      () => t.provider.inject({ method: 'GET', url: '/v1/payment-sessions/exe_%00/authorizations', headers: { authorization: `Bearer ${MERCHANT_KEY}` } }),
      ['executionId'],
    );
  });

  it('names the query parameter', async () => {
    await expectNulRefusal(() => t.vault.inject({ method: 'GET', url: '/frame/card-form.html?vault=vlt_%00' }), ['vault']);
  });
});
