import { describe, expect, it } from 'vitest';
import {
  CARD_NETWORKS,
  cardBin,
  cardNumberGroups,
  checkCardNumber,
  formatCardNumber,
  isValidCardNumberLength,
  isWellFormedCardNumber,
  maskCardNumber,
  maxCardNumberLength,
  validCardNumberLengths,
} from '../../../../headless/core/card';
import { SPEC_LENGTHS, SPEC_MAX_LENGTH } from './cardNumberTable.data';

describe('card number lengths of PC-CARD-4', () => {
  const acceptedLengths = (network: Parameters<typeof isValidCardNumberLength>[1]) =>
    Array.from({ length: 25 }, (_, i) => i).filter((n) => isValidCardNumberLength('4'.repeat(n), network));

  it.each([
    ['visa', [13, 14, 15, 16]],
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
    expect(acceptedLengths(network)).toEqual(expected);
    expect(validCardNumberLengths(network)).toEqual(expected);
  });

  it('caps the input at the spec maximum (visa 19, diners 16) and at 19 for an unknown network', () => {
    for (const network of CARD_NETWORKS) expect([network, maxCardNumberLength(network)]).toEqual([network, SPEC_MAX_LENGTH[network]]);
    expect(maxCardNumberLength(null)).toBe(19);
  });

  it('agrees with the lengths written out in the test data', () => {
    for (const network of CARD_NETWORKS) expect(validCardNumberLengths(network)).toEqual(SPEC_LENGTHS[network]);
  });
});

describe('isWellFormedCardNumber', () => {
  it.each([
    '4242424242424242',
    '4242 4242 4242 4242',
    '4242-4242-4242-4242',
    '42 4242 424242 4242',
    '3782 822463 10005',
    // The input's own mask ends in a one-digit group for a 13-digit visa, and while typing.
    '4222 2222 2222 2',
    '4',
  ])('accepts %j', (value) => {
    expect(isWellFormedCardNumber(value)).toBe(true);
  });

  it.each(['', '4 242', '4242  4242', '4242 -4242', '-4242 4242', '4242 4242-', '4242_4242', '4242.4242', '42a4 4242', '4222-2222-2222-2'])(
    'refuses %j',
    (value) => {
      expect(isWellFormedCardNumber(value)).toBe(false);
    },
  );
});

describe('checkCardNumber', () => {
  it('is valid for a complete number with a good checksum', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ network: 'visa', isEmpty: false, isComplete: true, isValid: true });
  });

  it('is incomplete while typing', () => {
    expect(checkCardNumber('4242 4242')).toMatchObject({ network: 'visa', isComplete: false, isValid: false });
  });

  it('is complete but invalid with a bad checksum', () => {
    expect(checkCardNumber('4242424242424241')).toMatchObject({ isComplete: true, isValid: false });
  });

  it('is empty for blank input', () => {
    expect(checkCardNumber('  ')).toEqual({ network: null, isEmpty: true, isComplete: false, isValid: false });
  });

  it('does not take a visa of 17 to 19 digits, which only the input cap allows', () => {
    expect(checkCardNumber('4000000000000000006')).toMatchObject({ network: 'visa', isComplete: false, isValid: false });
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
    expect(cardNumberGroups('amex', 15)).toEqual([4, 6, 5]);
    expect(cardNumberGroups('diners', 14)).toEqual([4, 6, 4]);
    expect(cardNumberGroups(null, 19)).toEqual([4, 4, 4, 4, 3]);
  });

  it('never takes more digits than the network allows', () => {
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('30569309025904123456')).toBe('3056 930902 590412');
    expect(formatCardNumber('99999999999999999999999')).toBe('9999 9999 9999 9999 999');
  });

  it('groups by the network of the digits, whatever else was typed', () => {
    expect(formatCardNumber('3782a82246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('masks all but the first 6 digits up to 15 digits, else the first 8', () => {
    expect(maskCardNumber('378282246310005')).toBe('378282XXXXXXXXX');
    expect(maskCardNumber('4242424242424242')).toBe('42424242XXXXXXXX');
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('42424242XXXXXXXX');
    expect(maskCardNumber('4222222222222')).toBe('422222XXXXXXX');
    expect(maskCardNumber('6799990100000000019')).toBe('67999901XXXXXXXXXXX');
  });

  it('reveals at most an 8-digit BIN', () => {
    expect(cardBin('4242424242424242')).toBe('42424242');
    expect(cardBin('378282246310005')).toBe('378282');
  });
});
