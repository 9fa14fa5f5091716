import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  scope: string;
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function signature(signingInput: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

export function signToken(claims: TokenClaims, key: Buffer): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(signingInput, key).toString('base64url')}`;
}

export function issueToken(sub: string, scope: string, now: Date, ttlSeconds: number, key: Buffer): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken({ sub, scope, iat, exp: iat + ttlSeconds }, key);
}

function parseClaims(encoded: string): TokenClaims | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, scope, iat, exp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof scope !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { sub, scope, iat, exp };
  } catch {
    return null;
  }
}

/** Checks signature first (only HS256 with our header is accepted), then expiry against `now`. */
export function verifyToken(token: string, key: Buffer, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header = '', payload = '', sent = ''] = parts;
  if (header !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = signature(`${header}.${payload}`, key);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
