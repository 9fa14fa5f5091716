import { describe, expect, it } from 'vitest';
import { allowedStyles } from '../../../../headless/core/frame/styleAllowList';

describe('merchant field styles (SEC-7)', () => {
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
    ['image-set(', { backgroundColor: 'image-set("https://evil.test/x.png" 1x)' }],
    ['-webkit-image-set(', { boxShadow: '-webkit-image-set("https://evil.test/x.png" 1x)' }],
    ['IMAGE-SET( in capitals', { color: 'IMAGE-SET("https://evil.test/x.png" 1x)' }],
    ['image-set with a space before (', { color: 'image-set ("https://evil.test/x.png" 1x)' }],
    ['image-set with a tab before (', { color: 'image-set\t("https://evil.test/x.png" 1x)' }],
    ['src(', { outline: 'src("https://evil.test/x.png")' }],
    ['Src( with a newline before (', { outline: 'Src\n("https://evil.test/x.png")' }],
    ['attr(', { fontFamily: 'attr(value)' }],
    ['ATTR( in capitals', { fontFamily: 'ATTR(data-secret)' }],
    ['image(', { color: 'image("https://evil.test/x.png")' }],
    ['cross-fade(', { color: 'cross-fade(red, blue)' }],
    ['a CSS escape', { color: 'image\\2d set("x")' }],
    ['a comment', { color: 'image-set/**/("https://evil.test/x.png")' }],
    ['a control character', { color: 'red\u0000' }],
  ])('drops a value with %s', (_label, declarations) => {
    expect(allowedStyles({ base: declarations })).toEqual({});
  });

  it('keeps ordinary values that merely contain those letters', () => {
    expect(allowedStyles({ base: { fontFamily: '"Source Sans", "Image Set Pro"', transition: 'border-color 0.15s' } })).toEqual({
      base: { 'font-family': '"Source Sans", "Image Set Pro"', transition: 'border-color 0.15s' },
    });
  });

  it('ignores unknown states and non-objects', () => {
    expect(allowedStyles({ hover: { color: 'red' } })).toEqual({});
    expect(allowedStyles('color: red')).toEqual({});
    expect(allowedStyles(null)).toEqual({});
  });
});
