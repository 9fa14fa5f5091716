import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_NETWORKS, isValidPin, isValidSecurityCode, securityCodeLength, type CardNetwork } from '../../../../headless/core/card';

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('CVV', () => {
  it('is empty or 3-4 digits while the network is unknown', () => {
    expect(isValidSecurityCode('', null)).toBe(true);
    expect(isValidSecurityCode('123', null)).toBe(true);
    expect(isValidSecurityCode('1234', null)).toBe(true);
    expect(isValidSecurityCode('12', null)).toBe(false);
    expect(isValidSecurityCode('12345', null)).toBe(false);
  });

  it('is 4 digits for amex and 3 for every other known network', () => {
    expect(isValidSecurityCode('1234', 'amex')).toBe(true);
    expect(isValidSecurityCode('123', 'amex')).toBe(false);
    expect(isValidSecurityCode('123', 'visa')).toBe(true);
    expect(isValidSecurityCode('1234', 'visa')).toBe(false);
    expect(Object.fromEntries(CARD_NETWORKS.map((network) => [network, securityCodeLength(network)]))).toEqual({
      visa: 3, mastercard: 3, amex: 4, diners: 3, discover: 3, jcb: 3, maestro: 3, unionpay: 3, hipercard: 3, elo: 3,
    });
    expect(securityCodeLength(null)).toBe(4);
  });

  it.each(['12a', ' 123', '123 ', '12-3', '١٢٣', '12.3'])('refuses %j', (value) => {
    expect(isValidSecurityCode(value, null)).toBe(false);
    expect(isValidSecurityCode(value, 'visa')).toBe(false);
  });

  it('for any network and digits, is valid exactly when empty or of the network length', () => {
    fc.assert(
      fc.property(fc.constantFrom<CardNetwork | null>(null, ...CARD_NETWORKS), digitString(0, 7), (network, value) => {
        const allowed = network === null ? [0, 3, 4] : [0, network === 'amex' ? 4 : 3];
        expect(isValidSecurityCode(value, network)).toBe(allowed.includes(value.length));
      }),
    );
  });
});

describe('PIN', () => {
  it('takes an empty PIN or 4-12 digits', () => {
    expect(isValidPin('')).toBe(true);
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('123456789012')).toBe(true);
    expect(isValidPin('123')).toBe(false);
    expect(isValidPin('1234567890123')).toBe(false);
    expect(isValidPin('12a4')).toBe(false);
    expect(isValidPin(' 1234')).toBe(false);
  });

  it('for any digits, is valid exactly when empty or 4 to 12 long; never with another character', () => {
    fc.assert(
      fc.property(digitString(0, 16), fc.constantFrom(' ', 'a', '-', '.', '٤'), fc.nat(), (value, intruder, at) => {
        expect(isValidPin(value)).toBe(value.length === 0 || (value.length >= 4 && value.length <= 12));
        const index = at % (value.length + 1);
        expect(isValidPin(value.slice(0, index) + intruder + value.slice(index))).toBe(false);
      }),
    );
  });
});
