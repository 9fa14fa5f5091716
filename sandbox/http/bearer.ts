import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { verifyToken, type TokenClaims } from '@payment-client/server-kit/jwt';

/** Every bearer refusal blames the header that carried (or lacked) the token. */
export const AUTHORIZATION_HEADER = 'Authorization';

export interface BearerRequirement {
  key: Buffer;
  scope: string;
  /** When set, the token must have been issued for exactly this subject. */
  subject?: string;
  now: Date;
}

export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** 401 `UNAUTHORIZED` for a missing or wrong token, 401 `TOKEN_EXPIRED` so clients know to refresh. */
export async function requireBearer(request: FastifyRequest, requirement: BearerRequirement): Promise<TokenClaims> {
  const token = readBearer(request);
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Missing bearer token: send Authorization: Bearer <token>', [AUTHORIZATION_HEADER]);
  const check = await verifyToken(token, requirement.key, requirement.now);
  if (!check.ok) {
    if (check.reason === 'expired') throw new ApiError(401, 'TOKEN_EXPIRED', 'The bearer token has expired: create a new session', [AUTHORIZATION_HEADER]);
    throw new ApiError(401, 'UNAUTHORIZED', 'The bearer token is not valid', [AUTHORIZATION_HEADER]);
  }
  const { claims } = check;
  if (claims.scope !== requirement.scope || (requirement.subject !== undefined && claims.sub !== requirement.subject)) {
    throw new ApiError(401, 'UNAUTHORIZED', 'The bearer token is not valid for this resource', [AUTHORIZATION_HEADER]);
  }
  return claims;
}
