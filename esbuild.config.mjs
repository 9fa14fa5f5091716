// Builds the script-tag bundle, the secure card and collect frames and the host-app client into dist/.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import postcss from 'postcss';
import postcssNesting from 'postcss-nesting';
import autoprefixer from 'autoprefixer';
import { exposeShared, sharePlan, takeShared } from './embed/build/sharedModules.mjs';
import { outputOfEntryPoint, writeFirstRouteFiles } from './host-app/build/firstRouteFiles.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const production = { 'process.env.NODE_ENV': '"production"' };
const browsers = ['chrome100', 'firefox100', 'safari15', 'edge100'];

async function processCss(path) {
  const source = await readFile(path, 'utf8');
  const result = await postcss([postcssNesting(), autoprefixer({ overrideBrowserslist: ['chrome >= 100', 'firefox >= 100', 'safari >= 15'] })]).process(source, { from: path });
  const minified = await esbuild.transform(result.css, { loader: 'css', minify: true });
  return minified.code.trim();
}

/** `import css from './x.css?inline'` gives the processed CSS as text, as Vite does. */
const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const path = args.path.replace(/\?inline$/, '');
      if (path.startsWith('.')) return { path: join(args.resolveDir, path), namespace: 'css-text' };
      // A package's stylesheet (`payment-client/components/styles.css?inline`), found through its `exports`.
      const resolved = await build.resolve(path, { kind: args.kind, resolveDir: args.resolveDir });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: 'css-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'css-text' }, async (args) => ({ contents: await processCss(args.path), loader: 'text' }));
  },
};

/** The script tag renders the kit's React components with Preact: `react` and `react-dom` (and their subpaths) resolve to `preact/compat`. */
const reactOnPreact = { react: 'preact/compat', 'react-dom': 'preact/compat' };

const sri = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;
const cspHash = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * A second minifying pass over an esbuild script: terser's compressor folds what esbuild's
 * single pass leaves (about 3% of the script-tag bundle, gzip). Each script is one function
 * expression that sets its global itself, so every name inside may be shortened. Three assumptions
 * hold for this code base and let it drop more: reading a property has no side effect (no getter is read for its effect), no
 * function's `length` is read, so unused trailing parameters can go, and no function expression is
 * called with `new` or has its `prototype` read (constructors are classes or declared functions),
 * so one that uses no `this` may become an arrow, and one that is an object's property a method.
 * Only simple functions are inlined into their callers: inlining those with parameters and
 * variables too (terser's default) measured larger after gzip on these scripts.
 */
async function compressScript(code) {
  const compress = { passes: 2, pure_getters: true, keep_fargs: false, unsafe_arrows: true, unsafe_methods: true, inline: 1 };
  return (await minify(code, { ecma: 2020, compress, mangle: true, format: { comments: false } })).code;
}

/** One IIFE script of the script tag, bundled in memory; `metafile` says which modules it holds. */
async function bundleScript({ entry, define = {}, plugins = [] }) {
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    minify: true,
    target: browsers,
    jsx: 'automatic',
    define: { ...production, ...define },
    alias: reactOnPreact,
    plugins: [...plugins, cssAsText],
    legalComments: 'none',
    metafile: true,
    write: false,
    outfile: join(dist, 'embed/bundle.js'),
  });
  // A hash no define replaced would be a ReferenceError in the browser: the build order is wrong.
  if (outputFiles[0].text.includes('__EXTENSION_INTEGRITY__')) throw new Error(`${entry} loads an extension written after it (EXTENSIONS' order)`);
  return { code: outputFiles[0].text, metafile };
}

/** Writes `dist/embed/{name}.js`, minified again, with its Subresource Integrity value beside it. */
async function writeScript(name, code) {
  const compressed = await compressScript(code);
  const integrity = sri(compressed);
  await mkdir(join(dist, 'embed'), { recursive: true });
  await writeFile(join(dist, `embed/${name}.js`), compressed);
  await writeFile(join(dist, `embed/${name}.js.sri`), `${integrity}\n`);
  return integrity;
}

const buildScript = async ({ name, ...options }) => writeScript(name, (await bundleScript(options)).code);

/**
 * Extension scripts, `payment-client.{name}.js`, loaded on demand by the main bundle or by one
 * another, and the UI blocks' add-on script, which a page places after the main bundle. Each
 * takes what it has in common with the main bundle from it. They are written in this order, so a
 * script that loads another has its hash.
 */
const EXTENSIONS = {
  address: 'embed/extensions/addressExtension.ts',
  challenge: 'embed/extensions/challengeExtension.ts',
  wallets: 'embed/extensions/walletsExtension.ts',
  forms: 'embed/extensions/formsExtension.ts',
  instruments: 'embed/extensions/instrumentsExtension.ts',
  blocks: 'embed/blocksScriptTag.ts',
};

/** Each hash as a define of its own, `__EXTENSION_INTEGRITY__.{name}`, so a script holds only those it uses. */
const integrityDefines = (integrities) =>
  Object.fromEntries(Object.entries(integrities).map(([name, integrity]) => [`__EXTENSION_INTEGRITY__.${name}`, JSON.stringify(integrity)]));

/**
 * The main bundle and its extensions are built twice: first to learn what they have in common,
 * then with that in the main bundle only, exposed for the extensions to take
 * (embed/build/sharedModules.mjs). Still needed with the lazy parts passed in explicitly: an
 * extension's views render in the main bundle's tree, on its one copy of Preact, and its texts and
 * errors must be the main bundle's translator and error class.
 */
async function buildEmbed() {
  const ar = await buildScript({ entry: 'embed/locales/arabicPack.ts', name: 'payment-client.ar' });
  const main = (integrities, plugins = []) =>
    bundleScript({
      entry: 'embed/scriptTag.ts',
      define: integrityDefines({ ar, ...integrities }),
      plugins,
    });
  const extensionNames = Object.keys(EXTENSIONS);
  const extension = (name, integrities, plugins = []) => bundleScript({ entry: EXTENSIONS[name], define: integrityDefines({ ar, ...integrities }), plugins });
  // The first round only reads which modules each script holds: its hashes are placeholders.
  const placeholders = Object.fromEntries(extensionNames.map((name) => [name, '']));
  const [alone, ...extensionsAlone] = await Promise.all([main(placeholders), ...extensionNames.map((name) => extension(name, placeholders))]);
  const plan = await sharePlan(root, alone.metafile, extensionsAlone.map((extension) => extension.metafile));
  const integrities = {};
  for (const name of extensionNames) {
    integrities[name] = await writeScript(`payment-client.${name}`, (await extension(name, integrities, [takeShared(root, plan)])).code);
  }
  const exposed = await main(integrities, [exposeShared(root, plan)]);
  return writeScript('payment-client', exposed.code);
}
// Collect containers are an add-on script, kept out of the drop-in's budget.
const buildVaultAddOn = () => buildScript({ entry: 'embed/vaultScriptTag.ts', name: 'payment-client-vault' });

/**
 * A secure frame is one HTML file with its script and style inline, allowed by their CSP
 * hashes, written beside it as `{name}.csp.json` for the vault to serve.
 */
async function buildFramePage({ entry, styles, name, title }) {
  const script = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: browsers,
    define: production,
    legalComments: 'none',
    write: false,
  });
  const js = script.outputFiles[0].text.trim().replaceAll('</script', '<\\/script');
  const css = (await Promise.all(styles.map((path) => processCss(join(root, path))))).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${css}</style></head><body><script>${js}</script></body></html>\n`;
  await mkdir(join(dist, 'frame'), { recursive: true });
  await writeFile(join(dist, `frame/${name}.html`), html);
  await writeFile(join(dist, `frame/${name}.csp.json`), `${JSON.stringify({ scriptHashes: [cspHash(js)], styleHashes: [cspHash(css)] }, null, 2)}\n`);
}

const buildFrame = () => buildFramePage({ entry: 'embed/frame/main.ts', styles: ['embed/frame/cardForm.css'], name: 'card-form', title: 'Card details' });

/** Collect containers look like the card form: its stylesheet first, then the other controls'. */
const buildCollectFrame = () =>
  buildFramePage({ entry: 'embed/collectFrame/main.ts', styles: ['embed/frame/cardForm.css', 'embed/collectFrame/collectFrame.css'], name: 'collect', title: 'Secure fields' });

async function buildHostApp() {
  const { metafile } = await esbuild.build({
    entryPoints: { app: join(root, 'host-app/client/main.tsx') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: browsers,
    jsx: 'automatic',
    define: production,
    plugins: [cssAsText],
    // The host app imports the kit by its package name; this condition of its `exports` gives the
    // sources. Naming conditions drops esbuild's default `module`, so it is named too.
    conditions: ['payment-client-source', 'module'],
    legalComments: 'none',
    metafile: true,
    absWorkingDir: root,
    outdir: join(dist, 'host-app/assets'),
  });
  // The home route's own files, apart, so the size budget measures what a first visit downloads:
  // the entry and the English catalog chunk, which the page loads before its first render.
  const englishCatalog = outputOfEntryPoint(metafile, 'host-app/client/i18n/locales/en/index.ts');
  await writeFirstRouteFiles({ metafile, entryOutput: ['dist/host-app/assets/app.js', englishCatalog], outDir: join(dist, 'host-app-first-route'), workingDir: root });
  // The premium page's first visit: the entry and the page's lazy chunk; the payment client loads only once a method is chosen.
  const premiumPage = outputOfEntryPoint(metafile, 'host-app/client/pages/premium/PremiumLandingPage.tsx');
  await writeFirstRouteFiles({ metafile, entryOutput: ['dist/host-app/assets/app.js', englishCatalog, premiumPage], outDir: join(dist, 'host-app-first-route-premium'), workingDir: root });
  // The video page's first visit: the entry and the page's lazy chunk; hls.js and three.js load on demand once a video plays.
  const videoPage = outputOfEntryPoint(metafile, 'host-app/client/pages/video/VideoPage.tsx');
  await writeFirstRouteFiles({ metafile, entryOutput: ['dist/host-app/assets/app.js', englishCatalog, videoPage], outDir: join(dist, 'host-app-first-route-video'), workingDir: root });
  await writeFile(join(dist, 'host-app/index.html'), await readFile(join(root, 'host-app/client/index.html')));
  // Static files (default avatars and the like) are served as they are.
  await cp(join(root, 'host-app/client/public'), join(dist, 'host-app'), { recursive: true });
}

// `node esbuild.config.mjs host-app` rebuilds only the product site, leaving the rest of dist/ alone.
if (process.argv[2] === 'host-app') {
  await rm(join(dist, 'host-app'), { recursive: true, force: true, maxRetries: 3 });
  await buildHostApp();
  process.exit(0);
}

// `node esbuild.config.mjs sdk` rebuilds the scripts and frames, leaving the product site alone.
const sdkOnly = process.argv[2] === 'sdk';
// Only this build's folders: Storybook and the npm package build into dist/ too, at the same time under `npm test`.
const HOST_APP_DIRS = ['host-app', 'host-app-first-route', 'host-app-first-route-premium', 'host-app-first-route-video'];
for (const dir of ['embed', 'frame', ...(sdkOnly ? [] : HOST_APP_DIRS)]) await rm(join(dist, dir), { recursive: true, force: true, maxRetries: 3 });
const [integrity, vaultIntegrity] = await Promise.all([buildEmbed(), buildVaultAddOn(), buildFrame(), buildCollectFrame(), ...(sdkOnly ? [] : [buildHostApp()])]);
console.log(`dist/embed/payment-client.js  integrity="${integrity}"`);
console.log(`dist/embed/payment-client-vault.js  integrity="${vaultIntegrity}"`);
