// Builds the script-tag bundle, the secure card and collect frames and the host-app client into dist/.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { exposeShared, sharePlan, takeShared } from './embed/build/sharedModules.mjs';
import { buildHostApp, cleanHostApp } from './host-app/build/buildHostApp.mjs';
import { cssAsText, processCss } from './build/css.mjs';
import { precompressDir } from './build/precompress.mjs';
import { REACT_ON_PREACT } from './build/reactOnPreact.mjs';
import { BROWSERS as browsers, PRODUCTION as production } from './build/targets.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');


const sri = (content, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;
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
    // The kit's React components render with Preact.
    alias: REACT_ON_PREACT,
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

/**
 * Writes `dist/embed/{name}.js`, minified again, with its Subresource Integrity value beside it
 * (SHA-384, as integrity.json gives it to pages). Returns the hash the scripts that load it carry:
 * that one, unless `bundleOnly`: a script only the bundle loads is pinned there by SHA-256, which
 * SRI checks alike and for which no other file can be made to match. Its hash is part of the
 * bundle's size, and SHA-256's is 20 random characters shorter (about 18 bytes gzip). What a page
 * may name or preload itself (the Arabic texts) keeps SHA-384: a preload is used only when its
 * integrity equals the request's.
 */
async function writeScript(name, code, { bundleOnly = false } = {}) {
  const compressed = await compressScript(code);
  const integrity = sri(compressed);
  await mkdir(join(dist, 'embed'), { recursive: true });
  await writeFile(join(dist, `embed/${name}.js`), compressed);
  await writeFile(join(dist, `embed/${name}.js.sri`), `${integrity}\n`);
  return bundleOnly ? sri(compressed, 'sha256') : integrity;
}

const buildScript = async ({ name, bundleOnly, ...options }) => writeScript(name, (await bundleScript(options)).code, { bundleOnly });

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
  // Telemetry takes nothing from the main bundle: each shared value would cost the bundle a slot in its list.
  const telemetry = await buildScript({ entry: 'embed/extensions/telemetryExtension.ts', name: 'payment-client.telemetry', bundleOnly: true });
  const main = (integrities, plugins = []) =>
    bundleScript({
      entry: 'embed/scriptTag.ts',
      define: integrityDefines({ ar, telemetry, ...integrities }),
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
    // The UI blocks' script is placed by pages, with the hash integrity.json gives them.
    integrities[name] = await writeScript(`payment-client.${name}`, (await extension(name, integrities, [takeShared(root, plan)])).code, { bundleOnly: name !== 'blocks' });
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

// `node esbuild.config.mjs host-app` rebuilds only the product site, leaving the rest of dist/ alone.
if (process.argv[2] === 'host-app') {
  await cleanHostApp(root);
  await buildHostApp(root);
  process.exit(0);
}

// `node esbuild.config.mjs sdk` rebuilds the scripts and frames, leaving the product site alone.
const sdkOnly = process.argv[2] === 'sdk';
// Only this build's folders: Storybook and the npm package build into dist/ too, at the same time under `npm test`.
for (const dir of ['embed', 'frame']) await rm(join(dist, dir), { recursive: true, force: true, maxRetries: 3 });
if (!sdkOnly) await cleanHostApp(root);
const [integrity, vaultIntegrity] = await Promise.all([buildEmbed(), buildVaultAddOn(), buildFrame(), buildCollectFrame(), ...(sdkOnly ? [] : [buildHostApp(root)])]);
// The provider and the vault send these precompressed: `.br` and `.gz` beside each file.
await Promise.all([precompressDir(join(dist, 'embed')), precompressDir(join(dist, 'frame'))]);
console.log(`dist/embed/payment-client.js  integrity="${integrity}"`);
console.log(`dist/embed/payment-client-vault.js  integrity="${vaultIntegrity}"`);
