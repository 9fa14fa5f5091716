import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const REQUIREMENTS = 'docs/requirements';

/** Which file defines which kind of ID: a reader looking for PC-3DS-4 knows where to open. */
const ID_FILES: Record<string, RegExp> = {
  'payment-client.md': /^PC-/,
  'product.md': /^PR-/,
  'security.md': /^SEC-/,
};

/** A rule is defined by a bold list anchor at the start of its item: `- **PC-3DS-4** …`. */
const DEFINITION = /^- \*\*((?:PC|PR)-[A-Z0-9]+-\d+|SEC-\d+)\*\*/gm;
const REFERENCE = /\b(?:PC|PR)-[A-Z0-9]+-\d+\b|\bSEC-\d+\b/g;
/** Citations by number of documents a clone does not have: the spec's sections, the checklist's items. */
const NUMBERED_CITATION = /\b[Ss]ections? \d|\bSECURITY\.md,? items? \d|\bchecklist items? \d/;

/** Generated or installed trees: not written by hand, so never a place a rule is cited. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.data', 'dist', 'test-results', 'playwright-report', 'storybook-static', 'reports']);
const SKIPPED_FILES = new Set(['package-lock.json']);
const SCANNED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|sql|css|json|md|html|yml|yaml)$/;

function scannedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : scannedFiles(path);
    return SCANNED.test(entry.name) && !SKIPPED_FILES.has(entry.name) ? [path] : [];
  });
}

interface SourceText {
  path: string;
  text: string;
}

/** Every ID the requirement files define, and any defined twice or in the wrong file. */
function definedIds(files: SourceText[]): { ids: Set<string>; problems: string[] } {
  const ids = new Set<string>();
  const problems: string[] = [];
  for (const { path, text } of files) {
    const kind = ID_FILES[path.split('/').at(-1)!];
    for (const [, id] of text.matchAll(DEFINITION)) {
      if (ids.has(id!)) problems.push(`${id} is defined more than once (again in ${path})`);
      if (kind && !kind.test(id!)) problems.push(`${id} is defined in ${path}, which holds other IDs`);
      ids.add(id!);
    }
  }
  return { ids, problems };
}

/** `path:line: ID` for every ID-shaped reference that no requirement defines. */
function undefinedReferences(files: SourceText[], defined: ReadonlySet<string>): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) =>
      [...line.matchAll(REFERENCE)].filter(([id]) => !defined.has(id)).map(([id]) => `${path}:${index + 1}: ${id}`),
    ),
  );
}

/** `path:line: text` for every citation by section or item number. */
function numberedCitations(files: SourceText[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) => (NUMBERED_CITATION.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const read = (path: string): SourceText => ({ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
const requirementFiles = scannedFiles(join(root, REQUIREMENTS)).filter((path) => path.endsWith('.md')).map(read);
const otherFiles = scannedFiles(root)
  .map(read)
  .filter(({ path }) => !path.startsWith(`${REQUIREMENTS}/`));

/*
 * Made-up IDs and citations are assembled at run time, so this file itself never holds one
 * that the scan of the tree would find.
 */
const id = (...parts: string[]) => parts.join('-');
const cite = (document: string, word: string, n: number) => `${document} ${word} ${n}`;

describe('requirement IDs', () => {
  describe('the checker', () => {
    const fixture: SourceText[] = [
      { path: `${REQUIREMENTS}/payment-client.md`, text: `## PC-3DS\n\n- **${id('PC', '3DS', '4')}** The challenge frame fits the screen.\n` },
      { path: `${REQUIREMENTS}/security.md`, text: `- **${id('SEC', '12')}** Retries back off.\n- **${id('PC', 'VAULT', '1')}** Misplaced.\n` },
    ];

    it('collects the IDs a requirement file defines, and refuses one in the wrong file', () => {
      const { ids, problems } = definedIds(fixture);
      expect([...ids].sort()).toEqual([id('PC', '3DS', '4'), id('PC', 'VAULT', '1'), id('SEC', '12')]);
      expect(problems).toEqual([`${id('PC', 'VAULT', '1')} is defined in ${REQUIREMENTS}/security.md, which holds other IDs`]);
    });

    it('refuses an ID defined twice', () => {
      const twice = [...fixture, { path: `${REQUIREMENTS}/payment-client.md`, text: `- **${id('PC', '3DS', '4')}** Again.\n` }];
      expect(definedIds(twice).problems).toContain(`${id('PC', '3DS', '4')} is defined more than once (again in ${REQUIREMENTS}/payment-client.md)`);
    });

    it('finds a cited ID that no requirement defines, and only that one', () => {
      const { ids } = definedIds(fixture);
      const source: SourceText = {
        path: 'headless/core/example.ts',
        text: `// Sized by screen width (${id('PC', '3DS', '4')}).\n/** Backs off (${id('SEC', '12')}, ${id('PR', 'MADEUP', '99')}). */\nconst x = '${id('SEC', '404')}';\n`,
      };
      expect(undefinedReferences([source], ids)).toEqual([
        `headless/core/example.ts:2: ${id('PR', 'MADEUP', '99')}`,
        `headless/core/example.ts:3: ${id('SEC', '404')}`,
      ]);
    });

    it('finds citations by section or item number', () => {
      const source: SourceText = {
        path: 'host-app/example.ts',
        text: [
          `/** Plans (${cite('product.md', 'section', 9)}). */`,
          `// ${['Section', 4].join(' ')}: the auth state.`,
          `/* ${cite('SECURITY.md', 'item', 14)} */`,
          `/** A section of the home page, 5 items. */`,
        ].join('\n'),
      };
      expect(numberedCitations([source]).map((found) => found.split(':')[1])).toEqual(['1', '2', '3']);
    });
  });

  describe('the repository', () => {
    const { ids, problems } = definedIds(requirementFiles);

    it('defines every ID once, in the file for its kind', () => {
      expect(requirementFiles.map(({ path }) => path.split('/').at(-1))).toEqual(expect.arrayContaining(Object.keys(ID_FILES)));
      expect(ids.size).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

    it('cites only IDs that docs/requirements defines', () => {
      expect(undefinedReferences([...requirementFiles, ...otherFiles], ids)).toEqual([]);
    });

    it('cites no section or item of a document outside the repository', () => {
      expect(numberedCitations(otherFiles)).toEqual([]);
    });
  });
});
