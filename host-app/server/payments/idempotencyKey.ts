import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '../../shared/paymentConstants';
import { wrongInput } from '../http/apiError';

/** Node reads header names in lower case. */
const HEADER = 'idempotency-key';
const FIELD = `headers.${HEADER}`;

/**
 * The client's key for one purchase attempt (SECURITY.md item 21). Missing (when required) or
 * malformed, it is a 400 naming the header.
 */
export function readIdempotencyKey(request: FastifyRequest, required: true): string;
export function readIdempotencyKey(request: FastifyRequest, required: false): string | undefined;
export function readIdempotencyKey(request: FastifyRequest, required: boolean): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined && !required) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw wrongInput('payment.idempotencyKeyInvalid', [{ field: FIELD, messageKey: 'payment.idempotencyKeyInvalid' }]);
  }
  return raw;
}

/** The same key with another request is refused rather than answered with the first one's result. */
export const idempotencyKeyReused = () =>
  wrongInput('payment.idempotencyKeyReused', [{ field: FIELD, messageKey: 'payment.idempotencyKeyReused' }], 422);

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key is bound to: the operation and its parsed body, whatever the order of its fields. */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonicalJson(body)}`).digest('base64url');
}
