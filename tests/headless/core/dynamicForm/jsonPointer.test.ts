import { describe, expect, it } from 'vitest';
import { readJsonPointer } from '../../../../headless/core/dynamicForm/jsonPointer';

const document = { $defs: { 'a/b': { x: 1 }, 'm~n': [10, 20], 'with space': true } };

describe('readJsonPointer', () => {
  it('reads the whole document for an empty fragment', () => {
    expect(readJsonPointer(document, '#')).toBe(document);
    expect(readJsonPointer(document, '')).toBe(document);
  });

  it('unescapes ~1 and ~0 and percent-encoding', () => {
    expect(readJsonPointer(document, '#/$defs/a~1b/x')).toBe(1);
    expect(readJsonPointer(document, '#/$defs/m~0n/1')).toBe(20);
    expect(readJsonPointer(document, '#/$defs/with%20space')).toBe(true);
  });

  it('gives undefined for paths that do not exist or are malformed', () => {
    expect(readJsonPointer(document, '#/$defs/nothing')).toBeUndefined();
    expect(readJsonPointer(document, '#/$defs/a~1b/x/y')).toBeUndefined();
    expect(readJsonPointer(document, '#/$defs/toString')).toBeUndefined();
    expect(readJsonPointer(document, '#$defs')).toBeUndefined();
    expect(readJsonPointer(document, '#/%E0%A4%A')).toBeUndefined();
  });
});
