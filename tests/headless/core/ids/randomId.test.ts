import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey } from '../../../../headless/core/api/idempotencyKey';
import { randomId } from '../../../../headless/core/ids/randomId';

describe('randomId', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 128 bits of the Web Crypto random source as 32 hex digits, each byte two digits', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set([0, 1, 15, 16, 255, 128, 7, 9, 10, 11, 12, 13, 14, 200, 100, 50]);
      return array;
    });
    expect(randomId()).toBe('00010f10ff800709' + '0a0b0c0d0ec86432');
  });

  it('gives a new id on every call', () => {
    const ids = new Set(Array.from({ length: 1000 }, randomId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes the idempotency keys: a fresh one for each operation', () => {
    expect(createIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
  });
});
