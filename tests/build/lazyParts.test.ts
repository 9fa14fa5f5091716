import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The modules the script tag loads later, from an extension script, and never in its main bundle. */
const LAZY_MODULES = {
  challenge: ['headless/core/checkout/threeDSecureFlow.ts', 'components/ThreeDSChallenge/ThreeDSChallenge.tsx'],
  address: ['headless/core/address/countries.ts', 'components/BillingAddress/BillingAddress.tsx'],
  wallets: ['headless/core/dropIn/dropInWallets.ts'],
  forms: ['headless/core/dynamicForm/createDynamicForm.ts', 'components/DropIn/DropInFormOption.tsx'],
};
const ARABIC_CATALOGS = ['headless/core/i18n/ar.ts', 'headless/core/i18n/dropInAr.ts', 'headless/core/dynamicForm/dynamicFormAr.ts'];

/**
 * The modules a script holds, bundled as esbuild resolves its imports and nothing else: no plugin
 * but one that leaves the stylesheets out, React on Preact as the build aliases it.
 */
async function modulesOf(entry: string): Promise<string[]> {
  const { metafile } = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [{ name: 'styles-apart', setup: (build) => build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: args.path, external: true })) }],
    metafile: true,
    write: false,
    outfile: 'bundle.js',
  });
  return Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path));
}

/** Where a build script resolves an import itself (`onResolve`), by the filter it matches the imports with. */
function resolveHooks(source: string): string[] {
  const file = ts.createSourceFile('esbuild.config.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const filters: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'onResolve') {
      const options = node.arguments[0];
      const filter = options && ts.isObjectLiteralExpression(options) ? options.properties.find((property) => property.name?.getText() === 'filter') : undefined;
      filters.push(filter && ts.isPropertyAssignment(filter) ? filter.initializer.getText() : node.arguments[0]?.getText() ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return filters;
}

describe('the script-tag build', () => {
  // The lazy parts are explicit loaders passed by the entry, so the build swaps no module for another.
  it('resolves no import itself but the stylesheets read as text', async () => {
    // The script tag's build and the stylesheet pipeline it shares with the other deliverables. The
    // extensions' stand-ins for the main bundle's modules are the shared-modules plugin's (tests/build/sharedModules.test.ts).
    const files = ['esbuild.config.mjs', 'build/script.mjs', 'build/scriptTag.mjs', 'build/css.mjs'];
    const hooks = await Promise.all(files.map(async (file) => resolveHooks(await readFile(`${root}${file}`, 'utf8'))));
    expect(hooks.flat()).toEqual(['/\\.css\\?inline$/']);
  });

  it('leaves the lazy parts and the Arabic texts out of the main bundle, by its imports alone', async () => {
    const main = await modulesOf('embed/scriptTag.ts');
    expect(main).toContain('headless/core/dropIn/createDropIn.ts');
    expect(main.filter((path) => [...Object.values(LAZY_MODULES).flat(), ...ARABIC_CATALOGS].includes(path))).toEqual([]);
  });

  it.each(Object.entries(LAZY_MODULES))('puts the %s part in its extension script', async (name, modules) => {
    expect(await modulesOf(`embed/extensions/${name}Extension.ts`)).toEqual(expect.arrayContaining(modules));
  });

  it('puts the Arabic texts in the Arabic script', async () => {
    expect(await modulesOf('embed/locales/arabicPack.ts')).toEqual(expect.arrayContaining(ARABIC_CATALOGS));
  });
});
