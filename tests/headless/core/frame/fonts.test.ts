import { describe, expect, it } from 'vitest';
import { allowedFonts, fontProblem, isAllowedFontUrl, MAX_FONTS } from '../../../../headless/core/frame/fonts';

const SANDBOX = 'http://127.0.0.1:4100';

describe('isAllowedFontUrl', () => {
  it.each([
    ['https://fonts.example/brand.woff2', undefined, true],
    ['https://fonts.example/brand.woff2', SANDBOX, true],
    [`${SANDBOX}/assets/fonts/sandbox-blocks.ttf`, SANDBOX, true],
    [`${SANDBOX}/assets/fonts/sandbox-blocks.ttf`, undefined, false],
    ['http://127.0.0.1:4200/font.ttf', SANDBOX, false],
    ['http://fonts.example/brand.woff2', undefined, false],
    ['https://user:pass@fonts.example/brand.woff2', undefined, false],
    [`http://x@127.0.0.1:4100/font.ttf`, SANDBOX, false],
    ['//fonts.example/brand.woff2', undefined, false],
    ['javascript:alert(1)', undefined, false],
    ['data:font/ttf;base64,AAAA', undefined, false],
    ['not a url', undefined, false],
  ])('%s with http origin %s → %s', (src, origin, allowed) => {
    expect(isAllowedFontUrl(src, origin)).toBe(allowed);
  });
});

describe('fontProblem', () => {
  const font = { family: 'Brand Sans', src: 'https://fonts.example/brand.woff2' };

  it('accepts a well-formed https font', () => {
    expect(fontProblem({ ...font, weight: '700', style: 'italic' })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(fontProblem({ ...font, family: "Brand'; }" })).toMatch(/^family must be/);
    expect(fontProblem({ ...font, family: '' })).toMatch(/^family must be/);
    expect(fontProblem({ ...font, src: 'http://fonts.example/a.woff2' })).toBe('src must be an https URL');
    expect(fontProblem({ ...font, src: 'http://fonts.example/a.woff2' }, SANDBOX)).toBe(`src must be an https URL or on ${SANDBOX}`);
    expect(fontProblem({ ...font, weight: 'heavy' })).toMatch(/^weight must be/);
  });
});

describe("allowedFonts (the frame's own check)", () => {
  it('drops fonts it may not load and keeps at most MAX_FONTS', () => {
    const good = Array.from({ length: MAX_FONTS + 2 }, (_, index) => ({ family: `Brand ${index}`, src: `https://fonts.example/${index}.woff2` }));
    const bad = [{ family: 'Evil', src: 'http://evil.example/x.ttf' }, { family: 'url(x)', src: 'https://fonts.example/x.woff2' }];
    const kept = allowedFonts([...bad, ...good], SANDBOX);
    expect(kept).toEqual(good.slice(0, MAX_FONTS));
  });

  it('takes nothing when there are no fonts', () => {
    expect(allowedFonts(undefined, SANDBOX)).toEqual([]);
  });
});
