// The esbuild plugin an extension script is built with: each module the manifest names resolves to a
// stand-in that takes the manifest's values from the main bundle's `window.PaymentClientHost`, by key,
// and the rest of the module from the module itself. The main bundle and its extensions so run on one
// copy of Preact, zod, the translator, the error class and the checkout core.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HOST_GLOBAL, MANIFEST_PATH, readManifest } from './manifest.mjs';

const PLUGIN = 'take-shared';
// A stand-in's import of the module it stands in for, whose other values the extension bundles.
const OWN_COPY = 'own-copy:';
// The module every stand-in reads the main bundle's object from, so an extension reads it once.
const HOST_OBJECT = 'host-object:';

/** A stand-in for the module at `path`: `keys` maps each shared export to its key. */
function standIn(path, keys) {
  // Each value gets a local name first: export names may be reserved words (zod's `enum`).
  const lines = [`import { ${HOST_GLOBAL} } from '${HOST_OBJECT}';`];
  for (const [name, key] of keys) lines.push(`const ${key} = ${HOST_GLOBAL}.${key};`, `export { ${key} as ${name} };`);
  // Names a module exports itself win over those of `export *`.
  lines.push(`export * from ${JSON.stringify(`${OWN_COPY}${path}`)};`);
  return lines.join('\n');
}

/** The plugin for the project at `root`. */
export function takeShared(root) {
  let shared;
  // Each shared module's file, as this build resolves the manifest's specifiers (`react` to Preact).
  const resolveManifest = async (build) => {
    const byPath = new Map();
    const resolveDir = join(root, dirname(MANIFEST_PATH));
    for (const { specifier, name, key } of readManifest(await readFile(join(root, MANIFEST_PATH), 'utf8'))) {
      const resolved = await build.resolve(specifier, { kind: 'import-statement', resolveDir, pluginData: PLUGIN });
      if (resolved.errors.length > 0) throw new Error(`${MANIFEST_PATH}: cannot resolve ${specifier}`);
      byPath.set(resolved.path, new Map([...(byPath.get(resolved.path) ?? []), [name, key]]));
    }
    return byPath;
  };
  return {
    name: PLUGIN,
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        // The nested resolves come back through this hook: let esbuild resolve them.
        if (args.pluginData === PLUGIN || args.kind === 'entry-point') return undefined;
        // Bundled only for what the extension uses of it: the main bundle ran its side effects.
        if (args.path.startsWith(OWN_COPY)) return { path: args.path.slice(OWN_COPY.length), sideEffects: false };
        if (args.path === HOST_OBJECT) return { path: HOST_OBJECT, namespace: 'host-object' };
        shared ??= resolveManifest(build);
        const { kind, resolveDir, importer } = args;
        const resolved = await build.resolve(args.path, { kind, resolveDir, importer, pluginData: PLUGIN });
        if (resolved.errors.length > 0 || resolved.namespace !== 'file') return resolved;
        return (await shared).has(resolved.path) ? { path: resolved.path, namespace: 'shared' } : resolved;
      });
      build.onLoad({ filter: /.*/, namespace: 'shared' }, async ({ path }) => {
        return { contents: standIn(path, (await shared).get(path)), loader: 'js', resolveDir: root };
      });
      // An extension script placed before the main bundle (or without it) says so, rather than failing on a missing key.
      const missing = JSON.stringify('This script needs payment-client.js, of the same version, on the page before it');
      const contents = [
        `export const ${HOST_GLOBAL} = window.${HOST_GLOBAL};`,
        `if (!${HOST_GLOBAL}) throw new Error(${missing});`,
      ].join('\n');
      build.onLoad({ filter: /.*/, namespace: 'host-object' }, () => ({ contents, loader: 'js' }));
    },
  };
}
