import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { browserBuildOptions } from '../../../host-app/build/buildHostApp.mjs';
import { firstRouteFiles, outputOfEntryPoint, writeFirstRouteFiles, type FirstRouteMetafile } from '../../../host-app/build/firstRouteFiles.mjs';
import { LANGUAGE_CHUNK_NAMESPACES } from '../../../host-app/client/i18n/messageKeys';

type Import = { path: string; kind: string; external?: boolean };
const graph = (outputs: Record<string, Import[]>): FirstRouteMetafile => ({
  outputs: Object.fromEntries(Object.entries(outputs).map(([file, imports]) => [file, { imports }])),
});
const statically = (path: string): Import => ({ path, kind: 'import-statement' });
const lazily = (path: string): Import => ({ path, kind: 'dynamic-import' });

describe('firstRouteFiles', () => {
  it('follows static imports transitively and stops at dynamic ones', () => {
    const metafile = graph({
      'app.js': [statically('chunk-a.js'), lazily('three.js'), statically('chunk-b.js')],
      'chunk-a.js': [statically('chunk-c.js'), lazily('hls.js')],
      'chunk-b.js': [statically('chunk-c.js')],
      'chunk-c.js': [],
      'three.js': [statically('chunk-d.js')],
      'chunk-d.js': [],
      'hls.js': [],
    });
    expect(firstRouteFiles(metafile, 'app.js')).toEqual(['app.js', 'chunk-a.js', 'chunk-b.js', 'chunk-c.js']);
  });

  it('keeps a chunk that is imported both ways, once, and survives import cycles', () => {
    const metafile = graph({
      'app.js': [lazily('shared.js'), statically('chunk-a.js')],
      'chunk-a.js': [statically('shared.js'), statically('app.js')],
      'shared.js': [statically('chunk-a.js')],
    });
    expect(firstRouteFiles(metafile, 'app.js')).toEqual(['app.js', 'chunk-a.js', 'shared.js']);
  });

  it('leaves out external imports, which are not files of the build', () => {
    const metafile = graph({ 'app.js': [{ path: 'https://cdn.example/x.js', kind: 'import-statement', external: true }] });
    expect(firstRouteFiles(metafile, 'app.js')).toEqual(['app.js']);
  });

  it('joins the closures of several entries, each file once', () => {
    const metafile = graph({
      'app.js': [statically('chunk-a.js'), lazily('page.js')],
      'page.js': [statically('chunk-a.js'), statically('chunk-b.js'), lazily('kit.js')],
      'chunk-a.js': [],
      'chunk-b.js': [],
      'kit.js': [],
    });
    expect(firstRouteFiles(metafile, ['app.js', 'page.js'])).toEqual(['app.js', 'page.js', 'chunk-a.js', 'chunk-b.js']);
  });

  it('finds the chunk of a lazily imported source file, and names a missing one', () => {
    const metafile = { outputs: { 'app.js': {}, 'Page-X1.js': { entryPoint: 'src/Page.tsx' } } };
    expect(outputOfEntryPoint(metafile, 'src/Page.tsx')).toBe('Page-X1.js');
    expect(() => outputOfEntryPoint(metafile, 'src/Other.tsx')).toThrow('no output of this build has the entry point src/Other.tsx');
  });

  it('names the entry and the outputs when the entry is not one of them', () => {
    expect(() => firstRouteFiles(graph({ 'main.js': [] }), 'app.js')).toThrow('firstRouteFiles: app.js is not an output of this build (outputs: main.js)');
  });

  it('refuses a metafile whose imports point outside its outputs', () => {
    expect(() => firstRouteFiles(graph({ 'app.js': [statically('gone.js')] }), 'app.js')).toThrow('gone.js is imported but is not an output of this build');
  });

  it('copies exactly the closure into an emptied folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'first-route-'));
    try {
      for (const file of ['app.js', 'chunk-a.js', 'lazy.js']) await writeFile(join(dir, file), `/* ${file} */`);
      await writeFile(join(dir, 'stale.js'), '');
      const outDir = join(dir, 'out');
      await writeFirstRouteFiles({ metafile: graph({ 'app.js': [statically('chunk-a.js'), lazily('lazy.js')], 'chunk-a.js': [], 'lazy.js': [] }), entryOutput: 'app.js', outDir: join(dir, 'out'), workingDir: dir });
      // A second run must not keep files of the first.
      await writeFile(join(outDir, 'stale.js'), '');
      const copies = await writeFirstRouteFiles({ metafile: graph({ 'app.js': [statically('chunk-a.js')], 'chunk-a.js': [] }), entryOutput: 'app.js', outDir, workingDir: dir });
      expect(copies.map((copy) => relative(outDir, copy))).toEqual(['app.js', 'chunk-a.js']);
      expect((await readdir(outDir)).sort()).toEqual(['app.js', 'chunk-a.js']);
      expect(await readFile(join(outDir, 'chunk-a.js'), 'utf8')).toBe('/* chunk-a.js */');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the product site build', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));

  // The site's real browser build, in memory; styles are stubbed, they do not change the import graph.
  async function buildSite() {
    const options = browserBuildOptions(root, join(root, 'out/assets'));
    const result = await esbuild.build({
      ...options,
      entryPoints: { app: 'host-app/client/main.tsx' },
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'css-stub',
          setup(build) {
            build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: args.path, namespace: 'css-stub' }));
            build.onLoad({ filter: /.*/, namespace: 'css-stub' }, () => ({ contents: '', loader: 'text' }));
          },
        },
      ],
    });
    if (!result.metafile) throw new Error('esbuild gave no metafile');
    return result.metafile;
  }

  /** The entry's output: its name carries a content hash. */
  const entryOf = (metafile: esbuild.Metafile) => outputOfEntryPoint(metafile, 'host-app/client/main.tsx');

  const inputsOf = (metafile: esbuild.Metafile, files: readonly string[]) => files.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  const fromPackage = (name: string) => (input: string) => input.startsWith(`node_modules/${name}/`);

  it('keeps three.js and hls.js out of the first route, behind dynamic imports', async () => {
    const metafile = await buildSite();
    const firstRoute = firstRouteFiles(metafile, entryOf(metafile));
    const firstRouteInputs = inputsOf(metafile, firstRoute);
    const lazyInputs = inputsOf(
      metafile,
      Object.keys(metafile.outputs).filter((file) => !firstRoute.includes(file)),
    );

    // The first route does hold the site shell and its renderer, Preact, with no React beside it …
    expect(firstRouteInputs).toContain('host-app/client/main.tsx');
    expect(firstRouteInputs.some(fromPackage('preact'))).toBe(true);
    for (const name of ['react', 'react-dom']) expect([...firstRouteInputs, ...lazyInputs].filter(fromPackage(name)), name).toEqual([]);
    // … and the two heavy players are only in lazy chunks, so the check above cannot pass by finding nothing.
    for (const name of ['three', 'hls.js']) {
      expect(firstRouteInputs.filter(fromPackage(name)), name).toEqual([]);
      expect(lazyInputs.some(fromPackage(name)), name).toBe(true);
    }
  }, 60_000);

  it('holds only the language of the route: the other catalog loads when it is chosen', async () => {
    const metafile = await buildSite();
    const catalogOf = (language: string) => (input: string) => input.startsWith(`host-app/client/i18n/locales/${language}/`) && input.endsWith('.json');
    // The entry alone holds no catalog: each language's JSON is in its own chunk, imported dynamically.
    const entryInputs = inputsOf(metafile, firstRouteFiles(metafile, entryOf(metafile)));
    expect(entryInputs.filter(catalogOf('en'))).toEqual([]);
    expect(entryInputs.filter(catalogOf('ar'))).toEqual([]);

    for (const [language, other] of [['en', 'ar'], ['ar', 'en']] as const) {
      const catalogChunk = outputOfEntryPoint(metafile, `host-app/client/i18n/locales/${language}/index.ts`);
      const routeInputs = inputsOf(metafile, firstRouteFiles(metafile, [entryOf(metafile), catalogChunk]));
      // Every namespace of the language is there, so the check below cannot pass by finding no catalog at all …
      expect(routeInputs.filter(catalogOf(language)).sort(), language).toEqual(
        [...LANGUAGE_CHUNK_NAMESPACES].sort().map((ns) => `host-app/client/i18n/locales/${language}/${ns}.json`),
      );
      // … and none of the other language, nor the player's strings, which come with the pages that play video.
      expect(routeInputs.filter(catalogOf(other)), `${language} route holds ${other}`).toEqual([]);
      expect(routeInputs, `${language} route holds the player's strings`).not.toContain(`host-app/client/i18n/locales/${language}/player.json`);
      const playerStrings = outputOfEntryPoint(metafile, `host-app/client/i18n/locales/${language}/player.json`);
      expect(inputsOf(metafile, [playerStrings])).toEqual([`host-app/client/i18n/locales/${language}/player.json`]);
    }
  }, 60_000);

  it('keeps the payment client and the kit components out of the premium page first route', async () => {
    const metafile = await buildSite();
    const premiumPage = outputOfEntryPoint(metafile, 'host-app/client/pages/premium/PremiumLandingPage.tsx');
    const firstRoute = firstRouteFiles(metafile, [entryOf(metafile), premiumPage]);
    const firstRouteInputs = inputsOf(metafile, firstRoute);
    const lazyInputs = inputsOf(
      metafile,
      Object.keys(metafile.outputs).filter((file) => !firstRoute.includes(file)),
    );
    const paymentClient = (input: string) => input.startsWith('headless/core/client/') || input.startsWith('components/') || input.startsWith('headless/core/dropIn/');

    expect(firstRouteInputs).toContain('host-app/client/pages/premium/PremiumLandingPage.tsx');
    expect(firstRouteInputs.filter(paymentClient)).toEqual([]);
    // The kit is in the build, behind the journey's dynamic import.
    expect(lazyInputs).toContain('headless/core/client/createPaymentClient.ts');
    expect(lazyInputs).toContain('components/DropIn/DropIn.tsx');
  }, 60_000);
});
