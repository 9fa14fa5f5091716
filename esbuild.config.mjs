// Builds the script-tag bundle (build/scriptTag.mjs), the secure card and collect frames and the host-app client into dist/.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { buildHostApp, cleanHostApp } from './host-app/build/buildHostApp.mjs';
import { processCss } from './build/css.mjs';
import { precompressDir } from './build/precompress.mjs';
import { buildScriptTag } from './build/scriptTag.mjs';
import { BROWSERS as browsers, PRODUCTION as production } from './build/targets.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');


const cspHash = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

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
const [{ integrity, vaultIntegrity }] = await Promise.all([buildScriptTag(root), buildFrame(), buildCollectFrame(), ...(sdkOnly ? [] : [buildHostApp(root)])]);
// The provider and the vault send these precompressed: `.br` and `.gz` beside each file.
await Promise.all([precompressDir(join(dist, 'embed')), precompressDir(join(dist, 'frame'))]);
console.log(`dist/embed/payment-client.js  integrity="${integrity}"`);
console.log(`dist/embed/payment-client-vault.js  integrity="${vaultIntegrity}"`);
