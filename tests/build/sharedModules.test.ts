import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleScript } from '../../build/script.mjs';
import { EXTENSIONS, integrityDefines, MAIN_ENTRY } from '../../build/scriptTag.mjs';
import { sharedModulesManifest } from '../../build/sharedModules/generate.mjs';
import { importsOf, keptWith } from '../../build/sharedModules/imports.mjs';
import { HOST_GLOBAL, MANIFEST_PATH, readManifest, renderManifest } from '../../build/sharedModules/manifest.mjs';
import { sharePlan, type SharedValue } from '../../build/sharedModules/plan.mjs';
import { takeShared } from '../../build/sharedModules/takeShared.mjs';

describe('importsOf', () => {
  it('lists the names a file imports, leaving types out', () => {
    const source = `import { a, type B, c as d } from './x';\nimport type { E } from './y';\nimport f from './f';\nexport { g } from './g';`;
    expect(Object.fromEntries(importsOf('file.ts', source))).toEqual({ './x': ['a', 'c'], './f': ['default'], './g': ['g'] });
  });

  it('reads the members of a namespace, and takes it whole when it is used as a value', () => {
    const members = `import * as ns from './ns';\nimport * as z from 'zod/mini';\nns.one(); const s = z.object({ a: z.string() }); type T = z.infer<typeof s>;`;
    expect(Object.fromEntries(importsOf('file.ts', members))).toEqual({ './ns': ['one'], 'zod/mini': ['object', 'string'] });
    expect(importsOf('file.ts', `import * as ns from './ns';\nconsole.log(ns);`).get('./ns')).toBe('*');
    expect(importsOf('file.ts', `export * from './all';`).get('./all')).toBe('*');
    expect(importsOf('file.ts', `const later = import('./lazy');`).get('./lazy')).toBe('*');
  });
});

describe('keptWith', () => {
  const source = [
    `import { outside } from './other';`,
    `type Shape = typeof typeOnly;`,
    `const typeOnly = 1;`,
    `const list = [outside];`,
    `function build(): Shape { return list.length; }`,
    `export const schema = { size: build() };`,
    `export const unrelated = 2;`,
  ].join('\n');

  it('keeps what a kept value refers to, through other declarations, and nothing a type alone names', () => {
    expect(keptWith('file.ts', source, ['schema'])).toEqual(['build', 'list', 'schema']);
    expect(keptWith('file.ts', source, ['unrelated'])).toEqual(['unrelated']);
  });
});

/**
 * A main bundle and an extension over the same modules: `shared.ts` and `ns.ts` are in both;
 * what only the extension uses of them stays in the extension, and that part's own import of
 * `helper.ts` is served by the main bundle too.
 */
const FILES: Record<string, string> = {
  'helper.ts': `export const helper = () => 'helped';`,
  'shared.ts': [
    `import { helper } from './helper';`,
    `export class Thing {}`,
    `export const onlyMain = () => 'main-only-body';`,
    `export const both = () => 'both-body';`,
    `export const onlyExtension = () => 'extension-only-body ' + helper();`,
  ].join('\n'),
  'ns.ts': `export const one = () => 'one-body';\nexport const two = () => 'two-body';`,
  // The main bundle imports only the parser, yet holds the names its schema is built from.
  'options.ts': [
    `export const EVENT_NAMES = ['onA', 'onB'];`,
    `const schema = { events: EVENT_NAMES.map((name) => name + ' schema-body') };`,
    `export const parseOptions = () => schema;`,
  ].join('\n'),
  // The main bundle keeps only `kept` of it; `reducer`, and the layout it calls, only the extension uses.
  'partly.ts': `import { layout } from './layout';\nexport const kept = 'kept-body';\nexport const reducer = () => layout();`,
  'layout.ts': `export const layout = () => 'layout-body';`,
  // A module whose state must be one on the page: the catalogs the Arabic pack fills.
  'headless/core/i18n/translate.ts': `const catalogs: Record<string, string> = {};\nexport const fill = (text: string) => { catalogs.ar = text; };\nexport const read = () => catalogs.ar;`,
  // Constants both use, which each script keeps a copy of and can fold into the code reading them.
  'headless/core/executor/constants.ts': `export const STATUS = { done: 'done-constant' };`,
  [MANIFEST_PATH]: `export const sharedModules = {};`,
  'main.ts': [
    `import { Thing, onlyMain, both } from './shared';`,
    `import { helper } from './helper';`,
    `import { parseOptions } from './options';`,
    `import * as ns from './ns';`,
    `import { fill } from './headless/core/i18n/translate';`,
    `import { kept } from './partly';`,
    `import { STATUS } from './headless/core/executor/constants';`,
    `import { sharedModules } from './${MANIFEST_PATH.replace(/\.ts$/, '')}';`,
    `(window as any).${HOST_GLOBAL} = sharedModules;`,
    `(window as any).main = { Thing, onlyMain, both, helper, one: ns.one, fill, parseOptions, kept, done: STATUS.done };`,
  ].join('\n'),
  'extension.ts': [
    `import { Thing, both, onlyExtension } from './shared';`,
    `import * as ns from './ns';`,
    `import { read } from './headless/core/i18n/translate';`,
    `import { EVENT_NAMES } from './options';`,
    `import { reducer } from './partly';`,
    `import { STATUS } from './headless/core/executor/constants';`,
    `(window as any).extension = { Thing, both, onlyExtension, one: ns.one, two: ns.two, read, EVENT_NAMES, reducer, done: STATUS.done };`,
  ].join('\n'),
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shared-modules-'));
  for (const [path, source] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), source);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

const bundle = async (entry: string, plugins: esbuild.Plugin[] = []) => {
  const result = await esbuild.build({ entryPoints: [join(root, entry)], absWorkingDir: root, bundle: true, format: 'iife', write: false, metafile: true, plugins });
  return { code: result.outputFiles[0]!.text, metafile: result.metafile };
};

describe('sharePlan, the manifest and takeShared', () => {
  let values: SharedValue[];
  let main: string;
  let extension: string;
  beforeAll(async () => {
    values = await sharePlan(root, (await bundle('main.ts')).metafile, [(await bundle('extension.ts')).metafile]);
    await writeFile(join(root, MANIFEST_PATH), renderManifest(values));
    main = (await bundle('main.ts')).code;
    extension = (await bundle('extension.ts', [takeShared(root)])).code;
  });

  it('shares what both use that the main bundle holds', () => {
    expect(values.map(({ module, name }) => `${module}#${name}`)).toEqual([
      // Read only by the extension, yet shared: a copy would have catalogs of its own.
      'headless/core/i18n/translate.ts#read',
      // Imported by the part of shared.ts only the extension bundles.
      'helper.ts#helper',
      'ns.ts#one',
      // Not imported by the main bundle's code, but held by it for the schema: shared, so the schema is not copied.
      'options.ts#EVENT_NAMES',
      'shared.ts#Thing',
      'shared.ts#both',
      // Nothing of partly.ts: the main bundle does not hold `reducer`, and layout.ts it does not hold at all.
    ]);
  });

  it('names each value in the manifest by a key, imported from its module', () => {
    const manifest = readManifest(renderManifest(values));
    expect(manifest.map(({ specifier, name }) => `${specifier}#${name}`)).toEqual([
      '../../headless/core/i18n/translate#read',
      '../../helper#helper',
      '../../ns#one',
      '../../options#EVENT_NAMES',
      '../../shared#Thing',
      '../../shared#both',
    ]);
    expect(new Set(manifest.map(({ key }) => key)).size).toBe(values.length);
  });

  it('shares no module the main bundle left out, so sharing never adds one to it', () => {
    expect(main).not.toContain('layout-body');
    expect(extension).toContain('layout-body');
  });

  it('shares nothing of a module of constants: the extension bundles its own copy', () => {
    expect(values.filter(({ module }) => module === 'headless/core/executor/constants.ts')).toEqual([]);
    expect(main).toContain('done-constant');
    expect(extension).toContain('done-constant');
  });

  it('reads the shared object from the global once in an extension', () => {
    expect(extension.split(`window.${HOST_GLOBAL}`).length - 1).toBe(1);
  });

  it('bundles each body once: the main bundle grows by nothing the extension alone uses', () => {
    expect(main).not.toContain('extension-only-body');
    expect(main).not.toContain('two-body');
    expect(extension).toContain('extension-only-body');
    expect(extension).not.toContain('both-body');
    expect(extension).not.toContain('one-body');
    expect(extension).not.toContain('helped');
    expect(extension).not.toContain('schema-body');
  });

  it('gives the extension the very values of the main bundle', () => {
    const window: Record<string, any> = {};
    window.window = window;
    runInNewContext(main, window);
    runInNewContext(extension, window);
    expect(window.extension.Thing).toBe(window.main.Thing);
    expect(window.extension.both).toBe(window.main.both);
    expect(window.extension.one).toBe(window.main.one);
    expect(window.extension.onlyExtension()).toBe('extension-only-body helped');
    expect(window.extension.two()).toBe('two-body');
    expect(window.extension.EVENT_NAMES).toEqual(['onA', 'onB']);
    expect(window.extension.reducer()).toBe('layout-body');
    expect(window.extension.done).toBe('done-constant');
    expect(Object.values(window[HOST_GLOBAL])).toContain(window.extension.EVENT_NAMES);
    window.main.fill('مرحبا');
    expect(window.extension.read()).toBe('مرحبا');
  });

  it('says what is missing when a script that takes from the main bundle runs without it (an extension placed first)', () => {
    const window: Record<string, any> = {};
    window.window = window;
    expect(() => runInNewContext(extension, window)).toThrow('This script needs payment-client.js, of the same version, on the page before it');
    expect(window.extension).toBeUndefined();
  });
});

describe('the script tag\'s shared modules', () => {
  const project = fileURLToPath(new URL('../../', import.meta.url));
  const checkedIn = () => readFile(join(project, MANIFEST_PATH), 'utf8');

  // Regenerate it with `npm run build:shared-modules`.
  it('are what the checked-in manifest says', async () => {
    expect(await sharedModulesManifest(project)).toBe(await checkedIn());
  });

  it('are set by the built main bundle under the manifest\'s keys, and the extensions read no other', async () => {
    const names = ['ar', 'telemetry', ...Object.keys(EXTENSIONS)];
    const define = integrityDefines(Object.fromEntries(names.map((name) => [name, 'sha384-placeholder'])));
    const main = await bundleScript(project, { entry: MAIN_ENTRY, define });
    // The extensions that need no page around them as they run: they only register what they export.
    const extensions = await Promise.all(
      ['wallets', 'instruments'].map((name) => bundleScript(project, { entry: EXTENSIONS[name]!, define, plugins: [takeShared(project)] })),
    );
    const window: Record<string, any> = { document: { currentScript: null } };
    window.window = window;
    runInNewContext(main.code, window);
    const keys = readManifest(await checkedIn()).map(({ key }) => key);
    expect(Object.keys(window[HOST_GLOBAL]).sort()).toEqual([...keys].sort());
    expect(Object.values(window[HOST_GLOBAL])).not.toContain(undefined);
    const read = new Set<string>();
    const host = window[HOST_GLOBAL];
    window[HOST_GLOBAL] = new Proxy(host, { get: (target, key: string) => (read.add(key), target[key]) });
    for (const extension of extensions) runInNewContext(extension.code, window);
    expect(Object.keys(window.PaymentClientExtensions).sort()).toEqual(['instruments', 'wallets']);
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((key) => !keys.includes(key))).toEqual([]);
  });
});
