// The stylesheet pipeline every deliverable shares: nesting and prefixes by postcss, minified by esbuild.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import postcssNesting from 'postcss-nesting';
import autoprefixer from 'autoprefixer';
import { CSS_BROWSERS } from './targets.mjs';

export async function processCss(path) {
  const source = await readFile(path, 'utf8');
  const plugins = [postcssNesting(), autoprefixer({ overrideBrowserslist: CSS_BROWSERS })];
  const result = await postcss(plugins).process(source, { from: path });
  const minified = await esbuild.transform(result.css, { loader: 'css', minify: true });
  return minified.code.trim();
}

/** `import css from './x.css?inline'` gives the processed CSS as text, as Vite does. */
export const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const path = args.path.replace(/\?inline$/, '');
      if (path.startsWith('.')) return { path: join(args.resolveDir, path), namespace: 'css-text' };
      // A package's stylesheet (`payment-client/components/styles.css?inline`), found through its `exports`.
      const resolved = await build.resolve(path, { kind: args.kind, resolveDir: args.resolveDir });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: 'css-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'css-text' }, async (args) => ({
      contents: await processCss(args.path),
      loader: 'text',
    }));
  },
};
