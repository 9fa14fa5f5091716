import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { stringOrNumber } from '../../../../headless/core/validation/stringOrNumber';

test('stringOrNumber accepts a text or a finite number and names what else is wrong', () => {
  for (const value of ['4px', '', 0, 12.5, -1]) expect(z.safeParse(stringOrNumber(), value).success).toBe(true);
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, ['4px']]) {
    const parsed = z.safeParse(stringOrNumber(), value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('must be a string or a number');
  }
});
