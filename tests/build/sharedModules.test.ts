import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposeShared, HOST_GLOBAL, importsOf, keptWith, sharePlan, takeShared, type SharePlan } from '../../embed/build/sharedModules.mjs';

describe('importsOf', () => {
  it('lists the names a file imports, leaving types out', () => {
    const source = `import { a, type B, c as d } from './x';\nimport type { E } from './y';\nimport f from './f';\nexport { g } from './g';`;
    expect(Object.fromEntries(importsOf('file.ts', source))).toEqual({ './x': ['a', 'c'], './f': ['default'], './g': ['g'] });
  });

  it('reads the members of a namespace, and takes it whole when it is used as a value', () => {
    const members = `import * as ns from './ns';\nimport { z } from 'zod/mini';\nns.one(); const s = z.string(); type T = z.infer<typeof s>;`;
    expect(Object.fromEntries(importsOf('file.ts', members))).toEqual({ './ns': ['one'], 'zod/mini': ['z.string'] });
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
  'embed/extensions/hostModules.ts': `export function exposeHostModules(_view: unknown): void {}`,
  'main.ts': [
    `import { Thing, onlyMain, both } from './shared';`,
    `import { helper } from './helper';`,
    `import { parseOptions } from './options';`,
    `import * as ns from './ns';`,
    `import { fill } from './headless/core/i18n/translate';`,
    `import { kept } from './partly';`,
    `import { exposeHostModules } from './embed/extensions/hostModules';`,
    `exposeHostModules(window);`,
    `(window as any).main = { Thing, onlyMain, both, helper, one: ns.one, fill, parseOptions, kept };`,
  ].join('\n'),
  'extension.ts': [
    `import { Thing, both, onlyExtension } from './shared';`,
    `import * as ns from './ns';`,
    `import { read } from './headless/core/i18n/translate';`,
    `import { EVENT_NAMES } from './options';`,
    `import { reducer } from './partly';`,
    `(window as any).extension = { Thing, both, onlyExtension, one: ns.one, two: ns.two, read, EVENT_NAMES, reducer };`,
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

describe('sharePlan, exposeShared and takeShared', () => {
  let plan: SharePlan;
  let main: string;
  let extension: string;
  beforeAll(async () => {
    plan = await sharePlan(root, (await bundle('main.ts')).metafile, [(await bundle('extension.ts')).metafile]);
    main = (await bundle('main.ts', [exposeShared(root, plan)])).code;
    extension = (await bundle('extension.ts', [takeShared(root, plan)])).code;
  });

  it('shares what both use and leaves the rest to the extension', () => {
    expect(Object.fromEntries(plan.modules)).toEqual({
      'helper.ts': { host: ['helper'], own: [] },
      // Read only by the extension, yet shared: a copy would have catalogs of its own.
      'headless/core/i18n/translate.ts': { host: ['read'], own: [] },
      'ns.ts': { host: ['one'], own: ['two'] },
      // Not imported by the main bundle's code, but held by it for the schema: shared, so the schema is not copied.
      'options.ts': { host: ['EVENT_NAMES'], own: [] },
      'shared.ts': { host: ['Thing', 'both'], own: ['onlyExtension'] },
      // layout.ts is not listed: the main bundle imports it only through a part of partly.ts it does not keep.
      'partly.ts': { host: [], own: ['reducer'] },
    });
  });

  it('shares no module the main bundle left out, so sharing never adds one to it', () => {
    expect(main).not.toContain('layout-body');
    expect(extension).toContain('layout-body');
  });

  it('reads the shared list from the global once in an extension', () => {
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
    expect(window[HOST_GLOBAL]).toContain(window.extension.EVENT_NAMES);
    window.main.fill('مرحبا');
    expect(window.extension.read()).toBe('مرحبا');
  });

  it('says what is missing when a script that takes from the main bundle runs without it (an add-on placed first)', () => {
    const window: Record<string, any> = {};
    window.window = window;
    expect(() => runInNewContext(extension, window)).toThrow('This script needs payment-client.js, of the same version, on the page before it');
    expect(window.extension).toBeUndefined();
  });
});
