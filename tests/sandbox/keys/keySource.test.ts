import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../../sandbox/createSandbox';
import { migrate } from '../../../sandbox/db';
import { writeKeyFile } from '../../../sandbox/keys/keyFile';
import { generateKeyMaterial } from '../../../sandbox/keys/keyMaterial';
import { openKeySource } from '../../../sandbox/keys/openKeySource';
import { MIGRATIONS_DIR } from '../../../sandbox/paths';
import { openTestDatabase } from '../../support/testDatabase';

let dir: string;
let keyFile: string;
const log = vi.fn();
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-key-source-'));
  keyFile = join(dir, 'keys', 'sandbox-keys.json');
  log.mockClear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('where the sandbox finds its keys', () => {
  it('refuses to start in production without SANDBOX_KEYS or a key file, and makes no key', () => {
    expect(() => openKeySource({ environment: 'production', keysJson: undefined, keyFile, log })).toThrow(/No key material: in production set SANDBOX_KEYS or provide the key file/);
    expect(statSync(keyFile, { throwIfNoEntry: false })).toBeUndefined();
  });

  it('treats an unset SANDBOX_ENV as production: createSandbox refuses before touching the database', async () => {
    vi.stubEnv('SANDBOX_ENV', '');
    vi.stubEnv('SANDBOX_KEYS', '');
    vi.stubEnv('SANDBOX_KEY_FILE', keyFile);
    const db = { query: vi.fn(), transaction: vi.fn(), listen: vi.fn(), close: vi.fn() };
    await expect(createSandbox({ db, cvcSweepIntervalMs: 0 })).rejects.toThrow(/No key material/);
    expect(db.query).not.toHaveBeenCalled();
    expect(db.transaction).not.toHaveBeenCalled();
  });

  it('generates the key file on first start in TEST, readable by its owner only, and reads it back after', () => {
    const first = openKeySource({ environment: 'test', keysJson: undefined, keyFile, log }).read();
    expect(log).toHaveBeenCalledWith(`sandbox: generated test keys in ${keyFile}`);
    if (process.platform !== 'win32') expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(keyFile, 'utf8'))).toEqual(first);
    expect(openKeySource({ environment: 'test', keysJson: undefined, keyFile, log }).read()).toEqual(first);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads an existing key file in production, and refuses one that others can read', () => {
    const material = generateKeyMaterial();
    writeKeyFile(keyFile, material);
    expect(openKeySource({ environment: 'production', keysJson: undefined, keyFile, log }).read()).toEqual(material);
    if (process.platform === 'win32') return;
    chmodSync(keyFile, 0o644);
    expect(() => openKeySource({ environment: 'production', keysJson: undefined, keyFile, log })).toThrow(`chmod 600 ${keyFile}`);
  });

  it('takes SANDBOX_KEYS over any file, and names what is wrong with malformed material', () => {
    const material = generateKeyMaterial();
    expect(openKeySource({ environment: 'production', keysJson: JSON.stringify(material), keyFile, log }).read()).toEqual(material);
    expect(() => openKeySource({ environment: 'production', keysJson: 'not json', keyFile, log })).toThrow('SANDBOX_KEYS is not JSON');
    expect(() => openKeySource({ environment: 'production', keysJson: JSON.stringify({ ...material, currentKeyId: 'missing' }), keyFile, log })).toThrow(
      'SANDBOX_KEYS: currentKeyId must name one of encryptionKeys',
    );
    expect(() => openKeySource({ environment: 'production', keysJson: JSON.stringify({ ...material, signingSecret: 'short' }), keyFile, log })).toThrow(
      'SANDBOX_KEYS: signingSecret must encode 32 bytes',
    );
  });
});

describe('migration 007', () => {
  it('drops the signing secret kept in the database and the values it sealed', async () => {
    const db = await openTestDatabase();
    try {
      await migrate(db);
      await db.query("INSERT INTO provider.settings (name, value) VALUES ('signing_secret', 'from-before')");
      await db.query("INSERT INTO vault.sessions (vault_id, execution_id, allowed_origins, created_at) VALUES ('vlt_1', 'exe_1', '[]', now())");
      await db.query(`INSERT INTO vault.cards (id, vault_id, card_number_encrypted, security_code_encrypted, expiry_month, expiry_year, network, bin, last_four, created_at)
        VALUES ('rec_old', 'vlt_1', 'v1.AAAA', 'v1.BBBB', '12', '30', 'visa', '42424242', '4242', now()),
               ('rec_new', 'vlt_1', 'v2.key-1.AAAA', NULL, '12', '30', 'visa', '42424242', '4242', now())`);
      await db.query("INSERT INTO vault.tokens (token, vault_id, card_id, field, created_at) VALUES ('tok_old', 'vlt_1', 'rec_old', 'card_number', now())");
      const sql = await readFile(join(MIGRATIONS_DIR, '007_vault_keys.sql'), 'utf8');
      await db.transaction((tx) => tx.exec(sql));
      expect((await db.query("SELECT 1 FROM provider.settings WHERE name = 'signing_secret'")).rows).toHaveLength(0);
      expect((await db.query<{ id: string }>('SELECT id FROM vault.cards')).rows.map((row) => row.id)).toEqual(['rec_new']);
      expect((await db.query('SELECT 1 FROM vault.tokens')).rows).toHaveLength(0);
    } finally {
      await db.close();
    }
  });
});
