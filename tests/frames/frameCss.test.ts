import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FRAME_STYLESHEETS = ['frames/card/cardForm.css', 'frames/collect/collectFrame.css'];

/**
 * Properties that take an image (or another loaded resource). Merchant variables (--pc-*) must
 * not reach them: a colour variable in `background` would load whatever image a value names.
 */
const LOADING_PROPERTIES = /^(background|background-image|border-image|border-image-source|list-style|list-style-image|mask|mask-image|-webkit-mask|-webkit-mask-image|content|cursor|filter|clip-path|shape-outside|src)$/;

/** Every declaration of a stylesheet, nested rules included, as [property, value]. */
function declarations(css: string): [string, string][] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([-a-z]+)\s*:\s*([^;{}]+);/g)].map((match) => [match[1]!, match[2]!.trim()]);
}

describe('the frame stylesheets', () => {
  it.each(FRAME_STYLESHEETS)('%s gives merchant variables only to properties that cannot load anything', (file) => {
    const found = declarations(readFileSync(file, 'utf8'));
    expect(found.length).toBeGreaterThan(5);
    const themed = found.filter(([, value]) => value.includes('var(--pc-'));
    expect(themed.length).toBeGreaterThan(0);
    expect(themed.filter(([property]) => LOADING_PROPERTIES.test(property))).toEqual([]);
  });

  it('colours the input background through background-color, never the background shorthand', () => {
    const found = declarations(readFileSync('frames/card/cardForm.css', 'utf8'));
    expect(found).toContainEqual(['background-color', 'var(--pc-color-background, #fff)']);
  });
});
