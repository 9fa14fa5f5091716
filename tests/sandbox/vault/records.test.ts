import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { openRecordField } from '../../../sandbox/vault/recordCipher';
import { CLIENT_METADATA, TABLES, card, countRows, createSession, recordsRequest, startTestSandbox, tokenize, tokenizeRequest, type TestSandbox } from '../helpers';

let t: TestSandbox;
let session: PaymentClientSession;
beforeAll(async () => {
  t = await startTestSandbox();
  session = await createSession(t.provider);
});
afterAll(async () => {
  await t.close();
});

interface RecordsAnswer {
  records: { table: string; skyflowID: string; fields?: Record<string, string> }[];
}

async function storeRecords(payload: unknown, target: PaymentClientSession = session): Promise<RecordsAnswer> {
  const response = await recordsRequest(t.vault, target, payload);
  if (response.statusCode !== 200) throw new Error(`records failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The stored value of a column, decrypted as only the vault can. */
async function storedValue(recordId: string, column: string): Promise<string | undefined> {
  const { rows } = await t.db.query<{ value_encrypted: string }>('SELECT value_encrypted FROM vault.record_fields WHERE record_id = $1 AND column_name = $2', [
    recordId,
    column,
  ]);
  const sealed = rows[0]?.value_encrypted;
  return sealed === undefined ? undefined : openRecordField(t.sandbox.context.keys.recordCipher, recordId, column, sealed);
}

async function tokensOf(recordId: string): Promise<{ token: string; column_name: string; vault_id: string }[]> {
  const { rows } = await t.db.query<{ token: string; column_name: string; vault_id: string }>(
    'SELECT token, column_name, vault_id FROM vault.record_tokens WHERE record_id = $1 ORDER BY column_name',
    [recordId],
  );
  return rows;
}

async function recordIdsWith(table: string, column: string, value: string): Promise<string[]> {
  const { rows } = await t.db.query<{ id: string; value_encrypted: string }>(
    `SELECT r.id, f.value_encrypted FROM vault.records r JOIN vault.record_fields f ON f.record_id = r.id
     WHERE r.vault_id = $1 AND r.table_name = $2 AND f.column_name = $3`,
    [session.vaultConfiguration.vaultId, table, column],
  );
  return rows.filter((row) => openRecordField(t.sandbox.context.keys.recordCipher, row.id, column, row.value_encrypted) === value).map((row) => row.id);
}

describe('POST /v1/vaults/:vaultId/records', () => {
  it('inserts records encrypted and answers a fresh token per field', async () => {
    const response = await recordsRequest(t.vault, session, {
      records: [
        { table: 'persons', fields: { full_name: 'Grace Hopper', email: 'grace@example.org' } },
        { table: 'addresses', fields: { street: '1 Navy Yard Road' } },
      ],
      tokens: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const answer = response.json() as RecordsAnswer;
    expect(answer.records.map((record) => [record.table, Object.keys(record.fields ?? {})])).toEqual([
      ['persons', ['full_name', 'email']],
      ['addresses', ['street']],
    ]);
    const tokens = answer.records.flatMap((record) => Object.values(record.fields ?? {}));
    for (const token of tokens) expect(token).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(new Set(tokens).size).toBe(3);
    for (const record of answer.records) expect(record.skyflowID).toMatch(/^rec_[A-Za-z0-9]{24}$/);
    expect(response.body).not.toMatch(/Grace Hopper|grace@example\.org|Navy Yard/);

    const [person, address] = answer.records;
    if (!person || !address) throw new Error('two records expected');
    const { rows } = await t.db.query<{ vault_id: string; table_name: string }>('SELECT vault_id, table_name FROM vault.records WHERE id = ANY($1) ORDER BY table_name', [
      [person.skyflowID, address.skyflowID],
    ]);
    expect(rows).toEqual([
      { vault_id: session.vaultConfiguration.vaultId, table_name: 'addresses' },
      { vault_id: session.vaultConfiguration.vaultId, table_name: 'persons' },
    ]);
    expect(await storedValue(person.skyflowID, 'full_name')).toBe('Grace Hopper');
    expect(await storedValue(person.skyflowID, 'email')).toBe('grace@example.org');
    expect(await storedValue(address.skyflowID, 'street')).toBe('1 Navy Yard Road');
    expect(await tokensOf(person.skyflowID)).toEqual([
      { token: person.fields?.email, column_name: 'email', vault_id: session.vaultConfiguration.vaultId },
      { token: person.fields?.full_name, column_name: 'full_name', vault_id: session.vaultConfiguration.vaultId },
    ]);
  });

  it('binds each ciphertext to its record and column', async () => {
    const { records } = await storeRecords({ records: [{ table: 'persons', fields: { full_name: 'Alan Turing', email: 'alan@example.org' } }], tokens: false });
    const id = records[0]?.skyflowID ?? '';
    const { rows } = await t.db.query<{ value_encrypted: string }>("SELECT value_encrypted FROM vault.record_fields WHERE record_id = $1 AND column_name = 'email'", [id]);
    const sealed = rows[0]?.value_encrypted ?? '';
    expect(sealed).toMatch(/^v2\.key-[0-9]{8}-[0-9a-f]{8}\./);
    expect(() => openRecordField(t.sandbox.context.keys.recordCipher, id, 'full_name', sealed)).toThrow();
    expect(() => openRecordField(t.sandbox.context.keys.cardCipher, id, 'email', sealed)).toThrow();
  });

  it('answers only table and skyflowID, and keeps no token, with tokens: false', async () => {
    const answer = await storeRecords({ records: [{ table: 'persons', fields: { full_name: 'Ada Lovelace' } }], tokens: false });
    expect(answer.records).toEqual([{ table: 'persons', skyflowID: expect.stringMatching(/^rec_/) }]);
    const id = answer.records[0]?.skyflowID ?? '';
    expect(await tokensOf(id)).toEqual([]);
    expect(await storedValue(id, 'full_name')).toBe('Ada Lovelace');
  });

  it('updates the record named by skyflowID: new values, fresh tokens, other columns kept', async () => {
    const first = await storeRecords({ records: [{ table: 'persons', fields: { full_name: 'Katherine Johnson', email: 'kj@example.org' } }], tokens: true });
    const original = first.records[0];
    if (!original) throw new Error('record expected');
    const before = await countRows(t.db);

    const update = await storeRecords({ records: [{ table: 'persons', skyflowID: original.skyflowID, fields: { email: 'katherine@example.org' } }], tokens: true });
    expect(update.records).toEqual([{ table: 'persons', skyflowID: original.skyflowID, fields: { email: expect.stringMatching(/^tok_/) } }]);
    const newEmailToken = update.records[0]?.fields?.email;
    expect(newEmailToken).not.toBe(original.fields?.email);
    expect(await storedValue(original.skyflowID, 'email')).toBe('katherine@example.org');
    expect(await storedValue(original.skyflowID, 'full_name')).toBe('Katherine Johnson');
    // The old email token stood for the old value, so it is gone; the name's token is untouched.
    expect((await tokensOf(original.skyflowID)).map((row) => row.token)).toEqual([newEmailToken, original.fields?.full_name]);
    const after = await countRows(t.db);
    expect(after['vault.records']).toBe(before['vault.records']);
    expect(after['vault.record_fields']).toBe(before['vault.record_fields']);
  });

  it('upserts: a record whose upsert column matches an existing record updates it', async () => {
    const upsert = [{ table: 'customers', column: 'email' }];
    const first = await storeRecords({ records: [{ table: 'customers', fields: { email: 'lin@example.org', city: 'Paris' } }], tokens: true, upsert });
    const again = await storeRecords({ records: [{ table: 'customers', fields: { email: 'lin@example.org', city: 'Lyon' } }], tokens: true, upsert });
    const id = first.records[0]?.skyflowID ?? '';
    expect(again.records[0]?.skyflowID).toBe(id);
    expect(await storedValue(id, 'city')).toBe('Lyon');
    expect(await recordIdsWith('customers', 'email', 'lin@example.org')).toEqual([id]);

    const other = await storeRecords({ records: [{ table: 'customers', fields: { email: 'max@example.org', city: 'Nice' } }], tokens: false, upsert });
    expect(other.records[0]?.skyflowID).not.toBe(id);

    // Without an upsert option for the table, the same value makes a new record.
    const plain = await storeRecords({ records: [{ table: 'customers', fields: { email: 'max@example.org' } }], tokens: false });
    expect(plain.records[0]?.skyflowID).not.toBe(other.records[0]?.skyflowID);

    // Another table or another vault never matches.
    const otherTable = await storeRecords({ records: [{ table: 'leads', fields: { email: 'lin@example.org' } }], tokens: false, upsert: [{ table: 'leads', column: 'email' }] });
    expect(otherTable.records[0]?.skyflowID).not.toBe(id);
    const otherSession = await createSession(t.provider);
    const otherVault = await storeRecords({ records: [{ table: 'customers', fields: { email: 'lin@example.org' } }], tokens: false, upsert }, otherSession);
    expect(otherVault.records[0]?.skyflowID).not.toBe(id);
  });

  it('upserts within one request: the second record with the same value updates the first', async () => {
    const answer = await storeRecords({
      records: [
        { table: 'subscribers', fields: { email: 'same@example.org', plan: 'monthly' } },
        { table: 'subscribers', fields: { email: 'same@example.org', plan: 'yearly' } },
      ],
      tokens: false,
      upsert: [{ table: 'subscribers', column: 'email' }],
    });
    const [a, b] = answer.records;
    expect(a?.skyflowID).toBe(b?.skyflowID);
    expect(await storedValue(a?.skyflowID ?? '', 'plan')).toBe('yearly');
  });

  it('refuses an upsert that matches several records (409) and writes nothing', async () => {
    await storeRecords({ records: [{ table: 'dupes', fields: { code: 'X1' } }, { table: 'dupes', fields: { code: 'X1' } }], tokens: false });
    const before = await countRows(t.db);
    const response = await recordsRequest(t.vault, session, {
      records: [{ table: 'notes', fields: { text: 'first' } }, { table: 'dupes', fields: { code: 'X1', extra: 'y' } }],
      tokens: true,
      upsert: [{ table: 'dupes', column: 'code' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'UPSERT_AMBIGUOUS', fields: ['records.1.fields.code'] });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 422 RECORD_NOT_FOUND for a skyflowID not in this vault and table, and writes nothing', async () => {
    const mine = await storeRecords({ records: [{ table: 'persons', fields: { full_name: 'Mary Jackson' } }], tokens: false });
    const otherSession = await createSession(t.provider);
    const theirs = await storeRecords({ records: [{ table: 'persons', fields: { full_name: 'Dorothy Vaughan' } }], tokens: false }, otherSession);
    const cardId = (await tokenize(t.vault, session, card('4242424242424242'))).id;
    const unknownIds = [
      ['an id never issued', 'persons', 'rec_000000000000000000000000'],
      ['a record of another table', 'addresses', mine.records[0]?.skyflowID],
      ['a record of another vault', 'persons', theirs.records[0]?.skyflowID],
      ['a card id', 'cards', cardId],
    ] as const;
    for (const [label, table, skyflowID] of unknownIds) {
      const before = await countRows(t.db);
      const response = await recordsRequest(t.vault, session, {
        records: [{ table: 'notes', fields: { text: 'written first' } }, { table, skyflowID, fields: { full_name: 'Changed' } }],
        tokens: true,
      });
      expect([label, response.statusCode]).toEqual([label, 422]);
      expect(response.json()).toMatchObject({ errorCode: 'RECORD_NOT_FOUND', fields: ['records.1.skyflowID'] });
      expect(await countRows(t.db)).toEqual(before);
    }
    expect(await storedValue(theirs.records[0]?.skyflowID ?? '', 'full_name')).toBe('Dorothy Vaughan');
  });

  const record = (overrides: Record<string, unknown> = {}) => ({ table: 'persons', fields: { full_name: 'Ada' }, ...overrides });
  it.each([
    ['an upper-case table', { records: [record({ table: 'Persons' })], tokens: true }, ['records.0.table']],
    ['a table starting with a digit', { records: [record({ table: '1persons' })], tokens: true }, ['records.0.table']],
    ['a table of 64 characters', { records: [record({ table: `t${'a'.repeat(63)}` })], tokens: true }, ['records.0.table']],
    ['a table with a dot', { records: [record({ table: 'vault.cards' })], tokens: true }, ['records.0.table']],
    ['a column with a dash', { records: [record({ fields: { 'full-name': 'Ada' } })], tokens: true }, ['records.0.fields.full-name']],
    ['a value over 1000 characters', { records: [record({ fields: { note: 'x'.repeat(1001) } })], tokens: true }, ['records.0.fields.note']],
    ['a numeric value', { records: [record({ fields: { age: 36 } })], tokens: true }, ['records.0.fields.age']],
    ['no fields', { records: [record({ fields: {} })], tokens: true }, ['records.0.fields']],
    ['fields as an array', { records: [record({ fields: ['Ada'] })], tokens: true }, ['records.0.fields']],
    ['an empty skyflowID', { records: [record({ skyflowID: '' })], tokens: true }, ['records.0.skyflowID']],
    ['a misspelt skyflowID', { records: [record({ skyflowId: 'rec_1' })], tokens: true }, ['records.0.skyflowId']],
    ['no records', { records: [], tokens: true }, ['records']],
    ['51 records', { records: Array.from({ length: 51 }, () => record()), tokens: true }, ['records']],
    ['tokens missing', { records: [record()] }, ['tokens']],
    ['tokens as a string', { records: [record()], tokens: 'true' }, ['tokens']],
    ['an unknown field', { records: [record()], tokens: true, mode: 'insert' }, ['mode']],
    ['an empty upsert list', { records: [record()], tokens: true, upsert: [] }, ['upsert']],
    ['a bad upsert column', { records: [record()], tokens: true, upsert: [{ table: 'persons', column: 'E-mail' }] }, ['upsert.0.column']],
    ['two upsert columns for one table', { records: [record()], tokens: true, upsert: [{ table: 'persons', column: 'a' }, { table: 'persons', column: 'b' }] }, ['upsert.1.table']],
    ['an array body', [record()], ['body']],
  ])('answers 400 naming the field for %s and writes nothing', async (_label, payload, fields) => {
    const before = await countRows(t.db);
    const response = await recordsRequest(t.vault, session, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('accepts names of exactly 63 characters and values of exactly 1000', async () => {
    const name = `_${'a1'.repeat(31)}`;
    expect(name).toHaveLength(63);
    const answer = await storeRecords({ records: [{ table: name, fields: { [name]: 'v'.repeat(1000) } }], tokens: true });
    expect(answer.records[0]?.table).toBe(name);
    expect(await storedValue(answer.records[0]?.skyflowID ?? '', name)).toBe('v'.repeat(1000));
  });

  it('refuses a body that tries to set __proto__, and writes nothing', async () => {
    const before = await countRows(t.db);
    const response = await t.vault.inject({
      method: 'POST',
      url: `/v1/vaults/${session.vaultConfiguration.vaultId}/records`,
      headers: { authorization: `Bearer ${session.vaultConfiguration.token}`, 'content-type': 'application/json' },
      payload: '{"records":[{"table":"persons","fields":{"__proto__":"x","full_name":"Ada"}}],"tokens":true}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'MALFORMED_JSON' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a missing token, another vault token and the provider session token with 401', async () => {
    const other = await createSession(t.provider);
    const before = await countRows(t.db);
    for (const authorization of [undefined, `Bearer ${other.vaultConfiguration.token}`, `Bearer ${session.token}`, 'Bearer nope']) {
      const response = await t.vault.inject({
        method: 'POST',
        url: `/v1/vaults/${session.vaultConfiguration.vaultId}/records`,
        headers: authorization ? { authorization } : {},
        payload: { records: [record()], tokens: true },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers TOKEN_EXPIRED once the vault token has expired', async () => {
    const fresh = await createSession(t.provider);
    t.clock.advance(30 * 60 * 1000);
    try {
      const response = await recordsRequest(t.vault, fresh, { records: [record()], tokens: true });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    } finally {
      t.clock.advance(-30 * 60 * 1000);
    }
  });

  it('replays a request retried with the same Idempotency-Key and refuses the key for another body', async () => {
    const headers = { 'idempotency-key': 'records-1' };
    const payload = { records: [{ table: 'orders', fields: { reference: 'A-1' } }], tokens: true };
    const first = await recordsRequest(t.vault, session, payload, headers);
    expect(first.statusCode).toBe(200);
    const before = await countRows(t.db);
    const replay = await recordsRequest(t.vault, session, payload, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(t.db)).toEqual(before);
    const reused = await recordsRequest(t.vault, session, { ...payload, tokens: false }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('sends no CORS headers and answers no preflight: only the frame on the vault origin calls it', async () => {
    const preflight = await t.vault.inject({
      method: 'OPTIONS',
      url: `/v1/vaults/${session.vaultConfiguration.vaultId}/records`,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('X-Client-Metadata on vault calls', () => {
  const routes = [
    ['records', (headers: Record<string, string>) => recordsRequest(t.vault, session, { records: [{ table: 'notes', fields: { text: 'hi' } }], tokens: true }, headers)],
    ['tokenize', (headers: Record<string, string>) => tokenizeRequest(t.vault, session, card('4242424242424242'), headers)],
  ] as const;

  it.each(routes)('%s accepts well-formed metadata', async (_route, send) => {
    const response = await send({ 'x-client-metadata': JSON.stringify(CLIENT_METADATA) });
    expect(response.statusCode).toBeLessThan(300);
  });

  const malformed = [
    ['not JSON', 'sdkName=payment-client'],
    ['a JSON array', '[]'],
    ['a number where a string belongs', JSON.stringify({ ...CLIENT_METADATA, sdkVersion: 5 })],
    ['a missing browser', JSON.stringify({ ...CLIENT_METADATA, browser: undefined })],
    ['an unknown key', JSON.stringify({ ...CLIENT_METADATA, cardNumber: '4242' })],
    ['an overlong value', JSON.stringify({ ...CLIENT_METADATA, os: 'x'.repeat(201) })],
  ] as const;
  for (const [route, send] of routes) {
    it.each(malformed)(`${route} answers 400 naming the header for %s, and writes nothing`, async (_label, value) => {
      const before = await countRows(t.db);
      const response = await send({ 'x-client-metadata': value });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { errorCode: string; fields: string[]; message: string };
      expect(body).toMatchObject({ errorCode: 'INVALID_CLIENT_METADATA', fields: ['X-Client-Metadata'] });
      expect(body.message).toContain('X-Client-Metadata');
      expect(await countRows(t.db)).toEqual(before);
    });
  }
});

describe('vault records at rest', () => {
  it('keep no plaintext value in any database row', async () => {
    const fresh = await createSession(t.provider);
    const secrets = ['Hedy Lamarr', 'hedy@example.org', '+43 1 234 5678', 'Frequency Hopping Lane 7'];
    const first = await storeRecords(
      {
        records: [
          { table: 'persons', fields: { full_name: secrets[0], email: secrets[1] } },
          { table: 'contacts', fields: { phone: secrets[2] } },
        ],
        tokens: true,
        upsert: [{ table: 'persons', column: 'email' }],
      },
      fresh,
    );
    const upserted = await recordsRequest(
      t.vault,
      fresh,
      { records: [{ table: 'persons', fields: { email: secrets[1], street: secrets[3] } }], tokens: false, upsert: [{ table: 'persons', column: 'email' }] },
      { 'idempotency-key': 'at-rest-1' },
    );
    expect(upserted.statusCode).toBe(200);
    expect((upserted.json() as RecordsAnswer).records[0]?.skyflowID).toBe(first.records[0]?.skyflowID);
    expect(await storedValue(first.records[0]?.skyflowID ?? '', 'street')).toBe(secrets[3]);

    for (const table of TABLES) {
      const { rows } = await t.db.query(`SELECT * FROM ${table}`);
      const dump = JSON.stringify(rows);
      for (const secret of secrets) expect([table, dump.includes(secret)]).toEqual([table, false]);
    }
  });

  it('give equal values in different vaults unrelated lookup MACs', async () => {
    const a = await createSession(t.provider);
    const b = await createSession(t.provider);
    const ids = await Promise.all(
      [a, b].map(async (target) => (await storeRecords({ records: [{ table: 'persons', fields: { email: 'twin@example.org' } }], tokens: false }, target)).records[0]?.skyflowID),
    );
    const { rows } = await t.db.query<{ value_mac: string }>("SELECT value_mac FROM vault.record_fields WHERE record_id = ANY($1) AND column_name = 'email'", [ids]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.value_mac).not.toBe(rows[1]?.value_mac);
  });
});
