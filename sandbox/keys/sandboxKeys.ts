import { hkdfSync } from 'node:crypto';
import { secretBytes } from './keyMaterial';
import type { KeySource } from './keySource';

/** The encryption keys of one use, by id: new values are sealed under the current one. */
export interface CipherKeyRing {
  current(): { id: string; key: Buffer };
  /** Null once the key is no longer held (retired, or never known). */
  byId(id: string): Buffer | null;
}

/** Separate keys per use, so a vault token can never pass as a provider token and vice versa. */
export interface SandboxKeys {
  providerToken: Buffer;
  vaultToken: Buffer;
  cardCipher: CipherKeyRing;
  recordCipher: CipherKeyRing;
  /** HMAC key for record values, so an upsert finds a record without decrypting any. */
  recordLookup: Buffer;
  requestFingerprint: Buffer;
  /** HMAC key of the hidden field that ties a shopper page's form to its execution. */
  pageForm: Buffer;
  /** Signs the stand-in identity providers' cookies. */
  identityProviderCookies: Buffer;
  /** Derives the stand-in identity providers' subjects from logins, the same after a restart. */
  identitySubjects: Buffer;
}

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'payment-sandbox', purpose, 32));
}

/** Reads the source on every use, so a key the rotation command adds is usable at once. */
function cipherKeyRing(source: KeySource, purpose: string): CipherKeyRing {
  const derived = new Map<string, Buffer>();
  const keyOf = (secret: string) => {
    let key = derived.get(secret);
    if (!key) {
      key = derive(secretBytes(secret), purpose);
      derived.set(secret, key);
    }
    return key;
  };
  return {
    current() {
      const material = source.read();
      return { id: material.currentKeyId, key: keyOf(material.encryptionKeys[material.currentKeyId]!) };
    },
    byId(id) {
      const secret = source.read().encryptionKeys[id];
      return secret === undefined ? null : keyOf(secret);
    },
  };
}

/**
 * Token and MAC keys come from the signing secret, read once at start (tokens live 30 minutes;
 * lookup MACs are stored, so that secret does not rotate with the encryption keys).
 */
export function deriveKeys(source: KeySource): SandboxKeys {
  const signing = secretBytes(source.read().signingSecret);
  return {
    providerToken: derive(signing, 'provider-token'),
    vaultToken: derive(signing, 'vault-token'),
    cardCipher: cipherKeyRing(source, 'vault-card-cipher'),
    recordCipher: cipherKeyRing(source, 'vault-record-cipher'),
    recordLookup: derive(signing, 'vault-record-lookup'),
    requestFingerprint: derive(signing, 'request-fingerprint'),
    pageForm: derive(signing, 'page-form'),
    identityProviderCookies: derive(signing, 'identity-provider-cookies'),
    identitySubjects: derive(signing, 'identity-subjects'),
  };
}
