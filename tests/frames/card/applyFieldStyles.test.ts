import { afterEach, describe, expect, it } from 'vitest';
import { applyFieldStyles } from '../../../frames/card/applyFieldStyles';

afterEach(() => {
  document.adoptedStyleSheets = [];
});

const cssText = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe('applyFieldStyles in the frame', () => {
  it('maps each state to its fixed selector', () => {
    applyFieldStyles(document, { base: { color: 'rgb(1, 2, 3)' }, invalid: { 'border-color': 'red' }, complete: { color: 'green' }, empty: { color: 'gray' }, focus: { color: 'blue' } });
    const text = cssText();
    expect(text).toContain('.pc-Input { color: rgb(1, 2, 3); }');
    expect(text).toContain('.pc-Input[aria-invalid="true"] { border-color: red; }');
    expect(text).toMatch(/\.pc-Input\[data-complete\] \{ color: green; \}/);
    expect(text).toMatch(/\.pc-Input\[data-empty\] \{ color: gray; \}/);
    expect(text).toMatch(/\.pc-Input:focus \{ color: blue; \}/);
  });

  it('filters again, so a hostile value sent past the SDK never applies', () => {
    applyFieldStyles(document, { base: { 'background-color': 'url(https://evil.test/)', color: 'red' }, focus: { color: 'javascript:alert(1)' } });
    expect(cssText()).toBe('.pc-Input { color: red; }');
  });
});
