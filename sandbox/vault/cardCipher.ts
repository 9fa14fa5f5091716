import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CipherKeyRing } from '../keys/sandboxKeys';

const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a fresh IV per value, as `v2.<keyId>.<iv|tag|ciphertext>`: the key id picks
 * the key that opens it, so keys rotate. The associated data binds a ciphertext to its card and
 * column, so a value copied into another row or column fails to decrypt.
 */
export function sealCardField(keys: CipherKeyRing, plaintext: string, associatedData: string): string {
  const { id, key } = keys.current();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${id}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The id of the key a value was sealed under, or null for a value in no known format. */
export function sealedKeyId(sealed: string): string | null {
  const [version, id, payload] = sealed.split('.');
  return version === VERSION && id && payload !== undefined ? id : null;
}

export function openCardField(keys: CipherKeyRing, sealed: string, associatedData: string): string {
  const id = sealedKeyId(sealed);
  if (id === null) throw new Error('Unknown card cipher format');
  const key = keys.byId(id);
  if (!key) throw new Error(`The key ${id} this value was sealed under is not held`);
  const bytes = Buffer.from(sealed.slice(VERSION.length + id.length + 2), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function cardFieldContext(cardId: string, column: string): string {
  return `${cardId}:${column}`;
}
