import { describe, expect, it } from 'vitest';
import {
  formatExpiryInput,
  hasExpired,
  isValidCardholderName,
  isValidExpiry,
  isValidExpiryMonth,
  isValidExpiryYear,
  isValidPin,
  isValidSecurityCode,
  parseExpiryDate,
  resolveExpiryDateFormat,
} from '../../../../headless/core/card';

const now = new Date(2026, 10, 22);

describe('expiry', () => {
  it('parses the four formats of section 5', () => {
    expect(parseExpiryDate('12/29', 'MM/YY')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('2029/12', 'YYYY/MM')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('29/12', 'YY/MM')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('12/2029', 'MM/YYYY')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('13/29')).toBeNull();
    expect(parseExpiryDate('1229')).toBeNull();
  });

  it('defaults to MM/YY and warns on an unknown format', () => {
    expect(resolveExpiryDateFormat(undefined)).toEqual({ format: 'MM/YY' });
    expect(resolveExpiryDateFormat('YYYY/MM')).toEqual({ format: 'YYYY/MM' });
    const fallback = resolveExpiryDateFormat('DD/MM');
    expect(fallback.format).toBe('MM/YY');
    expect(fallback.warning).toContain('DD/MM');
  });

  it('treats the current month as not yet expired and last month as expired', () => {
    expect(hasExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isValidExpiry({ month: 1, year: 2026 }, now)).toBe(false);
    expect(isValidExpiry({ month: 1, year: 2030 }, now)).toBe(true);
    expect(isValidExpiry(null, now)).toBe(false);
  });

  it('validates month (2 digits) and year (YY or YYYY)', () => {
    expect(isValidExpiryMonth('01')).toBe(true);
    expect(isValidExpiryMonth('1')).toBe(false);
    expect(isValidExpiryMonth('13')).toBe(false);
    expect(isValidExpiryYear('29')).toBe(true);
    expect(isValidExpiryYear('2029')).toBe(false);
    expect(isValidExpiryYear('2029', 'YYYY')).toBe(true);
  });

  it('formats typing as MM / YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('4')).toBe('04 / ');
    expect(formatExpiryInput('12')).toBe('12 / ');
    expect(formatExpiryInput('1229')).toBe('12 / 29');
    expect(formatExpiryInput('12 / 2')).toBe('12 / 2');
  });
});

describe('security code and PIN', () => {
  it('is empty or 3-4 digits, 4 for amex', () => {
    expect(isValidSecurityCode('', null)).toBe(true);
    expect(isValidSecurityCode('123', null)).toBe(true);
    expect(isValidSecurityCode('1234', null)).toBe(true);
    expect(isValidSecurityCode('12', null)).toBe(false);
    expect(isValidSecurityCode('1234', 'amex')).toBe(true);
    expect(isValidSecurityCode('123', 'amex')).toBe(false);
    expect(isValidSecurityCode('1234', 'visa')).toBe(false);
  });

  it('takes an empty PIN or 4-12 digits', () => {
    expect(isValidPin('')).toBe(true);
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('123')).toBe(false);
    expect(isValidPin('1234567890123')).toBe(false);
  });
});

describe('card holder', () => {
  it('needs 2 or more letters, spaces, commas, periods, hyphens or apostrophes', () => {
    expect(isValidCardholderName("Jean-Luc O'Neil, Jr.")).toBe(true);
    expect(isValidCardholderName('محمد علي')).toBe(true);
    expect(isValidCardholderName('Zoë')).toBe(true);
    expect(isValidCardholderName('J')).toBe(false);
    expect(isValidCardholderName('  ')).toBe(false);
    expect(isValidCardholderName('R2D2')).toBe(false);
  });
});
