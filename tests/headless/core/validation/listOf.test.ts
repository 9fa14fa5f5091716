import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { configurationError } from '../../../../headless/core/errors/describeIssues';
import { listOf } from '../../../../headless/core/validation/listOf';

const messageOf = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) throw new Error(`${JSON.stringify(input)} was accepted`);
  return configurationError('options', parsed.error.issues).message;
};

describe('listOf', () => {
  const fonts = z.object({ fonts: listOf(z.object({ family: z.string(), weight: z._default(z.string(), 'normal') })) });

  test('gives the parsed items, as an array schema would: unknown keys dropped, defaults filled', () => {
    const input = { fonts: [{ family: 'Inter', weight: 'bold', extra: 1 }, { family: 'Lato' }] };
    expect(z.parse(fonts, input)).toEqual({ fonts: [{ family: 'Inter', weight: 'bold' }, { family: 'Lato', weight: 'normal' }] });
    expect(input.fonts[0]).toHaveProperty('extra', 1);
    expect(z.parse(fonts, { fonts: [] })).toEqual({ fonts: [] });
  });

  test('names the index of every item that fails, and the path inside it', () => {
    const message = messageOf(fonts, { fonts: [{ family: 'Inter' }, { family: 3 }, {}] });
    expect(message).toContain('options.fonts[1].family');
    expect(message).toContain('options.fonts[2].family');
    expect(message).not.toContain('options.fonts[0]');
  });

  test('refuses what is not a list, and runs no later check on it', () => {
    const atMostTwo = z.object({ names: listOf(z.string()).check(z.refine((names) => names.length <= 2, 'must list at most 2 names')) });
    for (const input of [null, 'ab', 3, { length: 1, 0: 'a' }]) expect(messageOf(atMostTwo, { names: input })).toBe('Invalid options: options.names must be a list');
    expect(messageOf(atMostTwo, { names: ['a', 'b', 'c'] })).toBe('Invalid options: options.names must list at most 2 names');
  });
});
