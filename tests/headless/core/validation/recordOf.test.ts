import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { configurationError } from '../../../../headless/core/errors/describeIssues';
import { matches } from '../../../../headless/core/validation/matches';
import { recordOf } from '../../../../headless/core/validation/recordOf';

const messageOf = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) throw new Error(`${JSON.stringify(input)} was accepted`);
  return configurationError('options', parsed.error.issues).message;
};

describe('recordOf', () => {
  const texts = z.object({ texts: recordOf(z.string()) });

  test('accepts a map whose values pass, and an empty one', () => {
    expect(z.safeParse(texts, { texts: { payNow: 'Pay', cancel: 'Back' } }).data).toEqual({ texts: { payNow: 'Pay', cancel: 'Back' } });
    expect(z.safeParse(texts, { texts: {} }).success).toBe(true);
  });

  test('names the entry whose value fails, under the field that holds the map', () => {
    const message = messageOf(texts, { texts: { payNow: 'Pay', cancel: 7 } });
    expect(message).toContain('options.texts.cancel');
    expect(message).not.toContain('options.texts.payNow');
  });

  test('names the path inside a nested map', () => {
    expect(messageOf(z.object({ styles: recordOf(recordOf(z.string())) }), { styles: { base: { color: 1 } } })).toContain('options.styles.base.color');
  });

  test('refuses what is not a plain object', () => {
    for (const input of [null, 'texts', 3, ['Pay']]) expect(messageOf(texts, { texts: input })).toContain('options.texts');
  });

  test('refuses an entry whose name does not match, with the given message', () => {
    const byCountry = recordOf(z.array(z.number()), { pattern: /^[A-Z]{2}$/, message: 'must be a country code such as BR' });
    expect(z.safeParse(byCountry, { BR: [2, 3] }).success).toBe(true);
    expect(messageOf(z.object({ installments: byCountry }), { installments: { br: [2] } })).toBe('Invalid options: options.installments.br must be a country code such as BR');
  });
});

describe('matches', () => {
  const currency = matches(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR');

  test('accepts a matching string and refuses others with the given message', () => {
    expect(z.safeParse(currency, 'EUR').success).toBe(true);
    expect(messageOf(z.object({ currency }), { currency: 'eur' })).toBe('Invalid options: options.currency must be an ISO 4217 code such as EUR');
  });

  test('refuses what is not a string', () => {
    expect(messageOf(z.object({ currency }), { currency: 978 })).toContain('options.currency');
  });
});
