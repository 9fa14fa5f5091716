import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeKeyFile } from '../../../sandbox/keys/keyFile';
import { generateKeyMaterial, withNewCurrentKey, type KeyMaterial } from '../../../sandbox/keys/keyMaterial';
import { fileKeySource } from '../../../sandbox/keys/keySource';
import { retireKey, rotateKeyFile } from '../../../sandbox/keys/rotateKeys';
import { sealedKeyId } from '../../../sandbox/vault/cardCipher';
import { openRecordField } from '../../../sandbox/vault/recordCipher';
import { authorizeBody, authorizeRequest, card, createSession, recordsRequest, startTestSandbox, tokenize, type TestSandbox } from '../helpers';

let dir: string;
let keyFile: string;
let keyA: KeyMaterial;
let t: TestSandbox;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-keys-'));
  keyFile = join(dir, 'sandbox-keys.json');
  keyA = generateKeyMaterial();
  writeKeyFile(keyFile, keyA);
  // The server reads the key file, as it does outside tests.
  t = await startTestSandbox({ keys: fileKeySource(keyFile) });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const readFile = (): KeyMaterial => JSON.parse(readFileSync(keyFile, 'utf8')) as KeyMaterial;

/** The key id of every ciphertext in the vault. */
async function sealedKeyIds(): Promise<string[]> {
  const cards = await t.db.query<Record<string, string | null>>('SELECT card_number_encrypted, security_code_encrypted, cardholder_name_encrypted FROM vault.cards');
  const fields = await t.db.query<{ value_encrypted: string }>('SELECT value_encrypted FROM vault.record_fields');
  const sealed = [...cards.rows.flatMap((row) => Object.values(row)), ...fields.rows.map((row) => row.value_encrypted)].filter((value): value is string => value !== null);
  return sealed.map((value) => sealedKeyId(value) ?? 'unknown');
}

async function cardAndRecord(number: string, email: string) {
  const session = await createSession(t.provider);
  const { tokens } = await tokenize(t.vault, session, card(number, { cardholder_name: 'Ada Lovelace' }));
  const stored = await recordsRequest(t.vault, session, { records: [{ table: 'persons', fields: { email } }], tokens: true, upsert: [{ table: 'persons', column: 'email' }] });
  expect(stored.statusCode).toBe(200);
  const recordId = (stored.json() as { records: { skyflowID: string }[] }).records[0]!.skyflowID;
  return { session, tokens, recordId };
}

describe('key rotation without downtime', () => {
  it('re-encrypts every row under a new key in batches while the running server reads both, then retires the old key', async () => {
    const first = await cardAndRecord('4242424242424242', 'ada@example.org');
    const second = await cardAndRecord('5555555555554444', 'grace@example.org');
    expect(new Set(await sealedKeyIds())).toEqual(new Set([keyA.currentKeyId]));

    const batches: number[] = [];
    const result = await rotateKeyFile(t.db, keyFile, { batchSize: 1, onBatch: ({ cards, recordFields }) => batches.push(cards + recordFields) });
    const keyB = result.currentKeyId;
    expect(result).toMatchObject({ previousKeyId: keyA.currentKeyId, cards: 2, recordFields: 2 });
    // One row per transaction: the rotation never holds the whole table.
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(readFile().encryptionKeys).sort()).toEqual([keyA.currentKeyId, keyB].sort());
    expect(new Set(await sealedKeyIds())).toEqual(new Set([keyB]));

    // The running server picked the new key up: it opens rotated values and seals new ones under B.
    expect(openRecordField(t.sandbox.context.keys.recordCipher, first.recordId, 'email', await recordValue(first.recordId))).toBe('ada@example.org');
    await cardAndRecord('378282246310005', 'alan@example.org');
    expect(new Set(await sealedKeyIds())).toEqual(new Set([keyB]));
    // Upserts still find their record: lookup MACs do not depend on the encryption key.
    const again = await recordsRequest(t.vault, first.session, { records: [{ table: 'persons', fields: { email: 'ada@example.org' } }], tokens: false, upsert: [{ table: 'persons', column: 'email' }] });
    expect((again.json() as { records: { skyflowID: string }[] }).records[0]?.skyflowID, again.body).toBe(first.recordId);

    await retireKey(t.db, keyFile, keyA.currentKeyId);
    expect(Object.keys(readFile().encryptionKeys)).toEqual([keyB]);
    // Authorizing decrypts the card number: it works with A gone.
    for (const { session, tokens } of [first, second]) {
      const answer = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
      expect(answer.statusCode, answer.body).toBe(202);
    }
  });

  it('refuses to retire the current key, or a key some row is still sealed under', async () => {
    const before = readFile();
    await expect(retireKey(t.db, keyFile, before.currentKeyId)).rejects.toThrow('is the current key');
    const { session, tokens } = await cardAndRecord('4242424242424242', 'edsger@example.org');
    // A new key made current without re-encrypting: the server still opens what the old key sealed.
    writeKeyFile(keyFile, withNewCurrentKey(before));
    await expect(retireKey(t.db, keyFile, before.currentKeyId)).rejects.toThrow(`rows are still sealed under ${before.currentKeyId}`);
    const answer = await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    expect(answer.statusCode, answer.body).toBe(202);
    expect(Object.keys(readFile().encryptionKeys)).toContain(before.currentKeyId);
  });
});

async function recordValue(recordId: string): Promise<string> {
  const { rows } = await t.db.query<{ value_encrypted: string }>("SELECT value_encrypted FROM vault.record_fields WHERE record_id = $1 AND column_name = 'email'", [recordId]);
  return rows[0]!.value_encrypted;
}
