import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKeyHeader, requestFingerprint } from '@payment-client/server-kit/idempotency';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/payments/paymentConstants';
import { wrongInput } from '../http/apiError';

const FIELD = `headers.${IDEMPOTENCY_KEY_HEADER.toLowerCase()}`;

/**
 * The client's key for one purchase attempt (SEC-21). Missing (when required) or
 * malformed, it is a 400 naming the header.
 */
export function readIdempotencyKey(request: FastifyRequest, required: true): string;
export function readIdempotencyKey(request: FastifyRequest, required: false): string | undefined;
export function readIdempotencyKey(request: FastifyRequest, required: boolean): string | undefined {
  const header = readIdempotencyKeyHeader(request.headers, IDEMPOTENCY_KEY_PATTERN);
  if (header.state === 'present') return header.key;
  if (header.state === 'absent' && !required) return undefined;
  throw wrongInput('payment.idempotencyKeyInvalid', [{ field: FIELD, messageKey: 'payment.idempotencyKeyInvalid' }]);
}

/** The same key with another request is refused rather than answered with the first one's result. */
export const idempotencyKeyReused = () =>
  wrongInput('payment.idempotencyKeyReused', [{ field: FIELD, messageKey: 'payment.idempotencyKeyReused' }], 422);

/** What a key is bound to: the operation and its parsed body, whatever the order of its fields. */
export function requestHash(operation: string, body: unknown): string {
  return requestFingerprint(operation, body);
}
