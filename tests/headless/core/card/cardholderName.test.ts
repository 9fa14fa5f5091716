import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCardholderName } from '../../../../headless/core/card';

describe('card holder name', () => {
  it.each([
    'Al',
    'José Ñúñez',
    "O'Brien-Smith",
    'O’Brien',
    "Jean-Luc O'Neil, Jr.",
    'Zoë',
    // "e" followed by a combining acute accent.
    'Jose\u0301',
    'محمد علي',
    'عبد الله بن عمر',
    'Иван Петров',
    'Γιάννης Παπαδόπουλος',
    'राहुल शर्मा',
    '王伟',
    ' Ann ',
  ])('accepts %j', (name) => {
    expect(isValidCardholderName(name)).toBe(true);
  });

  it.each(['', 'J', ' J ', '  ', 'R2D2', 'john@example.com', 'Anne_Marie', 'Jo;hn', 'Mary\tJane', '😀😀', 'Ann (Jr)', '١٢', 'Jean\nLuc'])(
    'refuses %j',
    (name) => {
      expect(isValidCardholderName(name)).toBe(false);
    },
  );
});

const letters = [...'abcxyzAÁÉÍÑÓÚÜßøåçğışœمحدعليИванПетровΑλέξηςΓιάννης王伟李娜राहुलशर्मा'];
const word = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 8 });
const joiner = fc.constantFrom(' ', '-', "'", '’', ', ', '. ', ' ');
/** A name: one word of at least two letters, then any words joined by the allowed punctuation. */
const holderName = fc
  .tuple(fc.string({ unit: fc.constantFrom(...letters), minLength: 2, maxLength: 8 }), fc.array(fc.tuple(joiner, word), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([join, next]) => join + next).join(''));

describe('card holder name properties', () => {
  it('accepts letters of any script joined by space, comma, period, hyphen or apostrophe', () => {
    fc.assert(
      fc.property(holderName, (name) => {
        expect(isValidCardholderName(name)).toBe(true);
      }),
    );
  });

  it('refuses a name with any other character in it', () => {
    const intruder = fc.constantFrom('0', '7', '@', '_', '/', '!', '\t', '😀', '#', '(', '٣');
    fc.assert(
      fc.property(holderName, intruder, fc.nat(), (name, char, at) => {
        const index = at % (name.length + 1);
        expect(isValidCardholderName(name.slice(0, index) + char + name.slice(index))).toBe(false);
      }),
    );
  });
});
