import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { requireBearer } from '../http/bearer';
import type { TokenClaims } from '@payment-client/server-kit/jwt';

export const SESSION_SCOPE = 'payment-session';
export const VAULT_SCOPE = 'vault';

/** The session token issued with the execution; when `executionId` is given it must be its `sub`. */
export function requireSessionToken(request: FastifyRequest, context: SandboxContext, now: Date, executionId?: string): Promise<TokenClaims> {
  return requireBearer(request, {
    key: context.keys.providerToken,
    scope: SESSION_SCOPE,
    ...(executionId === undefined ? {} : { subject: executionId }),
    now,
  });
}
