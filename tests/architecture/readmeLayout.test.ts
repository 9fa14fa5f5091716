import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The folders the README's Layout section names: the first word of each line of its code block. */
function layoutFolders(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = /^## Layout\n+```\n([\s\S]*?)```/m.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no "## Layout" section with a code block');
  return block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/\s+/)[0]!);
}

/** The top-level folders of the tree as the repository holds it (not what a build or a test run left). */
function trackedTopFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  return [...new Set(files.filter((file) => file.includes('/') && !file.startsWith('.')).map((file) => file.split('/')[0]!))].sort();
}

describe("the README's layout", () => {
  it('names every top-level folder of the tree', () => {
    const named = new Set(layoutFolders().map((folder) => folder.split('/')[0]));
    const folders = trackedTopFolders();
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    const missing = layoutFolders().filter((folder) => statSync(join(root, folder), { throwIfNoEntry: false })?.isDirectory() !== true);
    expect(missing).toEqual([]);
  });
});
