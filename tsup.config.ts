// Builds the npm package `payment-client`: ESM, declarations and source maps for each entry
// (dist/package), and, apart, the headless entry as a React app ships it for its size budget.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import autoprefixer from 'autoprefixer';
import postcss from 'postcss';
import postcssNesting from 'postcss-nesting';
import { defineConfig } from 'tsup';

/** The package's entries, by the subpath they are exported as (package.json `exports`). */
export const PACKAGE_ENTRIES = {
  headless: 'headless/index.ts',
  components: 'components/index.ts',
  wallets: 'headless/core/wallets/index.ts',
  'auth-session': 'headless/authSession.ts',
  // The session's product API constants alone: for a server, without the session and React behind them.
  'auth-session/constants': 'headless/core/authSession/authSessionConstants.ts',
} as const;

/** The stylesheets the package ships; the components never import them, the app does. */
export const PACKAGE_STYLESHEETS = [
  'components/styles.css',
  'components/DropIn/dropIn.css',
  'components/DynamicForm/dynamicForm.css',
  'components/ThreeDSChallenge/threeDSChallenge.css',
] as const;

const outDir = 'dist/package';

// Nesting flattened and prefixes added for the browsers the script tag serves, as build/css.mjs does for it; left unminified.
const processCss = postcss([postcssNesting(), autoprefixer({ overrideBrowserslist: ['chrome >= 100', 'firefox >= 100', 'safari >= 15'] })]);

async function writeStylesheets() {
  for (const path of PACKAGE_STYLESHEETS) {
    const target = join(outDir, path);
    const { css } = await processCss.process(await readFile(path, 'utf8'), { from: path, to: target });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, css);
  }
}

export default defineConfig([
  {
    name: 'package',
    entry: PACKAGE_ENTRIES,
    outDir,
    format: 'esm',
    // Modern browsers and Node 20: what the kit's own code needs, nothing transpiled away that apps would pay for twice.
    target: 'es2022',
    platform: 'neutral',
    // Declarations see browser types only, so none of them leans on Node's; tsup still passes `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { types: [], ignoreDeprecations: '6.0' } },
    // Maps name the kit's TypeScript files and lines without embedding them: with their sources the
    // maps alone would be 150 kB of the 200 kB tarball budget. The JavaScript is left unminified to stay readable.
    sourcemap: true,
    esbuildOptions: (options) => {
      options.sourcesContent = false;
    },
    splitting: true,
    treeshake: true,
    clean: true,
    // The package.json dependencies and peers stay imports; `react/jsx-runtime` with them.
    external: ['react', 'react-dom', 'zod', 'nanoid'],
    onSuccess: writeStylesheets,
  },
  {
    // Not published: what the headless entry adds to a React app, minified with zod and nanoid and without React, for size-limit.
    name: 'size',
    entry: { headless: PACKAGE_ENTRIES.headless },
    outDir: 'dist/package-size',
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    treeshake: true,
    clean: true,
    external: ['react', 'react-dom'],
    noExternal: ['zod', 'nanoid'],
  },
]);
