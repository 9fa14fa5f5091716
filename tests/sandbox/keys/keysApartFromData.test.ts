import { createDecipheriv, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken } from '@payment-client/server-kit/jwt';
import { card, createSession, tokenize, useTestSandbox } from '../helpers';

const t = useTestSandbox();
const PAN = '4242424242424242';

/** Every row of every sandbox table, as an attacker holding a copy of the database has them. */
async function dump(): Promise<Record<string, Record<string, unknown>[]>> {
  const { rows: tables } = await t.db.query<{ schema: string; name: string }>(
    "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema IN ('provider', 'vault', 'public') AND table_type = 'BASE TABLE'",
  );
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { schema, name } of tables) out[`${schema}.${name}`] = (await t.db.query<Record<string, unknown>>(`SELECT * FROM ${schema}.${name}`)).rows;
  return out;
}

/** Every string in the dump, and each in the forms a key could be derived from. */
function candidateSecrets(tables: Record<string, Record<string, unknown>[]>): Buffer[] {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(tables);
  return [...strings].flatMap((value) => [Buffer.from(value, 'utf8'), Buffer.from(value, 'base64url')]).filter((bytes) => bytes.length > 0);
}

const derive = (secret: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'payment-sandbox', purpose, 32));

/** AES-256-GCM as the vault seals card fields: the payload is the last dot-separated part. */
function tryOpen(key: Buffer, sealed: string, associatedData: string): string | null {
  const bytes = Buffer.from(sealed.split('.').at(-1) ?? '', 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

describe('keys live apart from the data they protect (SEC-22)', () => {
  it('keeps no key material in the database: provider.settings holds no secret', async () => {
    await createSession(t.provider);
    const { rows } = await t.db.query<{ name: string; value: string }>('SELECT * FROM provider.settings');
    expect(rows.map((row) => row.name)).not.toContain('signing_secret');
    // Nothing there is shaped like a key: 32 random bytes or more, however encoded.
    expect(rows.filter((row) => /^[A-Za-z0-9+/_=-]{43,}$/.test(row.value))).toEqual([]);
  });

  it('a copy of the database alone opens no card number', async () => {
    const session = await createSession(t.provider);
    const { id: cardId } = await tokenize(t.vault, session, card(PAN));
    const tables = await dump();
    const sealed = String(tables['vault.cards']?.find((row) => row.id === cardId)?.card_number_encrypted);
    const secrets = candidateSecrets(tables);
    expect(secrets.length).toBeGreaterThan(10);
    const opened = secrets.map((secret) => tryOpen(derive(secret, 'vault-card-cipher'), sealed, `${cardId}:card_number`)).filter((value) => value !== null);
    expect(opened).toEqual([]);
  });

  it('a copy of the database alone forges no session token', async () => {
    const session = await createSession(t.provider);
    await tokenize(t.vault, session, card(PAN));
    const secrets = candidateSecrets(await dump());
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const claims = { sub: session.execution.id, scope: 'payment-session', iat: now, exp: now + 600 };
    const accepted: number[] = [];
    for (const secret of secrets) {
      const forged = await signToken(claims, derive(secret, 'provider-token'));
      const answer = await t.provider.inject({ method: 'GET', url: `/v1/executions/${session.execution.id}`, headers: { authorization: `Bearer ${forged}` } });
      if (answer.statusCode !== 401) accepted.push(answer.statusCode);
    }
    expect(accepted).toEqual([]);
    // The control: the real token, which only the key holder can make, is accepted.
    const real = await t.provider.inject({ method: 'GET', url: `/v1/executions/${session.execution.id}`, headers: { authorization: `Bearer ${session.token}` } });
    expect(real.statusCode).toBe(200);
  });
});
