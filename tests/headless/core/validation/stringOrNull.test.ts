import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { stringOrNull } from '../../../../headless/core/validation/stringOrNull';

test('stringOrNull accepts a text or null and names what else is wrong', () => {
  for (const value of ['visa', '', null]) expect(z.safeParse(stringOrNull(), value).success).toBe(true);
  for (const value of [undefined, 0, false, {}, ['visa']]) expect(z.safeParse(stringOrNull(), value).error?.issues[0]?.message).toBe('must be a string or null');
});
