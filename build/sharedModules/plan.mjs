// What the script-tag bundle shares with its extension scripts: of each module both hold, the values
// the extensions import that the bundle holds anyway. Read from one build of each script alone; the
// result is the checked-in manifest (./manifest.mjs), which the real build only reads.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importsOf, keptWith, mergeNames, WHOLE } from './imports.mjs';

/**
 * Modules whose state or identity must be one on the page, so an extension never bundles a part
 * of its own: Preact (its render options, current component and hooks state), the error class
 * (merchants test `instanceof`), the translator (the catalogs the Arabic pack adds to are the
 * main bundle's), the extension loader (each script loads once, from beside the main
 * bundle) and the stylesheets already on the page.
 */
export const ONE_INSTANCE = [
  /^node_modules\/preact\//,
  /^headless\/core\/errors\/PaymentClientError\.ts$/,
  /^headless\/core\/i18n\/translate\.ts$/,
  /^embed\/extensions\/loadExtension\.ts$/,
  /^embed\/injectStyles\.ts$/,
];

/**
 * Modules an extension bundles its own copy of, even where the main bundle holds them: constants
 * and small pure functions, with no state and nothing compared by identity. Shared, each value
 * costs the main bundle a key, and a shared constant object can no longer be folded into the code
 * that reads it (EXECUTION_STATUS alone cost the main bundle 52 bytes gzip).
 */
export const OWN_COPIES = [
  /^headless\/core\/executor\/constants\.ts$/,
  /^headless\/core\/dynamicForm\/formDefinition\.ts$/,
  /^headless\/core\/validation\/(stringOrNull|uuid)\.ts$/,
  /^headless\/core\/client\/cardFormEventNames\.ts$/,
  // Each taken by one or two extensions that have no size budget of their own, or room in it.
  /^headless\/react\/(focusVisibleProps|mergeProps)\.ts$/,
  /^headless\/core\/session\/(amountSchema|storedInstrumentSchema)\.ts$/,
  /^headless\/core\/executor\/pollExecution\.ts$/,
  /^headless\/core\/ids\/randomId\.ts$/,
];

// The automatic JSX runtime's imports are written by the compiler, not in the source.
const COMPILER_IMPORTS = { 'react/jsx-runtime': ['jsx', 'jsxs', 'Fragment'] };

/**
 * What each module is imported for by a build's own code (not by packages' internals), and by
 * which specifier each name was asked for (`react` for what the build resolves to Preact).
 * `parsed` keeps each file's imports across calls, so every file is read once.
 */
async function takenByOwnCode(root, metafile, parsed, skip = () => false) {
  const taken = new Map();
  const asked = new Map();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (path.startsWith('node_modules/') || path.includes(':') || skip(path)) continue;
    if (!parsed.has(path)) parsed.set(path, importsOf(path, await readFile(join(root, path), 'utf8')));
    for (const { path: target, original, external } of input.imports) {
      // Defines show up as external imports with no specifier.
      if (external) continue;
      const names = parsed.get(path).get(original) ?? COMPILER_IMPORTS[original];
      if (!names) throw new Error(`sharedModules: cannot tell what ${path} imports from ${original}`);
      taken.set(target, mergeNames(taken.get(target) ?? [], names));
      for (const name of names === WHOLE ? [] : names) asked.set(`${target}#${name}`, original);
    }
  }
  return { taken, asked };
}

/**
 * The values the extensions take from the main bundle, as `{ module, name, specifier }` sorted by
 * module and name. Of a package, only the files the project's code imports count, never its
 * internals. A value counts when the main bundle holds it, because its code imports it or a value
 * it keeps refers to it (`keptWith`); what only the extensions use stays in their scripts, so the
 * main bundle grows by nothing but the list itself. Of a module in ONE_INSTANCE, every value counts.
 */
export async function sharePlan(root, mainMetafile, extensionMetafiles) {
  // Of the project's own modules, only those the main bundle's output holds: one that tree-shaking
  // left out entirely is not shared, or sharing it would add it to the main bundle. A package's
  // files are all kept: its entry may be re-exports alone, which the output does not list.
  const inOutput = new Set(Object.values(mainMetafile.outputs).flatMap((output) => Object.keys(output.inputs)));
  const inMain = (path) => path.startsWith('node_modules/') ? path in mainMetafile.inputs : inOutput.has(path);
  const isOwnCopy = (path) => OWN_COPIES.some((pattern) => pattern.test(path));
  const isShared = (path) => inMain(path) && /\.[cm]?[jt]sx?$/.test(path) && !isOwnCopy(path);
  const parsed = new Map();
  const { taken: mainTakes } = await takenByOwnCode(root, mainMetafile, parsed);
  // The main bundle holds more of a source module than its code imports: what those values refer to.
  for (const [path, names] of mainTakes) {
    if (names === WHOLE || !isShared(path) || path.startsWith('node_modules/')) continue;
    mainTakes.set(path, keptWith(path, await readFile(join(root, path), 'utf8'), names));
  }
  // An extension bundles the part of a shared module the main bundle does not hold, and that part
  // imports things too: plan again, counting those modules' imports, until no new one turns up.
  let bundledToo = new Set();
  for (;;) {
    const context = { root, parsed, isShared, mainTakes, bundledToo };
    const { modules, asked } = await planModules(context, extensionMetafiles);
    const next = [...modules].filter(([, { own }]) => own.length > 0).map(([path]) => path);
    if (next.every((path) => bundledToo.has(path))) return sharedValues(modules, asked);
    bundledToo = new Set([...bundledToo, ...next]);
  }
}

async function planModules({ root, parsed, isShared, mainTakes, bundledToo }, extensionMetafiles) {
  const modules = new Map();
  const asked = new Map();
  for (const metafile of extensionMetafiles) {
    const skip = (input) => isShared(input) && !bundledToo.has(input);
    const extension = await takenByOwnCode(root, metafile, parsed, skip);
    extension.asked.forEach((specifier, key) => asked.set(key, specifier));
    for (const [path, names] of extension.taken) {
      if (!isShared(path) || names.length === 0) continue;
      if (names === WHOLE) throw new Error(`sharedModules: an extension takes all of ${path}, not named values`);
      const inBoth = mainTakes.get(path) ?? [];
      const known = modules.get(path) ?? { host: [], own: [] };
      // A module with state of its own is never copied in part: the main bundle shares all the extension takes of it.
      const single = ONE_INSTANCE.some((pattern) => pattern.test(path));
      const host = single || inBoth === WHOLE ? names : names.filter((name) => inBoth.includes(name));
      const own = names.filter((name) => !host.includes(name));
      modules.set(path, { host: mergeNames(known.host, host), own: mergeNames(known.own, own) });
    }
  }
  return { modules, asked };
}

function sharedValues(modules, asked) {
  const paths = [...modules.keys()].sort((a, b) => a.localeCompare(b));
  return paths.flatMap((module) =>
    modules.get(module).host.map((name) => ({ module, name, specifier: asked.get(`${module}#${name}`) })),
  );
}
