import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../../../host-app/server/publicReads/acceptEncoding';

describe('the encoding a public read is sent in', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
  ] as const)('Accept-Encoding %j: %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
    // Asked again, from memory: the same.
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
