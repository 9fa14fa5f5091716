import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import {
  PROVIDER_ORIGIN,
  SETTLE_DELAY_MS,
  authorizeBody,
  authorizeRequest,
  callLink,
  card,
  countRows,
  createSession,
  getExecution,
  statusCodes,
  tokenize,
  useTestSandbox,
} from '../helpers';

const t = useTestSandbox();

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function saveLink(session: PaymentClientSession): string {
  const link = session.vaultConfiguration.links.saveInstrument;
  if (!link) throw new Error('no saveInstrument link');
  return link;
}

function instrumentLink(session: PaymentClientSession, kind: 'instrumentUpdate' | 'instrumentDelete', id: string): string {
  const link = session.links[kind];
  if (!link) throw new Error(`no ${kind} link`);
  return link.replace(':instrumentId', id);
}

async function savePayload(session: PaymentClientSession, number: string, overrides: Record<string, unknown> = {}) {
  const { tokens } = await tokenize(t.vault, session, card(number));
  return {
    data: { cardData: tokens },
    merchantReference: session.execution.merchantReference,
    holderReference: session.holderReference,
    holderId: session.holderId,
    paymentMethod: 'card',
    storeInstrument: true,
    encryptedData: 'opaque',
    vaultProviderConfigId: session.vaultConfiguration.providerConfigId,
    ...overrides,
  };
}

async function saveCard(session: PaymentClientSession, number: string): Promise<{ id: string }> {
  const response = await callLink(t.provider, session, 'POST', saveLink(session), await savePayload(session, number));
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function instrumentRow(id: string) {
  const { rows } = await t.db.query('SELECT status, display_name, updated_at FROM provider.instruments WHERE id = $1', [id]);
  return rows[0];
}

describe('POST saveInstrument', () => {
  it('stores the card as an enabled instrument of the holder, keeps no CVC, and lists it in the next session', async () => {
    const session = await createSession(t.provider, { holderReference: 'saver-1' });
    const payload = await savePayload(session, '5555555555554444');
    const response = await callLink(t.provider, session, 'POST', saveLink(session), payload);
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      id: expect.stringMatching(UUID_V4),
      displayName: 'Mastercard •••• 4444',
      paymentMethod: 'card',
      status: 'enabled',
      data: { network: 'mastercard', bin: '55555555', binLookup: { issuerCountry: { code: 'US' } } },
    });
    const cvc = await t.db.query('SELECT 1 FROM vault.tokens WHERE token = $1', [payload.data.cardData.security_code]);
    expect(cvc.rows).toHaveLength(0);
    const { rows } = await t.db.query<{ future_usage: string }>('SELECT future_usage FROM provider.instruments WHERE id = $1', [saved.id]);
    expect(rows[0]?.future_usage).toBe('CardOnFile');

    const second = await saveCard(session, '4000027600000009');
    const next = await createSession(t.provider, { holderReference: 'saver-1' });
    expect(next.storedInstruments.map((instrument) => instrument.id)).toEqual([second.id, saved.id]);
    expect(next.storedInstruments[0]?.data?.binLookup?.issuerCountry?.code).toBe('DE');
    expect((await createSession(t.provider, { holderReference: 'saver-2' })).storedInstruments).toEqual([]);
  });

  it('replays a repeated key and refuses the key for another card', async () => {
    const session = await createSession(t.provider, { holderReference: 'saver-3' });
    const payload = await savePayload(session, '4242424242424242');
    const headers = { 'idempotency-key': 'save-once' };
    const first = await callLink(t.provider, session, 'POST', saveLink(session), payload, headers);
    const counts = await countRows(t.db);
    const replay = await callLink(t.provider, session, 'POST', saveLink(session), payload, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(t.db)).toEqual(counts);
    const other = await callLink(t.provider, session, 'POST', saveLink(session), { ...payload, merchantReference: 'other' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countRows(t.db)).toEqual(counts);
  });

  describe('refusals write nothing', () => {
    let session: PaymentClientSession;
    beforeAll(async () => {
      session = await createSession(t.provider, { holderReference: 'saver-4' });
    });

    async function expectRefusal(payload: unknown, status: number, errorCode: string, fields?: string[]) {
      const before = await countRows(t.db);
      const response = await callLink(t.provider, session, 'POST', saveLink(session), payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject(fields ? { errorCode, fields } : { errorCode });
      expect(await countRows(t.db)).toEqual(before);
    }

    it.each([
      ['raw card data', { data: { cardData: { card_number: '4242424242424242', pan: 'x' } } }, ['data.cardData.expiry_month', 'data.cardData.expiry_year', 'data.cardData.security_code', 'data.cardData.pan']],
      ['another payment method', { paymentMethod: 'payPal' }, ['paymentMethod']],
      ['an unknown futureUsage', { futureUsage: 'Forever' }, ['futureUsage']],
      ['an unknown field', { nickname: 'x' }, ['nickname']],
    ])('400 for %s', async (_label, overrides, fields) => {
      await expectRefusal(await savePayload(session, '4242424242424242', overrides), 400, 'VALIDATION_FAILED', fields);
    });

    it('422 HOLDER_MISMATCH for another holder, INVALID_VAULT_PROVIDER_CONFIG for another vault config', async () => {
      await expectRefusal(await savePayload(session, '4242424242424242', { holderId: 'hld_someoneelse' }), 422, 'HOLDER_MISMATCH', ['holderId']);
      await expectRefusal(await savePayload(session, '4242424242424242', { holderReference: 'saver-5' }), 422, 'HOLDER_MISMATCH', ['holderReference']);
      await expectRefusal(await savePayload(session, '4242424242424242', { vaultProviderConfigId: 'other' }), 422, 'INVALID_VAULT_PROVIDER_CONFIG', [
        'vaultProviderConfigId',
      ]);
    });

    it("422 INVALID_INSTRUMENT for another session's tokens", async () => {
      const other = await createSession(t.provider);
      await expectRefusal({ ...(await savePayload(other, '4242424242424242')), holderReference: 'saver-4', holderId: session.holderId }, 422, 'INVALID_INSTRUMENT');
    });

    it('401 without a session token', async () => {
      const payload = await savePayload(session, '4242424242424242');
      const before = await countRows(t.db);
      const response = await t.provider.inject({ method: 'POST', url: '/v1/instruments', payload });
      expect(response.statusCode).toBe(401);
      expect(await countRows(t.db)).toEqual(before);
    });
  });
});

describe('PATCH instrumentUpdate and DELETE instrumentDelete', () => {
  it('renames and disables; a disabled instrument stays listed, with its status', async () => {
    const session = await createSession(t.provider, { holderReference: 'editor-1' });
    const { id } = await saveCard(session, '4242424242424242');
    const renamed = await callLink(t.provider, session, 'PATCH', instrumentLink(session, 'instrumentUpdate', id), { displayName: 'Work card' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, displayName: 'Work card', status: 'enabled' });
    const disabled = await callLink(t.provider, session, 'PATCH', instrumentLink(session, 'instrumentUpdate', id), { status: 'disabled' });
    expect(disabled.json()).toMatchObject({ id, displayName: 'Work card', status: 'disabled' });
    const next = await createSession(t.provider, { holderReference: 'editor-1' });
    expect(next.storedInstruments).toEqual([expect.objectContaining({ id, status: 'disabled', displayName: 'Work card' })]);
  });

  it('deletes with 204: not listed anymore, a second delete is 404, a replay is 204 again', async () => {
    const session = await createSession(t.provider, { holderReference: 'editor-2' });
    const { id } = await saveCard(session, '4242424242424242');
    const link = instrumentLink(session, 'instrumentDelete', id);
    const headers = { 'idempotency-key': 'delete-1' };
    const deleted = await callLink(t.provider, session, 'DELETE', link, undefined, headers);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await instrumentRow(id))?.status).toBe('deleted');
    const replay = await callLink(t.provider, session, 'DELETE', link, undefined, headers);
    expect(replay.statusCode).toBe(204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await callLink(t.provider, session, 'DELETE', link)).statusCode).toBe(404);
    expect((await callLink(t.provider, session, 'PATCH', instrumentLink(session, 'instrumentUpdate', id), { status: 'enabled' })).statusCode).toBe(404);
    expect((await createSession(t.provider, { holderReference: 'editor-2' })).storedInstruments).toEqual([]);
  });

  it("answers 404 for another holder's instrument and changes nothing", async () => {
    const owner = await createSession(t.provider, { holderReference: 'editor-3' });
    const { id } = await saveCard(owner, '4242424242424242');
    const stranger = await createSession(t.provider, { holderReference: 'editor-4' });
    const before = await instrumentRow(id);
    expect((await callLink(t.provider, stranger, 'PATCH', instrumentLink(stranger, 'instrumentUpdate', id), { status: 'disabled' })).statusCode).toBe(404);
    expect((await callLink(t.provider, stranger, 'DELETE', instrumentLink(stranger, 'instrumentDelete', id))).statusCode).toBe(404);
    expect(await instrumentRow(id)).toEqual(before);
  });

  it.each([
    ['an empty body', {}, ['body']],
    ['status deleted', { status: 'deleted' }, ['status']],
    ['an empty name', { displayName: '  ' }, ['displayName']],
    ['only an unknown field', { nickname: 'x' }, ['nickname', 'body']],
  ])('answers 400 for %s and changes nothing', async (_label, payload, fields) => {
    const session = await createSession(t.provider, { holderReference: 'editor-5' });
    const { id } = await saveCard(session, '4242424242424242');
    const before = await instrumentRow(id);
    const response = await callLink(t.provider, session, 'PATCH', instrumentLink(session, 'instrumentUpdate', id), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields });
    expect(await instrumentRow(id)).toEqual(before);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const session = await createSession(t.provider);
    const response = await callLink(t.provider, session, 'DELETE', `${PROVIDER_ORIGIN}/v1/instruments/ins_1`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['instrumentId'] });
  });
});

describe('authorize with storeInstrument and with a stored instrument', () => {
  it('stores the card once the authorization succeeds', async () => {
    const session = await createSession(t.provider, { holderReference: 'payer-1' });
    const { tokens } = await tokenize(t.vault, session, card('378282246310005'));
    const body = authorizeBody(session, tokens);
    body.paymentComposition[0] = { ...body.paymentComposition[0]!, storeInstrument: true } as never;
    expect((await authorizeRequest(t.provider, session, body)).statusCode).toBe(202);
    expect((await createSession(t.provider, { holderReference: 'payer-1' })).storedInstruments).toEqual([]);
    t.clock.advance(SETTLE_DELAY_MS);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    // The execution record lists it at once, under the card option.
    const options = (await getExecution(t.provider, session)).json<{ paymentCompositionOptions: { paymentMethodCode: string; paymentInstruments: unknown[] }[] }>().paymentCompositionOptions;
    expect(options.find((option) => option.paymentMethodCode === 'card')?.paymentInstruments).toEqual([
      expect.objectContaining({ paymentMethod: 'card', status: 'enabled', displayName: 'Amex •••• 0005' }),
    ]);
    const next = await createSession(t.provider, { holderReference: 'payer-1' });
    expect(next.storedInstruments).toEqual([
      expect.objectContaining({ paymentMethod: 'card', status: 'enabled', displayName: 'Amex •••• 0005', data: expect.objectContaining({ network: 'amex', bin: '378282' }) }),
    ]);
  });

  it('does not store a declined card', async () => {
    const session = await createSession(t.provider, { holderReference: 'payer-2' });
    const { tokens } = await tokenize(t.vault, session, card('4000000000000002'));
    const body = authorizeBody(session, tokens);
    body.paymentComposition[0] = { ...body.paymentComposition[0]!, storeInstrument: true } as never;
    await authorizeRequest(t.provider, session, body);
    t.clock.advance(SETTLE_DELAY_MS);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizeFailed']);
    expect((await createSession(t.provider, { holderReference: 'payer-2' })).storedInstruments).toEqual([]);
  });

  function storedBody(session: PaymentClientSession, id: string, paymentMethodCode = 'card') {
    return { amount: session.amount, paymentComposition: [{ paymentMethodCode, integrationType: 'api', amount: session.amount, paymentInstrumentId: id }] };
  }

  it.each([
    ['4242424242424242', 'authorizeSuccessful', undefined],
    ['4000000000009995', 'authorizeFailed', 'Insufficient funds'],
  ])('pays with the stored card %s in a later session: %s', async (number, outcome, reason) => {
    const holderReference = `payer-${number}`;
    const { id } = await saveCard(await createSession(t.provider, { holderReference }), number);
    const session = await createSession(t.provider, { holderReference });
    expect((await authorizeRequest(t.provider, session, storedBody(session, id))).statusCode).toBe(202);
    t.clock.advance(SETTLE_DELAY_MS);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', outcome]);
    expect(record.paymentMethod).toEqual({ paymentMethodCode: 'card', network: 'visa', bin: number.slice(0, 8), lastFour: number.slice(-4) });
    expect(record.errors?.[0]?.reason.result).toBe(reason);
  });

  it('refuses with 422 INVALID_INSTRUMENT a disabled, deleted, foreign, wrong-method or unknown instrument, writing nothing', async () => {
    const owner = await createSession(t.provider, { holderReference: 'payer-3' });
    const disabled = await saveCard(owner, '4242424242424242');
    await callLink(t.provider, owner, 'PATCH', instrumentLink(owner, 'instrumentUpdate', disabled.id), { status: 'disabled' });
    const deleted = await saveCard(owner, '4242424242424242');
    await callLink(t.provider, owner, 'DELETE', instrumentLink(owner, 'instrumentDelete', deleted.id));
    const enabled = await saveCard(owner, '4242424242424242');
    const foreign = await saveCard(await createSession(t.provider, { holderReference: 'payer-4' }), '4242424242424242');

    const session = await createSession(t.provider, { holderReference: 'payer-3' });
    const cases = [
      storedBody(session, disabled.id),
      storedBody(session, deleted.id),
      storedBody(session, foreign.id),
      storedBody(session, enabled.id, 'payPal'),
      storedBody(session, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const body of cases) {
      const before = await countRows(t.db);
      const response = await authorizeRequest(t.provider, session, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_INSTRUMENT', fields: ['paymentComposition.0.paymentInstrumentId'] });
      expect(await countRows(t.db)).toEqual(before);
    }
  });
});
