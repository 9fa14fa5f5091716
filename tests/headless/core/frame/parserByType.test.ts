import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { parserByType } from '../../../../headless/core/frame/parserByType';

const parser = parserByType({
  ready: z.object({ type: z.enum(['ready']) }),
  resize: z.object({ type: z.enum(['resize']), height: z.number() }),
});

describe('parserByType', () => {
  test('parses a message with the schema of its type, dropping keys that schema does not name', () => {
    expect(parser.safeParse({ type: 'resize', height: 120, extra: 'x' })).toEqual({ success: true, data: { type: 'resize', height: 120 } });
    expect(parser.safeParse({ type: 'ready' })).toEqual({ success: true, data: { type: 'ready' } });
  });

  test('refuses a message whose fields do not fit its type', () => {
    expect(parser.safeParse({ type: 'resize', height: '120' }).success).toBe(false);
    expect(parser.safeParse({ type: 'resize' }).success).toBe(false);
  });

  test('refuses a type it does not know, including names every object inherits', () => {
    for (const type of ['submit', 'constructor', '__proto__', 'toString', undefined, 7]) expect(parser.safeParse({ type }).success).toBe(false);
  });

  test('refuses what is not a message', () => {
    for (const data of [null, undefined, 'ready', 3, ['ready']]) expect(parser.safeParse(data).success).toBe(false);
  });
});
