// What a source file takes from other modules, and what keeping some of its values keeps: read from
// its syntax tree, as the bundler would see it, to plan what the script tag shares (./plan.mjs).
import ts from 'typescript';

/** Taking a whole module, as `import * as ns` (when used other than by reading members) or `export *` do. */
export const WHOLE = '*';

/** Two lists of names taken from one module, as one. */
export const mergeNames = (known, names) =>
  known === WHOLE || names === WHOLE ? WHOLE : [...new Set([...known, ...names])].sort();

const parse = (path, source) => {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
};

const exportedName = (element) => (element.propertyName ?? element.name).text;
const isDynamicImport = (node) =>
  ts.isCallExpression(node)
  && node.expression.kind === ts.SyntaxKind.ImportKeyword
  && ts.isStringLiteral(node.arguments[0]);

/** What a source file imports, by specifier: the names (a namespace's members as read), or WHOLE. */
export function importsOf(path, source) {
  const found = new Map();
  const add = (specifier, names) => found.set(specifier, mergeNames(found.get(specifier) ?? [], names));
  // Local names bound to a namespace, whose members are collected as they are read.
  const namespaces = new Map();
  const visitImport = (node) => {
    if (node.importClause?.isTypeOnly) return;
    const specifier = node.moduleSpecifier.text;
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      namespaces.set(bindings.name.text, specifier);
      add(specifier, []);
      return;
    }
    const elements = (bindings?.elements ?? []).filter((element) => !element.isTypeOnly);
    const named = elements.map(exportedName);
    add(specifier, [...(clause?.name ? ['default'] : []), ...named]);
  };
  // Returns nothing: `forEachChild` stops at the first child whose visit returns a value.
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      visitImport(node);
      return;
    }
    const member = ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression);
    const read = member ? node.expression.text : undefined;
    if (namespaces.has(read)) {
      add(namespaces.get(read), [node.name.text]);
      return;
    }
    // A namespace used in any other way in a value position is taken whole.
    if (ts.isIdentifier(node) && namespaces.has(node.text) && !ts.isQualifiedName(node.parent)) {
      add(namespaces.get(node.text), WHOLE);
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const clause = node.exportClause;
      const names = !clause || ts.isNamespaceExport(clause)
        ? WHOLE
        : clause.elements.filter((element) => !element.isTypeOnly).map((element) => exportedName(element));
      add(node.moduleSpecifier.text, names);
    } else if (isDynamicImport(node)) {
      add(node.arguments[0].text, WHOLE);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(path, source));
  return found;
}

/**
 * The top-level values of a source file that keeping `names` keeps: each value keeps the ones
 * its declaration refers to (a schema keeps the list its shape is built from). Types refer to
 * nothing at run time, so their references do not count.
 */
export function keptWith(path, source, names) {
  const declarations = new Map();
  for (const statement of parse(path, source).statements) {
    const named = ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement);
    if (named && statement.name) declarations.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
    }
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
