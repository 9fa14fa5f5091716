import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_CLASSES } from '../../headless/core/appearance/ruleSelectors';

/** Every `pc-Name` class the components render, read from their sources and CSS. */
function renderedKitClasses(): string[] {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(tsx|css)$/.test(entry.name)) for (const [, name] of readFileSync(path, 'utf8').matchAll(/\bpc-([A-Z][A-Za-z]*)/g)) names.add(name!);
    }
  };
  visit(join(import.meta.dirname, '../../components'));
  return [...names].sort();
}

describe('appearance rules', () => {
  it('accept exactly the kit classes the components render', () => {
    expect([...KIT_CLASSES].sort()).toEqual(renderedKitClasses());
  });
});
