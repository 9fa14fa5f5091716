// The script-tag bundle and the extension scripts it loads hold one copy of the code they have in
// common (Preact, zod, the checkout core, the kit's components). It is still needed with Preact: the
// extensions render the kit's components inside the main bundle's tree, and Preact's hooks only work
// when every component runs on the one copy of Preact that renders the tree (its `options` hooks and
// current component are module state). The main bundle exposes what the
// extensions import from those modules as one list on a global; an extension reads each value
// from its place in that list instead of bundling a second copy of the module.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where extension scripts find what the main bundle shares with them. */
export const HOST_GLOBAL = 'PaymentClientHost';

/** Taking a whole module, as `import * as ns` (when used other than by reading members) or `export *` do. */
const WHOLE = '*';

// The automatic JSX runtime's imports are written by the compiler, not in the source.
const COMPILER_IMPORTS = { 'react/jsx-runtime': ['jsx', 'jsxs', 'Fragment'] };

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

// Exports that are namespaces: what is taken from them is each member the code reads (`z.string`).
const NAMESPACE_EXPORTS = { 'zod/mini': ['z'] };

/** Two lists of names taken from one module, as one. */
const mergeNames = (known, names) => (known === WHOLE || names === WHOLE ? WHOLE : [...new Set([...known, ...names])].sort());

/** What a source file imports, by specifier: the names (`z.string` for a namespace's member), or WHOLE. */
export function importsOf(path, source) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map();
  const add = (specifier, names) => found.set(specifier, mergeNames(found.get(specifier) ?? [], names));
  // Local names bound to a namespace, whose members are collected as they are read.
  const namespaces = new Map();
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (node.importClause?.isTypeOnly) return;
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        namespaces.set(bindings.name.text, { specifier, prefix: '' });
        add(specifier, []);
        return;
      }
      const imported = (element) => (element.propertyName ?? element.name).text;
      const elements = (bindings?.elements ?? []).filter((element) => !element.isTypeOnly);
      for (const element of elements) {
        if (NAMESPACE_EXPORTS[specifier]?.includes(imported(element))) namespaces.set(element.name.text, { specifier, prefix: `${imported(element)}.` });
      }
      add(specifier, [...(clause?.name ? ['default'] : []), ...elements.filter((element) => !namespaces.has(element.name.text)).map(imported)]);
      return;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      const { specifier, prefix } = namespaces.get(node.expression.text);
      add(specifier, [`${prefix}${node.name.text}`]);
      return;
    }
    // A namespace used in any other way in a value position is taken whole.
    if (ts.isIdentifier(node) && namespaces.has(node.text) && !ts.isQualifiedName(node.parent)) add(namespaces.get(node.text).specifier, WHOLE);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const clause = node.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) add(node.moduleSpecifier.text, WHOLE);
      else add(node.moduleSpecifier.text, clause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, WHOLE);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The top-level values of a source file that keeping `names` keeps: each value keeps the ones
 * its declaration refers to (a schema keeps the list its shape is built from). Types refer to
 * nothing at run time, so their references do not count.
 */
export function keptWith(path, source, names) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const declarations = new Map();
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
  }
  const kept = new Set(names);
  const pending = [...names];
  while (pending.length > 0) {
    const declaration = declarations.get(pending.pop());
    const visit = (node) => {
      if (ts.isTypeNode(node)) return;
      if (ts.isIdentifier(node) && declarations.has(node.text) && !kept.has(node.text)) {
        kept.add(node.text);
        pending.push(node.text);
      }
      ts.forEachChild(node, visit);
    };
    if (declaration) ts.forEachChild(declaration, visit);
  }
  return [...kept].sort();
}

/**
 * What each module is imported for by a build's own code (not by packages' internals). `parsed`
 * keeps each file's imports across calls, so the planning rounds read every file once.
 */
async function takenByOwnCode(root, metafile, parsed, skip = () => false) {
  const taken = new Map();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (path.startsWith('node_modules/') || path.includes(':') || skip(path)) continue;
    if (!parsed.has(path)) parsed.set(path, importsOf(path, await readFile(join(root, path), 'utf8')));
    const imports = parsed.get(path);
    for (const { path: target, original, external } of input.imports) {
      // Defines show up as external imports with no specifier.
      if (external) continue;
      const names = imports.get(original) ?? COMPILER_IMPORTS[original];
      if (!names) throw new Error(`sharedModules: cannot tell what ${path} imports from ${original}`);
      taken.set(target, mergeNames(taken.get(target) ?? [], names));
    }
  }
  return taken;
}

/**
 * What the extensions take from the main bundle: of each module both builds hold (of a
 * package, only the files the project's code imports, never its internals), the values the
 * extensions import that the main bundle holds, because its code imports them or a value it
 * keeps refers to them (`keptWith`). What only the extensions use stays in their scripts, so
 * the main bundle grows by nothing but the list itself.
 *
 * @returns {{ modules: Map<string, { host: string[] | '*', own: string[] }>, slots: string[][] }}
 *   per shared module what comes from the list and what the extension bundles itself; `slots`
 *   the list's entries in order, as [module, name] (name absent for a whole module)
 */
export async function sharePlan(root, mainMetafile, extensionMetafiles) {
  // Of the project's own modules, only those the main bundle's output holds: one that tree-shaking
  // left out entirely (imported only by parts of a module the bundle does not keep) is not shared,
  // or sharing it would add it to the main bundle. A package's files are all kept: its entry may
  // be re-exports alone, which the output does not list.
  const inOutput = new Set(Object.values(mainMetafile.outputs).flatMap((output) => Object.keys(output.inputs)));
  const inMain = new Set(Object.keys(mainMetafile.inputs).filter((path) => path.startsWith('node_modules/') || inOutput.has(path)));
  const isShared = (path) => inMain.has(path) && /\.[cm]?[jt]sx?$/.test(path);
  const parsed = new Map();
  const mainTakes = await takenByOwnCode(root, mainMetafile, parsed);
  // The main bundle holds more of a source module than its code imports: what those values refer to.
  for (const [path, names] of mainTakes) {
    if (names !== WHOLE && isShared(path) && !path.startsWith('node_modules/')) mainTakes.set(path, keptWith(path, await readFile(join(root, path), 'utf8'), names));
  }
  // A shared module the extension also bundles a part of imports things itself: go again until
  // no new such module turns up.
  let bundledToo = new Set();
  for (;;) {
    const modules = await planModules(root, extensionMetafiles, parsed, isShared, mainTakes, bundledToo);
    const next = new Set([...modules].filter(([, { own }]) => own.length > 0).map(([path]) => path));
    if ([...next].every((path) => bundledToo.has(path))) return withSlots(modules);
    bundledToo = new Set([...bundledToo, ...next]);
  }
}

async function planModules(root, extensionMetafiles, parsed, isShared, mainTakes, bundledToo) {
  const modules = new Map();
  for (const metafile of extensionMetafiles) {
    for (const [path, names] of await takenByOwnCode(root, metafile, parsed, (input) => isShared(input) && !bundledToo.has(input))) {
      if (!isShared(path) || names.length === 0) continue;
      const inBoth = mainTakes.get(path) ?? [];
      const known = modules.get(path) ?? { host: [], own: [] };
      // A module with state of its own is never copied in part: the main bundle shares all the extension takes of it.
      const single = ONE_INSTANCE.some((pattern) => pattern.test(path));
      const host = names === WHOLE || single ? names : names.filter((name) => inBoth === WHOLE || inBoth.includes(name));
      const own = host === WHOLE ? [] : names.filter((name) => !host.includes(name));
      if (host === WHOLE || known.host === WHOLE) modules.set(path, { host: WHOLE, own: [] });
      else modules.set(path, { host: mergeNames(known.host, host), own: mergeNames(known.own, own) });
    }
  }
  return modules;
}

function withSlots(modules) {
  const sorted = new Map([...modules].sort(([a], [b]) => a.localeCompare(b)));
  const slots = [...sorted].flatMap(([path, { host }]) => (host === WHOLE ? [[path]] : host.map((name) => [path, name])));
  return { modules: sorted, slots };
}

/**
 * For the main bundle: `embed/extensions/hostModules.ts` becomes the function that sets the list
 * of shared values on the global. Only the values taken are named, so the rest of each module
 * can still be left out of the bundle.
 */
export function exposeShared(root, { modules, slots }) {
  const paths = [...new Set(slots.map(([path]) => path))];
  const local = (path) => `m${paths.indexOf(path)}`;
  return {
    name: 'expose-shared',
    setup(build) {
      build.onLoad({ filter: /embed[\\/]extensions[\\/]hostModules\.ts$/ }, () => ({
        contents: [
          ...paths.map((path) => `import * as ${local(path)} from ${JSON.stringify(`./${path}`)};`),
          `export function exposeHostModules(view) {`,
          `  view.${HOST_GLOBAL} = [${slots.map(([path, name]) => (name ? `${local(path)}.${name}` : local(path))).join(', ')}];`,
          `}`,
        ].join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/**
 * The stand-in an extension bundles for a shared module: each value the main bundle shares read
 * from its slot, the rest taken from the module itself.
 */
function standIn(root, path, { modules, slots }) {
  const slot = (name) => `${HOST_GLOBAL}[${slots.findIndex(([slotPath, slotName]) => slotPath === path && slotName === name)}]`;
  const { host, own } = modules.get(path);
  if (host === WHOLE) return `import { ${HOST_GLOBAL} } from ${JSON.stringify(HOST_LIST)};\nmodule.exports = ${slot(undefined)};`;
  // Export names may be reserved words (zod's `enum`), so each value gets a local name first. The
  // list is read from the global in one module, so the extension reads it once, not once per module.
  const lines = [`import { ${HOST_GLOBAL} } from ${JSON.stringify(HOST_LIST)};`];
  const exportAs = (name, value) => lines.push(`const v${lines.length} = ${value};`, `export { v${lines.length} as ${name} };`);
  const namespaces = new Map();
  for (const name of host) {
    const [head, member] = name.split('.');
    if (member) namespaces.set(head, [...(namespaces.get(head) ?? []), `${member}: ${slot(name)}`]);
    else exportAs(head, slot(name));
  }
  const real = JSON.stringify(`${OWN_COPY}${join(root, path)}`);
  for (const name of own) {
    const [head, member] = name.split('.');
    if (member) throw new Error(`sharedModules: ${path} shares ${head} but not its member ${member}, which the main bundle does not use`);
    lines.push(`export { ${head} } from ${real};`);
  }
  for (const [head, members] of namespaces) exportAs(head, `{ ${members.join(', ')} }`);
  return lines.join('\n');
}

// A stand-in's import of the module it stands in for, whose other values the extension bundles.
const OWN_COPY = 'own-copy:';
// The module every stand-in reads the main bundle's list from.
const HOST_LIST = 'host-list:';

/** For an extension: each shared module resolves to its stand-in. */
export function takeShared(root, plan) {
  return {
    name: 'take-shared',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        // The nested resolve below comes back through this hook: let esbuild resolve it.
        if (args.pluginData === 'take-shared' || args.kind === 'entry-point') return undefined;
        if (args.path.startsWith(OWN_COPY)) return { path: args.path.slice(OWN_COPY.length) };
        if (args.path === HOST_LIST) return { path: HOST_LIST, namespace: 'host-list' };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'take-shared' });
        if (resolved.errors.length || resolved.namespace !== 'file') return resolved;
        const path = relative(root, resolved.path).split('\\').join('/');
        return plan.modules.has(path) ? { path, namespace: 'host' } : resolved;
      });
      build.onLoad({ filter: /.*/, namespace: 'host' }, (args) => ({ contents: standIn(root, args.path, plan), loader: 'js', resolveDir: root }));
      // An add-on script placed before the main bundle (or without it) says so, rather than failing on a missing list.
      const missing = JSON.stringify('This script needs payment-client.js, of the same version, on the page before it');
      const contents = `export const ${HOST_GLOBAL} = window.${HOST_GLOBAL};\nif (!${HOST_GLOBAL}) throw new Error(${missing});`;
      build.onLoad({ filter: /.*/, namespace: 'host-list' }, () => ({ contents, loader: 'js' }));
    },
  };
}
