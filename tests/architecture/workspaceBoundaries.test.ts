import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The private workspaces: each runs on its own dependencies, and only the shared one is shared. */
const WORKSPACES = ['host-app', 'sandbox', 'server-kit'] as const;
type Workspace = (typeof WORKSPACES)[number];

/** Who may import whom, by relative path or by package name. */
const MAY_IMPORT: Record<Workspace, readonly Workspace[]> = {
  'host-app': ['server-kit'],
  sandbox: ['server-kit'],
  'server-kit': [],
};

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifestOf = (workspace: Workspace) => JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as Manifest;
const packageNames = new Map(WORKSPACES.map((workspace) => [manifestOf(workspace).name, workspace]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports and require calls, as the compiler reads them. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageNameOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The top-level folder a relative import lands in. */
function folderReached(file: string, specifier: string): string {
  return relative(root, resolve(dirname(file), specifier)).split(sep)[0] ?? '';
}

function workspaceReached(file: string, specifier: string): Workspace | undefined {
  if (specifier.startsWith('.')) return WORKSPACES.find((workspace) => workspace === folderReached(file, specifier));
  return packageNames.get(packageNameOf(specifier));
}

function crossings(from: Workspace): string[] {
  return sourceFiles(join(root, from)).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => {
        const reached = workspaceReached(file, specifier);
        return reached !== undefined && reached !== from && !MAY_IMPORT[from].includes(reached);
      })
      .map((specifier) => `${relative(root, file)} imports ${specifier}`),
  );
}

describe('workspace boundaries', () => {
  it('the product never imports the sandbox', () => {
    expect(crossings('host-app')).toEqual([]);
  });

  it('the sandbox never imports the product', () => {
    expect(crossings('sandbox')).toEqual([]);
  });

  it('the shared server workspace imports neither, nor anything outside itself but its declared packages', () => {
    const { dependencies = {} } = manifestOf('server-kit');
    const offenders = sourceFiles(join(root, 'server-kit')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) =>
          specifier.startsWith('.') ? folderReached(file, specifier) !== 'server-kit' : !isBuiltin(specifier) && !(packageNameOf(specifier) in dependencies),
        )
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('host-app and sandbox each declare every package they import', () => {
    const undeclared = (['host-app', 'sandbox'] as const).flatMap((dir) => {
      const workspace = dir.split('/')[0] as Workspace;
      const { name, dependencies = {}, devDependencies = {} } = manifestOf(workspace);
      // A workspace's build scripts (`<workspace>/build/`) run at build time only: their tools are development dependencies.
      const declared = (file: string) => (relative(join(root, dir), file).startsWith('build/') ? { ...dependencies, ...devDependencies } : dependencies);
      return sourceFiles(join(root, dir)).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier))
          .filter((specifier) => packageNameOf(specifier) !== name && !(packageNameOf(specifier) in declared(file)))
          .map((specifier) => `${relative(root, file)} imports ${specifier}, which ${workspace}/package.json does not list`),
      );
    });
    expect(undeclared).toEqual([]);
  });
});
