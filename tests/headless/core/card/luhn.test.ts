import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, passesLuhn } from '../../../../headless/core/card';

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

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
    expect(passesLuhn('4242-4242-4242-4242')).toBe(false);
    expect(passesLuhn('٤٢٤٢')).toBe(false);
  });
});

describe('luhnCheckDigit', () => {
  it('gives the check digit of published numbers', () => {
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    expect(luhnCheckDigit('37828224631000')).toBe('5');
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('0')).toBe('0');
  });

  it('refuses a payload that is not digits, without repeating it', () => {
    expect(() => luhnCheckDigit('')).toThrow(/digits/);
    expect(() => luhnCheckDigit('4242 4242')).toThrow(TypeError);
    const error = (() => {
      try {
        luhnCheckDigit('4242x');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).not.toContain('4242');
  });
});

describe('Luhn properties', () => {
  it('appending the computed check digit always yields a valid number', () => {
    fc.assert(
      fc.property(digitString(1, 30), (payload) => {
        expect(passesLuhn(payload + luhnCheckDigit(payload))).toBe(true);
      }),
    );
  });

  it('changing any single digit of a valid number always makes it invalid', () => {
    fc.assert(
      fc.property(digitString(1, 24), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, shift) => {
        const valid = payload + luhnCheckDigit(payload);
        const index = at % valid.length;
        const changed = String((Number(valid[index]) + shift) % 10);
        const typo = valid.slice(0, index) + changed + valid.slice(index + 1);
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });

  it('exactly one final digit makes any payload valid', () => {
    fc.assert(
      fc.property(digitString(1, 24), (payload) => {
        const passing = [...'0123456789'].filter((digit) => passesLuhn(payload + digit));
        expect(passing).toEqual([luhnCheckDigit(payload)]);
      }),
    );
  });
});
