import { describe, expect, it } from 'vitest';
import { allowedVariables } from '../../../frames/card/styleVariables';

describe('frame style allow-list', () => {
  it('keeps --pc-* tokens with plain values', () => {
    expect(allowedVariables({ '--pc-color-primary': '#635bff', '--pc-border-radius': '8px', '--pc-font-family': 'Inter, sans-serif' })).toHaveLength(3);
  });

  it.each([
    ['--pc-bg', 'url(https://evil.test/x.png)'],
    ['--pc-bg', 'red; background: red'],
    ['--pc-bg', '@import "x"'],
    ['--pc-bg', 'expression(alert(1))'],
    ['--pc-bg', 'javascript:alert(1)'],
    ['--pc-bg', 'red } body { display:none'],
    ['--pc-color-background', 'image-set("https://evil.test/x.png" 1x)'],
    ['--pc-color-background', '-webkit-image-set("https://evil.test/x.png" 1x)'],
    ['--pc-color-background', 'src("https://evil.test/x.png")'],
    ['--pc-color-background', 'attr(value)'],
    ['--pc-color-background', 'Image-Set ("https://evil.test/x.png" 1x)'],
    ['color', 'red'],
    ['--other', 'red'],
  ])('drops %s: %s', (name, value) => {
    expect(allowedVariables({ [name]: value })).toEqual([]);
  });
});
