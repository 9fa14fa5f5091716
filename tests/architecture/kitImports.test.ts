import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The kit's source folders: what lies outside them reaches the kit by its package name. */
const KIT_FOLDERS = ['headless', 'components'] as const;

/** The product site and its tests: the kit by its package name only, as a React team has it. */
const PRODUCT = ['host-app', 'tests/host-app/client'];

/**
 * Stories and the tests that drive the kit from outside: what they render and call comes from the
 * package's entries. They may still read, by path, kit data that no entry offers: the message
 * catalogs their assertions quote, the init-response codec, the builders of a hook's state that a
 * story shows without a network. A name an entry offers must come from the entry.
 */
const FROM_OUTSIDE = ['stories', 'tests/stories', 'tests/e2e', 'tests/host-app/server', 'tests/host-app/build', 'tests/i18n'];

/**
 * The sandbox stands in for the provider and the vault, which apply the same card rules, session
 * schema and protocol constants as the SDK: the design defines them once, in `headless/core`. It
 * takes those rules by path, never the kit's React side or components.
 */
const SHARES_CORE_RULES = ['sandbox'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

const filesUnder = (dirs: readonly string[]) => dirs.flatMap((dir) => sourceFiles(join(root, dir)));
const fromRoot = (path: string) => relative(root, path).split(sep).join('/');

/** Every module a file names: static and dynamic imports, re-exports and require calls, as the compiler reads them. */
function specifiersOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

/** Where a relative import lands inside the kit's folders (`headless/core/i18n/en`), or undefined. */
function kitPathReached(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const reached = fromRoot(resolve(dirname(file), specifier.replace(/\?.*$/, '')));
  return KIT_FOLDERS.some((folder) => reached === folder || reached.startsWith(`${folder}/`)) ? reached : undefined;
}

interface DeepImport {
  file: string;
  specifier: string;
  reached: string;
}

function deepImports(dirs: readonly string[]): DeepImport[] {
  return filesUnder(dirs).flatMap((file) =>
    specifiersOf(file).flatMap((specifier) => {
      const reached = kitPathReached(file, specifier);
      return reached ? [{ file: fromRoot(file), specifier, reached }] : [];
    }),
  );
}

const described = ({ file, specifier }: DeepImport) => `${file} imports ${specifier}`;

/** The names a file takes from one module by `import { a, type B } from '…'`; undefined for any other form. */
function namedImportsOf(file: string, specifier: string): string[] | undefined {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const declarations = source.statements.filter(
    (statement): statement is ts.ImportDeclaration =>
      ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === specifier,
  );
  const names: string[] = [];
  for (const { importClause } of declarations) {
    const bindings = importClause?.namedBindings;
    if (!importClause || importClause.name || !bindings || !ts.isNamedImports(bindings)) return undefined;
    names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
  }
  // A dynamic import, a re-export or a require names the module without saying which names it takes.
  const mentions = ts.preProcessFile(source.text, true, true).importedFiles.filter((imported) => imported.fileName === specifier).length;
  return mentions === declarations.length ? names : undefined;
}

/** Every name the package's TypeScript entries export (package.json `exports`, source condition). */
function namesTheEntriesOffer(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
  const entries = Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)['payment-client-source'] : undefined;
    return typeof source === 'string' && source.endsWith('.ts') ? [{ name: `${manifest.name}${subpath.slice(1)}`, file: join(root, source) }] : [];
  });
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    config?.options ?? {},
  );
  const checker = program.getTypeChecker();
  const offered = new Map<string, string>();
  for (const entry of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry.file)!)!;
    for (const symbol of checker.getExportsOfModule(module)) if (!offered.has(symbol.name)) offered.set(symbol.name, entry.name);
  }
  return offered;
}

describe('the kit imported by its package name', () => {
  it('the product site and its tests reach the kit only through the package entries', () => {
    expect(deepImports(PRODUCT).map(described)).toEqual([]);
  });

  it('stories and outside tests take every component, hook and name an entry offers from the entry', () => {
    const offered = namesTheEntriesOffer();
    // Two names every entry list holds: without them the lookup itself failed.
    expect(offered.get('DropIn')).toBe('payment-client/components');
    expect(offered.get('useCardForm')).toBe('payment-client/headless');
    expect(offered.get('createAuthSession')).toBe('payment-client/auth-session');
    const offenders = deepImports(FROM_OUTSIDE).flatMap((deep) => {
      if (deep.reached.startsWith('components')) return [`${described(deep)}: use payment-client/components or a CSS subpath`];
      const names = namedImportsOf(deep.file, deep.specifier);
      if (names === undefined) return [`${described(deep)}: a deep import may only name what it takes (import { … } from)`];
      return names.filter((name) => offered.has(name)).map((name) => `${described(deep)}: take ${name} from ${offered.get(name)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the package name gives the tests the kit sources, not a build left in dist/', async () => {
    const [{ PaymentClientError }, { DropIn }] = await Promise.all([import('payment-client/headless'), import('payment-client/components')]);
    const [source, component] = await Promise.all([import('../../headless/core/errors/PaymentClientError'), import('../../components/DropIn/DropIn')]);
    expect(PaymentClientError).toBe(source.PaymentClientError);
    expect(DropIn).toBe(component.DropIn);
  });

  it('the sandbox shares only the core rules, never the React side or the components', () => {
    const offenders = deepImports(SHARES_CORE_RULES).filter((deep) => !deep.reached.startsWith('headless/core/'));
    expect(offenders.map(described)).toEqual([]);
  });
});
