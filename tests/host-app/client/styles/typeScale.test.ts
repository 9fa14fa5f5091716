import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from the repository root.
const CLIENT = 'host-app/client';
const stylesheets = (readdirSync(CLIENT, { recursive: true }) as string[]).filter((file) => file.endsWith('.css')).map((file) => join(CLIENT, file));

describe("the site's type scale", () => {
  it('sets every font size from the scale on :root, apart from the root size itself', () => {
    const base = readFileSync(join(CLIENT, 'styles/base.css'), 'utf8');
    const scale = new Set([...base.matchAll(/(--site-text-[\w-]+)\s*:/g)].map((match) => match[1]!));
    expect(scale.size).toBeGreaterThanOrEqual(6);
    const offScale: string[] = [];
    for (const file of stylesheets) {
      const css = readFileSync(file, 'utf8');
      for (const [, value] of css.matchAll(/font-size\s*:\s*([^;}]+)/g)) {
        const variable = /^var\((--site-text-[\w-]+)\)$/.exec(value!.trim())?.[1];
        // The root size follows the product's breakpoints in px; everything else is relative to it.
        const rootSize = file.endsWith('base.css') && /^\d+px$/.test(value!.trim());
        if (!rootSize && !(variable && scale.has(variable))) offScale.push(`${file}: font-size: ${value!.trim()}`);
      }
    }
    expect(offScale).toEqual([]);
  });

  it('sets text in the self-hosted fonts, each followed by its metric-matched fallback', () => {
    const base = readFileSync(join(CLIENT, 'styles/base.css'), 'utf8');
    expect(/--site-font:\s*([^;]+);/.exec(base)?.[1]).toMatch(/^"Inter Variable", "Inter Fallback", "Noto Sans Arabic Variable", "Noto Sans Arabic Fallback",/);
  });
});
