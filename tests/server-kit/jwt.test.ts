import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, signToken, verifyToken } from '@payment-client/server-kit/jwt';

const key = randomBytes(32);
const otherKey = randomBytes(32);
const now = new Date('2026-06-01T10:00:00Z');
const nowSeconds = now.getTime() / 1000;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as unknown;

/** An HS256 JWT made by hand from RFC 7519, so the test does not trust the library it checks. */
function handMadeToken(header: unknown, claims: unknown, signingKey: Buffer = key): string {
  const signingInput = `${encode(header)}.${encode(claims)}`;
  return `${signingInput}.${createHmac('sha256', signingKey).update(signingInput).digest('base64url')}`;
}

describe('server tokens', () => {
  it('issues an HS256 JWT with exactly sub, scope, iat and exp, signed over header and claims', async () => {
    const token = await issueToken('exe_1', 'payment-session', now, 1800, key);
    const [header, claims, signature] = token.split('.');
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decode(claims)).toEqual({ sub: 'exe_1', scope: 'payment-session', iat: nowSeconds, exp: nowSeconds + 1800 });
    expect(signature).toBe(createHmac('sha256', key).update(`${header}.${claims}`).digest('base64url'));
  });

  it('verifies its own tokens and any standard HS256 JWT with the same claims', async () => {
    const claims = { sub: 'vlt_1', scope: 'vault', iat: nowSeconds, exp: nowSeconds + 60 };
    const expected = { ok: true, claims };
    expect(await verifyToken(await signToken(claims, key), key, now)).toEqual(expected);
    expect(await verifyToken(handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims), key, now)).toEqual(expected);
  });

  it('calls a token expired from its exp second on, and only a genuine one', async () => {
    const token = await issueToken('exe_1', 'payment-session', now, 60, key);
    expect((await verifyToken(token, key, new Date(now.getTime() + 59_999))).ok).toBe(true);
    expect(await verifyToken(token, key, new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken(token, otherKey, new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses foreign-key, tampered and malformed tokens', async () => {
    const token = await issueToken('exe_1', 'payment-session', now, 60, key);
    const [header, , signature] = token.split('.');
    const otherClaims = encode({ sub: 'exe_2', scope: 'payment-session', iat: nowSeconds, exp: nowSeconds + 60 });
    for (const bad of [`${token}x`, `${header}.${otherClaims}.${signature}`, token.split('.').slice(0, 2).join('.'), '', 'not a token']) {
      expect(await verifyToken(bad, key, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await verifyToken(token, otherKey, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses alg=none, another HMAC algorithm, another type and missing claims', async () => {
    const claims = { sub: 'a', scope: 'vault', iat: nowSeconds, exp: nowSeconds + 60 };
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const hs512 = (() => {
      const signingInput = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode(claims)}`;
      return `${signingInput}.${createHmac('sha512', key).update(signingInput).digest('base64url')}`;
    })();
    const refused = [
      none,
      hs512,
      handMadeToken({ alg: 'HS256', typ: 'at+jwt' }, claims),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, scope: undefined }),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: undefined }),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }),
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: String(claims.iat) }),
    ];
    for (const token of refused) expect(await verifyToken(token, key, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
