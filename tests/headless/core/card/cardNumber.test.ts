import { describe, expect, it } from 'vitest';
import {
  cardBin,
  cardNumberGroups,
  checkCardNumber,
  formatCardNumber,
  isValidCardNumberLength,
  maskCardNumber,
  passesLuhn,
} from '../../../../headless/core/card';

describe('passesLuhn', () => {
  it('accepts valid checksums and rejects one-digit typos', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('rejects anything but digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });
});

describe('card number lengths of section 5', () => {
  const lengths = (network: Parameters<typeof isValidCardNumberLength>[1]) =>
    Array.from({ length: 20 }, (_, i) => i).filter((n) => isValidCardNumberLength('4'.repeat(n), network));

  it.each([
    ['visa', [13, 14, 15, 16, 19]],
    ['mastercard', [16]],
    ['amex', [15]],
    ['diners', [14, 15, 16]],
    ['discover', [16, 17, 18, 19]],
    ['jcb', [16, 17, 18, 19]],
    ['hipercard', [14, 15, 16, 17, 18, 19]],
    ['unionpay', [16, 17, 18, 19]],
    ['maestro', [12, 13, 14, 15, 16, 17, 18, 19]],
    ['elo', [16]],
  ] as const)('%s accepts %j', (network, expected) => {
    expect(lengths(network)).toEqual(expected);
  });
});

describe('checkCardNumber', () => {
  it('is valid for a complete number with a good checksum', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ network: 'visa', isEmpty: false, isComplete: true, isValid: true });
  });

  it('is incomplete while typing', () => {
    expect(checkCardNumber('4242 4242')).toMatchObject({ isComplete: false, isValid: false });
  });

  it('is complete but invalid with a bad checksum', () => {
    expect(checkCardNumber('4242424242424241')).toMatchObject({ isComplete: true, isValid: false });
  });

  it('is empty for blank input', () => {
    expect(checkCardNumber('  ')).toEqual({ network: null, isEmpty: true, isComplete: false, isValid: false });
  });

  it('refuses letters and separators in odd places', () => {
    expect(checkCardNumber('4242x4242424242424').isValid).toBe(false);
    expect(checkCardNumber('4242--4242424242424242').isValid).toBe(false);
  });
});

describe('masks', () => {
  it('groups by 4, amex 4-6-5, diners 4-6-6, extra groups for longer numbers', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3056930902590412')).toBe('3056 930902 590412');
    expect(formatCardNumber('6011000990139424123')).toBe('6011 0009 9013 9424 123');
    expect(cardNumberGroups('visa', 19)).toEqual([4, 4, 4, 4, 3]);
  });

  it('never takes more digits than the network allows', () => {
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
  });

  it('masks all but the first 6 digits up to 15 digits, else the first 8', () => {
    expect(maskCardNumber('378282246310005')).toBe('378282XXXXXXXXX');
    expect(maskCardNumber('4242424242424242')).toBe('42424242XXXXXXXX');
  });

  it('reveals at most an 8-digit BIN', () => {
    expect(cardBin('4242424242424242')).toBe('42424242');
    expect(cardBin('378282246310005')).toBe('378282');
  });
});
