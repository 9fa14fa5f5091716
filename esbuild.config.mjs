// Builds the script-tag bundle, the secure card frame and the host-app client into dist/.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import postcssNesting from 'postcss-nesting';
import autoprefixer from 'autoprefixer';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const production = { 'process.env.NODE_ENV': '"production"' };
const preactAliases = { react: 'preact/compat', 'react-dom': 'preact/compat' };
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
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: join(args.resolveDir, args.path.replace(/\?inline$/, '')), namespace: 'css-text' }));
    build.onLoad({ filter: /.*/, namespace: 'css-text' }, async (args) => ({ contents: await processCss(args.path), loader: 'text' }));
  },
};

const sri = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;
const cspHash = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

async function buildEmbed() {
  const outfile = join(dist, 'embed/payment-client.js');
  await esbuild.build({
    entryPoints: [join(root, 'embed/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'PaymentClient',
    minify: true,
    target: browsers,
    jsx: 'automatic',
    alias: preactAliases,
    define: production,
    plugins: [cssAsText],
    legalComments: 'none',
    outfile,
  });
  const integrity = sri(await readFile(outfile));
  await writeFile(join(dist, 'embed/payment-client.js.sri'), `${integrity}\n`);
  return integrity;
}

/** The frame is one HTML file with its script and style inline, allowed by their CSP hashes. */
async function buildFrame() {
  const script = await esbuild.build({
    entryPoints: [join(root, 'embed/frame/main.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: browsers,
    define: production,
    legalComments: 'none',
    write: false,
  });
  const js = script.outputFiles[0].text.trim().replaceAll('</script', '<\\/script');
  const css = await processCss(join(root, 'embed/frame/cardForm.css'));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Card details</title><style>${css}</style></head><body><script>${js}</script></body></html>\n`;
  await mkdir(join(dist, 'frame'), { recursive: true });
  await writeFile(join(dist, 'frame/card-form.html'), html);
  await writeFile(join(dist, 'frame/card-form.csp.json'), `${JSON.stringify({ scriptHashes: [cspHash(js)], styleHashes: [cspHash(css)] }, null, 2)}\n`);
}

async function buildHostApp() {
  await esbuild.build({
    entryPoints: { app: join(root, 'host-app/client/main.tsx') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: browsers,
    jsx: 'automatic',
    define: production,
    plugins: [cssAsText],
    legalComments: 'none',
    outdir: join(dist, 'host-app/assets'),
  });
  await writeFile(join(dist, 'host-app/index.html'), await readFile(join(root, 'host-app/client/index.html')));
}

await rm(dist, { recursive: true, force: true, maxRetries: 3 });
const [integrity] = await Promise.all([buildEmbed(), buildFrame(), buildHostApp()]);
console.log(`dist/embed/payment-client.js  integrity="${integrity}"`);
