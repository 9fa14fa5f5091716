import { describe, expect, it } from 'vitest';
import { allowedStyles } from '../../../../headless/core/frame/styleAllowList';

describe('merchant field styles (SECURITY.md item 7)', () => {
  it('keeps allow-listed declarations per state, in CSS form', () => {
    expect(allowedStyles({ base: { color: '#111', fontFamily: 'Inter, sans-serif' }, focus: { borderColor: 'rebeccapurple' }, invalid: { color: 'red' } })).toEqual({
      base: { color: '#111', 'font-family': 'Inter, sans-serif' },
      focus: { 'border-color': 'rebeccapurple' },
      invalid: { color: 'red' },
    });
  });

  it.each([
    ['url(', { backgroundColor: 'url(https://evil.test/x.png)' }],
    ['@import', { fontFamily: '@import "https://evil.test/x.css"' }],
    ['javascript:', { color: 'javascript:alert(1)' }],
    ['expression', { color: 'expression(alert(1))' }],
    ['a semicolon', { color: 'red; background: red' }],
    ['a brace', { color: 'red } body { display: none' }],
    ['a property off the list', { backgroundImage: 'linear-gradient(red, blue)', position: 'fixed' }],
    ['a non-string value', { color: 12 }],
  ])('drops a value with %s', (_label, declarations) => {
    expect(allowedStyles({ base: declarations })).toEqual({});
  });

  it('ignores unknown states and non-objects', () => {
    expect(allowedStyles({ hover: { color: 'red' } })).toEqual({});
    expect(allowedStyles('color: red')).toEqual({});
    expect(allowedStyles(null)).toEqual({});
  });
});
