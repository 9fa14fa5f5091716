import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { configurationError } from '../../../../headless/core/errors/describeIssues';
import { oneOf } from '../../../../headless/core/validation/oneOf';

test('oneOf accepts a listed value and names the values when given another', () => {
  const options = z.object({ environment: oneOf(['TEST', 'PRODUCTION']) });
  expect(z.parse(options, { environment: 'TEST' })).toEqual({ environment: 'TEST' });
  for (const environment of ['test', 'LIVE', '', 1, null, undefined, ['TEST']]) {
    const parsed = z.safeParse(options, { environment });
    expect(parsed.success).toBe(false);
    expect(configurationError('options', parsed.error!.issues).message).toBe('Invalid options: options.environment must be one of "TEST", "PRODUCTION"');
  }
});

test('oneOf compares numbers by value and never matches an inherited name', () => {
  expect(z.safeParse(oneOf([1, 2]), 2).success).toBe(true);
  expect(z.safeParse(oneOf([1, 2]), '2').success).toBe(false);
  expect(z.safeParse(oneOf(['a']), 'constructor').success).toBe(false);
});
