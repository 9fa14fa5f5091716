import { describe, expect, it } from 'vitest';
import { checkCardNumber, formatCardNumber, passesLuhn } from '../../../../headless/core/card';
import {
  CARD_NUMBER_ROWS,
  NETWORKS,
  WELL_KNOWN_NUMBERS,
  cardNumberOf,
  checkDigitFor,
  type RowKind,
} from './cardNumberTable.data';

describe('card numbers across the ten networks', () => {
  it.each(CARD_NUMBER_ROWS.map((row) => [row.kind, row.input, row] as const))('%s: "%s"', (_kind, input, row) => {
    expect(checkCardNumber(input)).toEqual({
      network: row.network,
      isEmpty: input.trim() === '',
      isComplete: row.isComplete,
      isValid: row.isValid,
    });
    expect(formatCardNumber(input)).toBe(row.display);
  });

  it('covers every network with valid, wrong-length, wrong-checksum and partial numbers', () => {
    const kinds: RowKind[] = ['valid', 'wrong length', 'wrong luhn', 'partial'];
    for (const network of NETWORKS) {
      const covered = new Set(CARD_NUMBER_ROWS.filter((row) => row.network === network).map((row) => row.kind));
      expect([network, kinds.filter((kind) => covered.has(kind))]).toEqual([network, kinds]);
    }
    expect(CARD_NUMBER_ROWS.length).toBeGreaterThanOrEqual(60);
  });

  it('a valid number stays valid as the input displays it (the frame checks its own display)', () => {
    for (const row of CARD_NUMBER_ROWS.filter((r) => r.kind === 'valid')) {
      expect([row.display, checkCardNumber(row.display).isValid]).toEqual([row.display, true]);
    }
  });
});

describe('test data', () => {
  it('computes the same check digits as the published test numbers', () => {
    for (const [number] of WELL_KNOWN_NUMBERS) {
      expect(checkDigitFor(number.slice(0, -1))).toBe(number.at(-1));
    }
  });

  it('builds numbers of the asked length and prefix that pass the checksum', () => {
    const built = cardNumberOf('6062', 19);
    expect(built).toHaveLength(19);
    expect(built.startsWith('6062')).toBe(true);
    expect(passesLuhn(built)).toBe(true);
  });
});
