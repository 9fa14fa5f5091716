// One browser script of the script tag: bundled by esbuild as an IIFE, minified again by terser,
// written to dist/embed/ with its Subresource Integrity hash beside it.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { cssAsText } from './css.mjs';
import { REACT_ON_PREACT } from './reactOnPreact.mjs';
import { BROWSERS, PRODUCTION } from './targets.mjs';

export const sri = (content, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;

/**
 * A second minifying pass over an esbuild script: terser's compressor folds what esbuild's
 * single pass leaves (about 3% of the script-tag bundle, gzip). Each script is one function
 * expression that sets its global itself, so every name inside may be shortened. Three assumptions
 * hold for this code base and let it drop more: reading a property has no side effect (no getter
 * is read for its effect), no function's `length` is read, so unused trailing parameters can go,
 * and no function expression is called with `new` or has its `prototype` read (constructors are
 * classes or declared functions), so one that uses no `this` may become an arrow, and one that is
 * an object's property a method. Only simple functions are inlined into their callers: inlining
 * those with parameters and variables too (terser's default) measured larger after gzip on these
 * scripts.
 */
async function compressScript(code) {
  const compress = {
    passes: 2, pure_getters: true, keep_fargs: false, unsafe_arrows: true, unsafe_methods: true, inline: 1,
  };
  return (await minify(code, { ecma: 2020, compress, mangle: true, format: { comments: false } })).code;
}

/** One IIFE script of the project at `root`, bundled in memory; `metafile` says which modules it holds. */
export async function bundleScript(root, { entry, define = {}, plugins = [] }) {
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    minify: true,
    target: BROWSERS,
    jsx: 'automatic',
    define: { ...PRODUCTION, ...define },
    // The kit's React components render with Preact.
    alias: REACT_ON_PREACT,
    plugins: [...plugins, cssAsText],
    legalComments: 'none',
    metafile: true,
    write: false,
    outfile: join(root, 'dist/embed/bundle.js'),
  });
  // A hash no define replaced would be a ReferenceError in the browser: the build order is wrong.
  if (outputFiles[0].text.includes('__EXTENSION_INTEGRITY__')) {
    throw new Error(`${entry} loads an extension written after it (EXTENSIONS' order)`);
  }
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
export async function writeScript(root, name, code, { bundleOnly = false } = {}) {
  const compressed = await compressScript(code);
  const integrity = sri(compressed);
  await mkdir(join(root, 'dist/embed'), { recursive: true });
  await writeFile(join(root, `dist/embed/${name}.js`), compressed);
  await writeFile(join(root, `dist/embed/${name}.js.sri`), `${integrity}\n`);
  return bundleOnly ? sri(compressed, 'sha256') : integrity;
}
