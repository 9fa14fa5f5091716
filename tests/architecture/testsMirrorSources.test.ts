import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * The server and frame tests sit in the folder of the module they test, so a reader finds a module's
 * tests by its path. Files at the top of a test tree (helpers, tests of the whole) need no folder.
 */
const MIRRORS = [
  { tests: 'tests/sandbox', sources: 'sandbox' },
  { tests: 'tests/host-app/server', sources: 'host-app/server' },
  { tests: 'tests/frames', sources: 'frames' },
] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const isFolder = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

/** Each file under `testsDir` whose folder has no folder of the same path under `sourcesDir`. */
function filesWithoutSourceFolder(testsDir: string, sourcesDir: string): string[] {
  return filesUnder(testsDir)
    .map((file) => relative(testsDir, file).split(sep).join('/'))
    .filter((file) => {
      const folder = dirname(file);
      return folder !== '.' && !isFolder(join(sourcesDir, folder));
    });
}

describe('server and frame tests mirror the source tree', () => {
  it.each(MIRRORS)('every folder under $tests has its counterpart under $sources', ({ tests, sources }) => {
    // Without test files in folders the rule would hold by having nothing to check.
    expect(filesUnder(join(root, tests)).filter((file) => dirname(file) !== join(root, tests) && file.endsWith('.test.ts')).length).toBeGreaterThan(10);
    expect(filesWithoutSourceFolder(join(root, tests), join(root, sources)).map((file) => `${tests}/${file}`)).toEqual([]);
  });

  describe('the check itself', () => {
    let scratch = '';
    beforeAll(() => {
      scratch = mkdtempSync(join(tmpdir(), 'mirror-'));
      for (const path of [
        'src/billing/renewals.ts',
        'src/billing/plans/monthly.ts',
        'tests/helpers.ts',
        'tests/startUp.test.ts',
        'tests/billing/renewals.test.ts',
        'tests/billing/plans/monthly.test.ts',
        'tests/renewals/renewals.test.ts',
        'tests/billing/yearly/yearly.test.ts',
      ]) {
        mkdirSync(dirname(join(scratch, path)), { recursive: true });
        writeFileSync(join(scratch, path), '');
      }
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('names the files in folders the sources lack, at any depth, and accepts the top level', () => {
      expect(filesWithoutSourceFolder(join(scratch, 'tests'), join(scratch, 'src')).sort()).toEqual(['billing/yearly/yearly.test.ts', 'renewals/renewals.test.ts']);
    });
  });
});
