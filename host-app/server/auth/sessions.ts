import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@payment-client/server-kit/db';
import { issueToken, verifyToken } from '@payment-client/server-kit/jwt';
import type { SessionToken } from '../../contract/account/accountTypes';
import type { ProductContext } from '../context';
import { unauthorized } from '../http/apiError';
import { newProductId } from '../ids';
import { STAY_SIGNED_IN_SESSION_TTL_SECONDS } from '../securityPolicy';

export const SESSION_SCOPE = 'product-session';

export interface SignedInSubscriber {
  sessionId: string;
  subscriberId: string;
  staySignedIn: boolean;
}

/** Starts a session and signs a bearer token naming it. */
export async function openSession(db: Queryable, context: ProductContext, subscriberId: string, staySignedIn: boolean, now: Date): Promise<SessionToken> {
  const sessionId = newProductId('ses');
  const ttlSeconds = staySignedIn ? STAY_SIGNED_IN_SESSION_TTL_SECONDS : context.sessionTtlSeconds;
  const token = await issueToken(sessionId, SESSION_SCOPE, now, ttlSeconds, context.keys.sessionToken);
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + ttlSeconds * 1000);
  await db.query(
    'INSERT INTO product.sessions (id, subscriber_id, stay_signed_in, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sessionId, subscriberId, staySignedIn, now.toISOString(), expiresAt.toISOString()],
  );
  return { id: token, expiresAt: expiresAt.toISOString() };
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE product.sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now.toISOString()]);
}

/** A renewed session's old token works until `endsAt` at the latest, then expires like any other. */
export async function endSessionSoon(db: Queryable, sessionId: string, endsAt: Date): Promise<void> {
  await db.query('UPDATE product.sessions SET expires_at = LEAST(expires_at, $2) WHERE id = $1', [sessionId, endsAt.toISOString()]);
}

/** Every open session of the account ends at once. */
export async function revokeEverySession(db: Queryable, subscriberId: string, now: Date): Promise<void> {
  await db.query('UPDATE product.sessions SET revoked_at = $2 WHERE subscriber_id = $1 AND revoked_at IS NULL', [subscriberId, now.toISOString()]);
}

/** Every session of the account but the one that asked ends: after a new password or email, other devices sign in again. */
export async function revokeOtherSessions(db: Queryable, subscriberId: string, keptSessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE product.sessions SET revoked_at = $3 WHERE subscriber_id = $1 AND id <> $2 AND revoked_at IS NULL', [
    subscriberId,
    keptSessionId,
    now.toISOString(),
  ]);
}

/**
 * Checks a session token: signature, expiry, and that its session is still open. Only analytics
 * attribution passes `revokedWithinSeconds`, to accept a session revoked that recently.
 */
export async function checkSessionToken(token: string, context: ProductContext, now: Date, options: { revokedWithinSeconds?: number } = {}): Promise<SignedInSubscriber> {
  const check = await verifyToken(token, context.keys.sessionToken, now);
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'auth.expiredToken' : 'auth.invalidToken');
  if (check.claims.scope !== SESSION_SCOPE) throw unauthorized('auth.invalidToken');
  const { rows } = await context.db.query<{ subscriber_id: string; stay_signed_in: boolean; expires_at: Date; revoked_at: Date | null }>(
    'SELECT subscriber_id, stay_signed_in, expires_at, revoked_at FROM product.sessions WHERE id = $1',
    [check.claims.sub],
  );
  const session = rows[0];
  if (!session) throw unauthorized('auth.invalidToken');
  if (session.revoked_at !== null) {
    const revokedForMs = now.getTime() - new Date(session.revoked_at).getTime();
    if (options.revokedWithinSeconds === undefined || revokedForMs > options.revokedWithinSeconds * 1000) throw unauthorized('auth.invalidToken');
  }
  if (new Date(session.expires_at).getTime() <= now.getTime()) throw unauthorized('auth.expiredToken');
  return { sessionId: check.claims.sub, subscriberId: session.subscriber_id, staySignedIn: session.stay_signed_in };
}

/** The bearer token of the Authorization header; the token cookie is never read, so cross-site requests carry no identity. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,2048})$/.exec(header);
  if (!match?.[1]) throw unauthorized('auth.invalidToken');
  return match[1];
}

/** The signed-in subscriber, or null for a visitor. A token that is sent but not valid is a 401, never a silent visitor. */
export async function optionalSubscriber(request: FastifyRequest, context: ProductContext, now: Date): Promise<SignedInSubscriber | null> {
  const token = readBearerToken(request);
  return token === null ? null : checkSessionToken(token, context, now);
}

export async function requireSubscriber(request: FastifyRequest, context: ProductContext, now: Date): Promise<SignedInSubscriber> {
  const subscriber = await optionalSubscriber(request, context, now);
  if (!subscriber) throw unauthorized('auth.required');
  return subscriber;
}
