import { describe, expect, it } from 'vitest';
import { generateVoucherCode, VOUCHER_CODE_BITS } from '../../../../host-app/server/billing/voucherCode';
import { voucherCodeSchema } from '../../../../host-app/contract/payments/paymentRequests';

describe('voucher codes', () => {
  it('carry at least 64 random bits, in a form the voucher form accepts', () => {
    expect(VOUCHER_CODE_BITS).toBeGreaterThanOrEqual(64);
    const codes = Array.from({ length: 2000 }, generateVoucherCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.slice(0, 50)) {
      expect(code).toMatch(/^VIP(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      expect(voucherCodeSchema.parse(` ${code.toLowerCase()} `)).toBe(code);
    }
    // Every symbol of the alphabet turns up: the randomness is spread over all 32.
    expect(new Set(codes.flatMap((code) => [...code.slice('VIP-'.length).replaceAll('-', '')])).size).toBe(32);
  });
});
