import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { finiteNumber } from '../../../../headless/core/validation/finiteNumber';
import { integer } from '../../../../headless/core/validation/integer';
import { positiveMs } from '../../../../headless/core/validation/positiveMs';

const messageOf = (schema: z.ZodMiniType, input: unknown) => z.safeParse(schema, input).error?.issues.map((issue) => issue.message);

test('finiteNumber accepts any finite number and nothing else', () => {
  for (const value of [0, -3, 12.5, Number.MAX_SAFE_INTEGER]) expect(z.safeParse(finiteNumber(), value).success).toBe(true);
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined, true]) expect(messageOf(finiteNumber(), value)).toEqual(['must be a number']);
});

test('integer accepts whole numbers only', () => {
  for (const value of [0, -3, 2000]) expect(z.safeParse(integer(), value).success).toBe(true);
  for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null]) expect(messageOf(integer(), value)).toEqual(['must be a whole number']);
});

test('positiveMs refuses zero and negatives with its own message, and fractions as not whole', () => {
  expect(z.safeParse(positiveMs(), 30_000).success).toBe(true);
  expect(messageOf(positiveMs(), 0)).toEqual(['must be a positive number of milliseconds']);
  expect(messageOf(positiveMs(), -5)).toEqual(['must be a positive number of milliseconds']);
  expect(messageOf(positiveMs(), 2.5)).toEqual(['must be a whole number']);
});
