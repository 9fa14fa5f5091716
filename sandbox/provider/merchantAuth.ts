import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AUTHORIZATION_HEADER, readBearer } from '../http/bearer';
import { ApiError } from '../http/errors';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Server-to-server calls carry the merchant's secret key. Returns the idempotency scope for the
 * merchant: a digest, so the key itself is never written to the database.
 */
export function requireMerchantKey(request: FastifyRequest, secretKey: string): string {
  const given = readBearer(request);
  if (!given || !timingSafeEqual(digest(given), digest(secretKey))) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Send the merchant secret key as Authorization: Bearer sk_test_…', [AUTHORIZATION_HEADER]);
  }
  return `merchant:${digest(secretKey).toString('base64url').slice(0, 22)}`;
}
