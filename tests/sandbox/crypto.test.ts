import { describe, expect, it } from 'vitest';
import { issueToken, signToken, verifyToken } from '../../sandbox/shared/jwt';
import { deriveKeys } from '../../sandbox/shared/keys';
import { openCardField, sealCardField } from '../../sandbox/vault/cardCipher';

const keys = deriveKeys('unit-test-secret');
const now = new Date('2026-06-01T10:00:00Z');

describe('jwt', () => {
  it('verifies its own HS256 token and reads the claims', () => {
    const token = issueToken('exe_1', 'payment-session', now, 1800, keys.providerToken);
    expect(verifyToken(token, keys.providerToken, now)).toEqual({
      ok: true,
      claims: { sub: 'exe_1', scope: 'payment-session', iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 1800 },
    });
  });

  it('tells an expired token from an invalid one', () => {
    const token = issueToken('exe_1', 'payment-session', now, 60, keys.providerToken);
    expect(verifyToken(token, keys.providerToken, new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken(token, keys.vaultToken, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(`${token}x`, keys.providerToken, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an unsigned token', () => {
    const [, payload] = signToken({ sub: 'a', scope: 'vault', iat: 1, exp: 9e9 }, keys.vaultToken).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(verifyToken(none, keys.vaultToken, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('card cipher', () => {
  it('round-trips and never contains the plaintext', () => {
    const sealed = sealCardField(keys.cardCipher, '4242424242424242', 'rec_1:card_number');
    expect(sealed).not.toContain('4242424242424242');
    expect(openCardField(keys.cardCipher, sealed, 'rec_1:card_number')).toBe('4242424242424242');
  });

  it('fails when the ciphertext is moved to another card or column', () => {
    const sealed = sealCardField(keys.cardCipher, '123', 'rec_1:security_code');
    expect(() => openCardField(keys.cardCipher, sealed, 'rec_2:security_code')).toThrow();
    expect(() => openCardField(keys.cardCipher, sealed, 'rec_1:card_number')).toThrow();
  });
});
