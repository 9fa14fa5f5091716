import { describe, expect, it } from 'vitest';
import { generateKeyMaterial, withNewCurrentKey, withoutKey } from '../../../sandbox/keys/keyMaterial';
import { staticKeySource } from '../../../sandbox/keys/keySource';
import { deriveKeys } from '../../../sandbox/keys/sandboxKeys';
import { openCardField, sealCardField, sealedKeyId } from '../../../sandbox/vault/cardCipher';

const material = generateKeyMaterial();
const keys = deriveKeys(staticKeySource(material));

describe('card field cipher', () => {
  it('round-trips and never stores the plaintext, naming the key it was sealed under', () => {
    const sealed = sealCardField(keys.cardCipher, '4242424242424242', 'rec_1:card_number');
    expect(sealed).not.toContain('4242');
    expect(sealed.startsWith(`v2.${material.currentKeyId}.`)).toBe(true);
    expect(sealedKeyId(sealed)).toBe(material.currentKeyId);
    expect(openCardField(keys.cardCipher, sealed, 'rec_1:card_number')).toBe('4242424242424242');
  });

  it('binds the ciphertext to its record and column', () => {
    const sealed = sealCardField(keys.cardCipher, '123', 'rec_1:security_code');
    expect(() => openCardField(keys.cardCipher, sealed, 'rec_2:security_code')).toThrow();
    expect(() => openCardField(keys.cardCipher, sealed, 'rec_1:card_number')).toThrow();
  });

  it('opens a value by the key id it carries, after a new key became current, until that key is retired', () => {
    const old = sealCardField(keys.cardCipher, '4242424242424242', 'rec_1:card_number');
    const rotated = withNewCurrentKey(material);
    const rotatedKeys = deriveKeys(staticKeySource(rotated));
    const fresh = sealCardField(rotatedKeys.cardCipher, '5555555555554444', 'rec_2:card_number');
    expect(sealedKeyId(fresh)).toBe(rotated.currentKeyId);
    expect(openCardField(rotatedKeys.cardCipher, old, 'rec_1:card_number')).toBe('4242424242424242');
    expect(openCardField(rotatedKeys.cardCipher, fresh, 'rec_2:card_number')).toBe('5555555555554444');

    const retired = deriveKeys(staticKeySource(withoutKey(rotated, material.currentKeyId)));
    expect(() => openCardField(retired.cardCipher, old, 'rec_1:card_number')).toThrow(`The key ${material.currentKeyId} this value was sealed under is not held`);
  });

  it('opens nothing sealed under other key material, nor the old format without a key id', () => {
    const sealed = sealCardField(keys.cardCipher, '4242424242424242', 'rec_1:card_number');
    const other = generateKeyMaterial();
    const stranger = deriveKeys(staticKeySource({ ...other, currentKeyId: material.currentKeyId, encryptionKeys: { [material.currentKeyId]: other.signingSecret } }));
    expect(() => openCardField(stranger.cardCipher, sealed, 'rec_1:card_number')).toThrow();
    expect(() => openCardField(keys.cardCipher, `v1.${sealed.split('.')[2]}`, 'rec_1:card_number')).toThrow('Unknown card cipher format');
  });
});
