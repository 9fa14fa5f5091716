import { describe, expect, it } from 'vitest';
import { detectOsType, variationFromAddress } from '../../../../../host-app/client/payments/setup/osType';

describe('detectOsType', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 0, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0', 5, 'androidOs'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0', 0, 'androidOs'],
  ] as const)('%s (%i touch points) is %s', (userAgent, maxTouchPoints, expected) => {
    expect(detectOsType({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('variationFromAddress', () => {
  it('reads variation, empty without it', () => {
    expect(variationFromAddress('?variation=b&x=1')).toBe('b');
    expect(variationFromAddress('')).toBe('');
  });
});
