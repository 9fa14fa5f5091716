import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCardNumber,
  detectCardNetwork,
  formatCardNumber,
  maskCardNumber,
  type CardNetwork,
} from '../../../../headless/core/card';
import {
  NETWORKS,
  SPEC_LENGTHS,
  SPEC_MASK,
  SPEC_MAX_LENGTH,
  UNAMBIGUOUS_PREFIXES,
  UNKNOWN_MAX_LENGTH,
  checkDigitFor,
} from './cardNumberTable.data';

const digitsOf = (value: string) => value.replace(/\D/g, '');
const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

/** Digits that start like a number of a given network, or like none in particular. */
const cardDigits = fc.oneof(
  digitString(0, 24),
  fc
    .tuple(fc.constantFrom(...NETWORKS), fc.nat(), digitString(0, 22))
    .map(([network, pick, rest]) => {
      const prefixes = UNAMBIGUOUS_PREFIXES[network];
      return `${prefixes[pick % prefixes.length] ?? ''}${rest}`;
    }),
);

/** Those digits as a shopper may type or paste them: with stray spaces, dashes or other characters. */
const typedCardNumber = cardDigits.chain((digits) =>
  fc
    .array(fc.constantFrom('', '', '', ' ', '-', '  ', '/', 'x'), { minLength: digits.length + 1, maxLength: digits.length + 1 })
    .map((separators) => separators.map((separator, i) => separator + (digits[i] ?? '')).join('')),
);

/** A Luhn-valid number of one of the network's lengths. */
const completeNumber = fc
  .tuple(fc.constantFrom(...NETWORKS), fc.nat(), fc.nat(), digitString(19, 19))
  .map(([network, pickPrefix, pickLength, fill]) => {
    const prefixes = UNAMBIGUOUS_PREFIXES[network];
    const lengths = SPEC_LENGTHS[network];
    const length = lengths[pickLength % lengths.length] ?? 0;
    const payload = `${prefixes[pickPrefix % prefixes.length] ?? ''}${fill}`.slice(0, length - 1);
    return { network, number: payload + checkDigitFor(payload) };
  });

const maxFor = (network: CardNetwork | null) => (network ? SPEC_MAX_LENGTH[network] : UNKNOWN_MAX_LENGTH);

/** The group sizes of `length` digits under a mask, extra groups of 4 after it. */
function expectedGroups(length: number, mask: readonly number[]): number[] {
  const groups: number[] = [];
  for (let left = length, i = 0; left > 0; i += 1) {
    const size = Math.min(mask[i] ?? 4, left);
    groups.push(size);
    left -= size;
  }
  return groups;
}

describe('card number mask properties', () => {
  it('formatted output with separators removed is the typed digits, cut to the network maximum', () => {
    fc.assert(
      fc.property(typedCardNumber, (typed) => {
        const digits = digitsOf(typed);
        const formatted = formatCardNumber(typed);
        expect(formatted).toMatch(/^(\d+( \d+)*)?$/);
        expect(formatted.replace(/ /g, '')).toBe(digits.slice(0, maxFor(detectCardNetwork(digits))));
      }),
    );
  });

  it('groups follow the network mask: amex 4-6-5, diners 4-6-6, others 4-4-4-4 and more', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NETWORKS), fc.nat(), digitString(24, 24), fc.integer({ min: 1, max: 19 }), (network, pick, fill, length) => {
        const prefixes = UNAMBIGUOUS_PREFIXES[network];
        const digits = `${prefixes[pick % prefixes.length] ?? ''}${fill}`.slice(0, Math.max(length, 6));
        const sizes = formatCardNumber(digits).split(' ').map((group) => group.length);
        expect(sizes).toEqual(expectedGroups(Math.min(digits.length, SPEC_MAX_LENGTH[network]), SPEC_MASK[network]));
      }),
    );
  });

  it('never shows more digits than the network maximum', () => {
    fc.assert(
      fc.property(typedCardNumber, digitString(0, 10), (typed, extra) => {
        const formatted = formatCardNumber(typed + extra);
        expect(digitsOf(formatted).length).toBeLessThanOrEqual(maxFor(detectCardNetwork(digitsOf(formatted))));
      }),
    );
  });

  it('formatting twice is formatting once, and keeps the digits cut to the maximum', () => {
    fc.assert(
      fc.property(typedCardNumber, (typed) => {
        const once = formatCardNumber(typed);
        expect(formatCardNumber(once)).toBe(once);
        expect(digitsOf(once)).toBe(digitsOf(typed).slice(0, maxFor(detectCardNetwork(digitsOf(typed)))));
      }),
    );
  });

  it('a complete Luhn-valid number is valid as typed and as the input displays it', () => {
    fc.assert(
      fc.property(completeNumber, ({ network, number }) => {
        const expected = { network, isEmpty: false, isComplete: true, isValid: true };
        expect(checkCardNumber(number)).toEqual(expected);
        expect(checkCardNumber(formatCardNumber(number))).toEqual(expected);
      }),
    );
  });

  it('valid implies complete, and complete implies a known network and one of its lengths', () => {
    fc.assert(
      fc.property(typedCardNumber, (typed) => {
        const check = checkCardNumber(typed);
        if (check.isValid) expect(check.isComplete).toBe(true);
        if (check.isComplete) {
          expect(check.network).not.toBeNull();
          expect(SPEC_LENGTHS[check.network as CardNetwork]).toContain(digitsOf(typed).length);
        }
        expect(check.isEmpty).toBe(typed.trim() === '');
      }),
    );
  });
});

describe('masked display properties', () => {
  it('keeps the length and the first 6 (up to 15 digits) or 8 digits, and hides the rest with X', () => {
    fc.assert(
      fc.property(typedCardNumber.filter((typed) => digitsOf(typed).length >= 12), (typed) => {
        const digits = digitsOf(typed);
        const masked = maskCardNumber(typed);
        const shown = digits.length <= 15 ? 6 : 8;
        expect(masked).toHaveLength(digits.length);
        expect(masked.slice(0, shown)).toBe(digits.slice(0, shown));
        expect(masked.slice(shown)).toBe('X'.repeat(digits.length - shown));
        expect(masked.slice(-4)).toBe('XXXX');
      }),
    );
  });
});
