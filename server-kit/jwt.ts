import { errors, jwtVerify, SignJWT } from 'jose';

/** The claims of every token the servers issue: who (`sub`), for what (`scope`), and when. */
export interface TokenClaims {
  sub: string;
  scope: string;
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const ALGORITHM = 'HS256';
const TYPE = 'JWT';
const INVALID: TokenCheck = { ok: false, reason: 'invalid' };

export function signToken(claims: TokenClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({ scope: claims.scope })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);
}

/** A token for `sub` in `scope`, valid from `now` for `ttlSeconds`. */
export function issueToken(sub: string, scope: string, now: Date, ttlSeconds: number, key: Uint8Array): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken({ sub, scope, iat, exp: iat + ttlSeconds }, key);
}

/**
 * Accepts only HS256 tokens typed JWT, signed with `key` and carrying every claim; the signature
 * is checked before expiry, so only a genuine token is ever reported as expired.
 */
export async function verifyToken(token: string, key: Uint8Array, now: Date): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], typ: TYPE, currentDate: now, requiredClaims: ['sub', 'iat', 'exp'] });
    const { sub, scope, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof scope !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return INVALID;
    return { ok: true, claims: { sub, scope, iat, exp } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    // Anything jose refuses is a bad token; any other error is a fault of ours and must surface.
    if (error instanceof errors.JOSEError) return INVALID;
    throw error;
  }
}
