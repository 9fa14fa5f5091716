import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, readIdempotencyKeyHeader, requestFingerprint } from '@payment-client/server-kit/idempotency';

const SHAPE = /^[\x21-\x7e]{4,8}$/;

describe('idempotency helpers', () => {
  it('writes the same JSON for the same body, whatever its field order, leaving out undefined fields', () => {
    const first = canonicalJson({ b: [2, { y: 1, x: null }], a: 'text', skipped: undefined });
    expect(first).toBe('{"a":"text","b":[2,{"x":null,"y":1}]}');
    expect(canonicalJson({ a: 'text', b: [2, { x: null, y: 1 }] })).toBe(first);
    // Array order is meaning, not presentation.
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });

  it('binds a fingerprint to the operation and the body, and to the key when one is given', () => {
    const key = randomBytes(32);
    const body = { amount: { value: 100, currency: 'USD' } };
    const plain = requestFingerprint('POST /v1/payments', body);
    expect(requestFingerprint('POST /v1/payments', { amount: { currency: 'USD', value: 100 } })).toBe(plain);
    expect(requestFingerprint('POST /v1/payouts', body)).not.toBe(plain);
    expect(requestFingerprint('POST /v1/payments', { amount: { value: 101, currency: 'USD' } })).not.toBe(plain);
    const keyed = requestFingerprint('POST /v1/payments', body, key);
    expect(keyed).not.toBe(plain);
    expect(requestFingerprint('POST /v1/payments', body, randomBytes(32))).not.toBe(keyed);
    expect(requestFingerprint('POST /v1/payments', body, key)).toBe(keyed);
  });

  it('tells an absent, a malformed and a present key apart, by the shape each server requires', () => {
    expect(readIdempotencyKeyHeader({}, SHAPE)).toEqual({ state: 'absent' });
    expect(readIdempotencyKeyHeader({ 'idempotency-key': 'abc' }, SHAPE)).toEqual({ state: 'malformed' });
    expect(readIdempotencyKeyHeader({ 'idempotency-key': 'has space' }, SHAPE)).toEqual({ state: 'malformed' });
    expect(readIdempotencyKeyHeader({ 'idempotency-key': ['abcd', 'abcd'] }, SHAPE)).toEqual({ state: 'malformed' });
    expect(readIdempotencyKeyHeader({ 'idempotency-key': 'abcd' }, SHAPE)).toEqual({ state: 'present', key: 'abcd' });
  });
});
