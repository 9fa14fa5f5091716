import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The sandbox's secrets, kept outside the database (SEC-22): one signing secret for
 * tokens and MACs, and the data-encryption keys by id. Every ciphertext names the id it was sealed
 * under, so a new key can become current while values sealed under older ones still open.
 */
export interface KeyMaterial {
  signingSecret: string;
  currentKeyId: string;
  encryptionKeys: Record<string, string>;
}

const SECRET_BYTES = 32;

/** Ids go inside ciphertexts (`v2.<id>.<payload>`), so they never contain a dot. */
export const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

const secret = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
  .refine((value) => Buffer.from(value, 'base64url').length === SECRET_BYTES, `must encode ${SECRET_BYTES} bytes`);

const keyMaterialSchema = z
  .strictObject({
    signingSecret: secret,
    currentKeyId: z.string().regex(KEY_ID, 'must be 1-64 letters, digits, _ or -'),
    encryptionKeys: z.record(z.string().regex(KEY_ID, 'must be 1-64 letters, digits, _ or -'), secret),
  })
  .refine((material) => material.encryptionKeys[material.currentKeyId] !== undefined, {
    message: 'must name one of encryptionKeys',
    path: ['currentKeyId'],
  });

/** Refuses anything but well-formed material, naming where it came from and the wrong field. */
export function parseKeyMaterial(value: unknown, source: string): KeyMaterial {
  const parsed = keyMaterialSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${source}: ${issue ? `${issue.path.join('.') || 'value'} ${issue.message}` : 'is not key material'}`);
}

export function secretBytes(value: string): Buffer {
  return Buffer.from(value, 'base64url');
}

const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');

/** Dated, so an operator sees at a glance which key is older. */
export function newKeyId(now: Date = new Date()): string {
  return `key-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;
}

export function generateKeyMaterial(): KeyMaterial {
  const id = newKeyId();
  return { signingSecret: newSecret(), currentKeyId: id, encryptionKeys: { [id]: newSecret() } };
}

/** A fresh encryption key becomes current; the older ones stay so their values still open. */
export function withNewCurrentKey(material: KeyMaterial, id: string = newKeyId()): KeyMaterial {
  if (material.encryptionKeys[id] !== undefined) throw new Error(`Key ${id} already exists`);
  return { ...material, currentKeyId: id, encryptionKeys: { ...material.encryptionKeys, [id]: newSecret() } };
}

export function withoutKey(material: KeyMaterial, id: string): KeyMaterial {
  if (id === material.currentKeyId) throw new Error(`Key ${id} is the current key: rotate to a new key before retiring it`);
  if (material.encryptionKeys[id] === undefined) throw new Error(`Key ${id} is not in the key material`);
  const { [id]: _retired, ...rest } = material.encryptionKeys;
  return { ...material, encryptionKeys: rest };
}
