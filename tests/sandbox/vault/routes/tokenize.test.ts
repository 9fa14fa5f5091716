import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import { card, countRows, createSession, startTestSandbox, tokenize, tokenizeRequest, type TestSandbox } from '../../helpers';

let t: TestSandbox;
let session: PaymentClientSession;
beforeAll(async () => {
  t = await startTestSandbox();
  session = await createSession(t.provider);
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/vaults/:vaultId/tokenize', () => {
  it('stores the card encrypted and answers tokens, BIN, last four and network', async () => {
    const response = await tokenizeRequest(t.vault, session, card('4242 4242 4242 4242', { cardholder_name: 'Ada Lovelace' }));
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { id: string; tokens: Record<string, string>; bin: string; lastFour: string; network: string };
    expect(answer.id).toMatch(/^rec_[A-Za-z0-9]{24}$/);
    expect(Object.keys(answer.tokens).sort()).toEqual(['card_number', 'cardholder_name', 'expiry_month', 'expiry_year', 'security_code']);
    for (const token of Object.values(answer.tokens)) expect(token).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(new Set(Object.values(answer.tokens)).size).toBe(5);
    expect(answer).toMatchObject({ bin: '42424242', lastFour: '4242', network: 'visa' });

    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM vault.cards WHERE id = $1', [answer.id]);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(stored).not.toContain('Ada Lovelace');
    expect(rows[0]).toMatchObject({ vault_id: session.vaultConfiguration.vaultId, bin: '42424242', last_four: '4242', network: 'visa' });
    // Sealed under the current key, whose id it carries.
    expect(String(rows[0]?.security_code_encrypted)).toMatch(/^v2\.key-[0-9]{8}-[0-9a-f]{8}\./);

    const tokens = await t.db.query<{ field: string; vault_id: string }>('SELECT field, vault_id FROM vault.tokens WHERE card_id = $1 ORDER BY field', [answer.id]);
    expect(tokens.rows.map((row) => row.field)).toEqual(['card_number', 'cardholder_name', 'expiry_month', 'expiry_year', 'security_code']);
    expect(new Set(tokens.rows.map((row) => row.vault_id))).toEqual(new Set([session.vaultConfiguration.vaultId]));
  });

  it('reveals a 6-digit BIN for a 15-digit amex and accepts a 4-digit CVC and YYYY year', async () => {
    const answer = await tokenize(t.vault, session, card('378282246310005', { expiry_year: '2031' }));
    expect(answer).toMatchObject({ bin: '378282', lastFour: '0005', network: 'amex' });
    expect(answer.tokens.cardholder_name).toBeUndefined();
  });

  it('sends no CORS headers: only the frame on the vault origin may read the answer', async () => {
    const response = await tokenizeRequest(t.vault, session, card('5555555555554444'), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.vault.inject({
      method: 'OPTIONS',
      url: `/v1/vaults/${session.vaultConfiguration.vaultId}/tokenize`,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });

  it.each([
    ['a Luhn failure', card('4242424242424241'), ['card_number']],
    ['a too-short visa', card('424242424242'), ['card_number']],
    ['an unknown network', card('9999999999999995'), ['card_number']],
    ['month 13', card('4242424242424242', { expiry_month: '13' }), ['expiry_month']],
    ['a one-digit month', card('4242424242424242', { expiry_month: '1' }), ['expiry_month']],
    ['a 3-digit year', card('4242424242424242', { expiry_year: '203' }), ['expiry_year']],
    ['an expired card', card('4242424242424242', { expiry_month: '05', expiry_year: '26' }), ['expiry_year']],
    ['a 4-digit CVC on visa', card('4242424242424242', { security_code: '1234' }), ['security_code']],
    ['a 3-digit CVC on amex', card('378282246310005', { security_code: '123' }), ['security_code']],
    ['an empty CVC', card('4242424242424242', { security_code: '' }), ['security_code']],
    ['a name with digits', card('4242424242424242', { cardholder_name: 'R2D2' }), ['cardholder_name']],
    ['several bad fields', card('4242424242424241', { expiry_month: '00', security_code: 'abc' }), ['card_number', 'expiry_month', 'security_code']],
  ])('answers 422 INVALID_CARD for %s, naming the fields, and stores nothing', async (_label, input, fields) => {
    const before = await countRows(t.db);
    const response = await tokenizeRequest(t.vault, session, input);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errorCode: string; fields: string[]; message: string };
    expect(body.errorCode).toBe('INVALID_CARD');
    expect(body.fields).toEqual(fields);
    expect(body.message).not.toContain(input.card_number.replace(/\s/g, ''));
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    ['a numeric card number', { ...card('4242424242424242'), card_number: 4242424242424242 }, ['card_number']],
    ['a missing CVC', { card_number: '4242424242424242', expiry_month: '12', expiry_year: '30' }, ['security_code']],
    ['an unknown field', { ...card('4242424242424242'), pin: '1234' }, ['pin']],
    ['an array body', ['4242424242424242'], ['body']],
  ])('answers 400 for %s and stores nothing', async (_label, payload, fields) => {
    const before = await countRows(t.db);
    const response = await tokenizeRequest(t.vault, session, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 MALFORMED_JSON for broken JSON', async () => {
    const response = await t.vault.inject({
      method: 'POST',
      url: `/v1/vaults/${session.vaultConfiguration.vaultId}/tokenize`,
      headers: { authorization: `Bearer ${session.vaultConfiguration.token}`, 'content-type': 'application/json' },
      payload: '{"card_number": "4242',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'MALFORMED_JSON' });
  });

  it('refuses a missing token, a token of another vault and the provider session token', async () => {
    const other = await createSession(t.provider);
    const before = await countRows(t.db);
    const url = `/v1/vaults/${session.vaultConfiguration.vaultId}/tokenize`;
    const payload = card('4242424242424242');
    for (const authorization of [undefined, `Bearer ${other.vaultConfiguration.token}`, `Bearer ${session.token}`]) {
      const response = await t.vault.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers TOKEN_EXPIRED once the vault token has expired', async () => {
    const fresh = await createSession(t.provider);
    t.clock.advance(30 * 60 * 1000);
    try {
      const response = await tokenizeRequest(t.vault, fresh, card('4242424242424242'));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    } finally {
      t.clock.advance(-30 * 60 * 1000);
    }
  });

  it('replays a tokenize retried with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'tokenize-1' };
    const first = await tokenizeRequest(t.vault, session, card('4242424242424242'), headers);
    const cards = (await countRows(t.db))['vault.cards'];
    const replay = await tokenizeRequest(t.vault, session, card('4242424242424242'), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await countRows(t.db))['vault.cards']).toBe(cards);
    const reused = await tokenizeRequest(t.vault, session, card('5555555555554444'), headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    const { rows } = await t.db.query<{ fingerprint: string }>('SELECT fingerprint FROM vault.idempotency_keys');
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('stores one card for concurrent retries under one Idempotency-Key, as the frame sends them', async () => {
    const headers = { 'idempotency-key': 'frame-collect-1' };
    const before = (await countRows(t.db))['vault.cards'];
    const answers = await Promise.all([1, 2, 3].map(() => tokenizeRequest(t.vault, session, card('4000056655665556'), headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await countRows(t.db))['vault.cards']).toBe((before ?? 0) + 1);
  });
});
