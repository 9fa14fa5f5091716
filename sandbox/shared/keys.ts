import { hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../db';

/** Separate keys per use, so a vault token can never pass as a provider token and vice versa. */
export interface SandboxKeys {
  providerToken: Buffer;
  vaultToken: Buffer;
  cardCipher: Buffer;
  recordCipher: Buffer;
  /** HMAC key for record values, so an upsert finds a record without decrypting any. */
  recordLookup: Buffer;
  requestFingerprint: Buffer;
  /** HMAC key of the hidden field that ties a shopper page's form to its execution. */
  pageForm: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'payment-sandbox', purpose, 32));
}

export function deriveKeys(signingSecret: string): SandboxKeys {
  return {
    providerToken: derive(signingSecret, 'provider-token'),
    vaultToken: derive(signingSecret, 'vault-token'),
    cardCipher: derive(signingSecret, 'vault-card-cipher'),
    recordCipher: derive(signingSecret, 'vault-record-cipher'),
    recordLookup: derive(signingSecret, 'vault-record-lookup'),
    requestFingerprint: derive(signingSecret, 'request-fingerprint'),
    pageForm: derive(signingSecret, 'page-form'),
  };
}

/** Generated on first start and kept in the database, so tokens and stored cards survive restarts. */
export async function loadSigningSecret(db: Database): Promise<string> {
  await db.query("INSERT INTO provider.settings (name, value) VALUES ('signing_secret', $1) ON CONFLICT (name) DO NOTHING", [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM provider.settings WHERE name = 'signing_secret'");
  const secret = rows[0]?.value;
  if (!secret) throw new Error('The signing secret could not be stored');
  return secret;
}
