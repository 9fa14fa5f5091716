import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header clients send once per operation and again on each retry of it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type IdempotencyKeyHeader = { state: 'absent' } | { state: 'malformed' } | { state: 'present'; key: string };

/** Each server answers an absent or malformed key in its own error format, so this only classifies. */
export function readIdempotencyKeyHeader(headers: IncomingHttpHeaders, shape: RegExp): IdempotencyKeyHeader {
  // Node reads header names in lower case.
  const raw = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return { state: 'absent' };
  if (typeof raw !== 'string' || !shape.test(raw)) return { state: 'malformed' };
  return { state: 'present', key: raw };
}

/** JSON with object keys sorted and undefined fields left out: the same body, whatever its field order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What an idempotency key is bound to: the operation and its body. Pass a key where a body may
 * hold a card number: a plain hash of a PAN can be brute-forced.
 */
export function requestFingerprint(operation: string, body: unknown, key?: Uint8Array): string {
  const hash = key === undefined ? createHash('sha256') : createHmac('sha256', key);
  return hash.update(`${operation}\n${canonicalJson(body)}`).digest('base64url');
}
