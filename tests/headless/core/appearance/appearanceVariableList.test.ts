import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { APPEARANCE_VARIABLE_NAMES } from '../../../../headless/core/appearance/appearanceVariableList';
import { appearanceVariableName } from '../../../../headless/core/appearance/appearanceVariables';

// The kit's style sheets: the components' and the secure frames'.
const cssFiles = ['components', 'embed'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => join(root, path)),
);
const kitCss = cssFiles.map((path) => readFileSync(path, 'utf8')).join('\n');

test('every listed variable is read by the kit\'s CSS, so the token reference shows only tokens that theme something', () => {
  expect(cssFiles).toContain(join('components', 'styles.css'));
  expect(APPEARANCE_VARIABLE_NAMES.filter((name) => !kitCss.includes(`var(${appearanceVariableName(name)}`))).toEqual([]);
});

test('every token the kit\'s root declares is a listed variable, so the token reference misses none', () => {
  const rootRule = /\.pc-Theme:not\(\.pc-Theme \.pc-Theme\) \{([^}]*)\}/.exec(readFileSync('components/styles.css', 'utf8'))?.[1] ?? '';
  const declared = [...rootRule.matchAll(/(--pc-[a-z-]+):/g)].map(([, property]) => property);
  expect(declared).toContain('--pc-color-primary');
  const listed = APPEARANCE_VARIABLE_NAMES.map(appearanceVariableName);
  expect(declared.filter((property) => !listed.includes(property!))).toEqual([]);
});
