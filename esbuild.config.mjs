// Builds into dist/ what the browser loads, one module of build/ per deliverable:
//   node esbuild.config.mjs           the script tag, the secure frames and the product site
//   node esbuild.config.mjs sdk       the script tag and the frames, leaving the product site alone
//   node esbuild.config.mjs host-app  the product site only, leaving the rest of dist/ alone
// The npm package is tsup's (`npm run build:package`). What the script tag's extension scripts take
// from its main bundle is embed/extensions/sharedModules.generated.ts: `npm run build:shared-modules`.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrames } from './build/frames.mjs';
import { buildHostApp, cleanHostApp } from './build/hostApp.mjs';
import { precompressDir } from './build/precompress.mjs';
import { buildScriptTag } from './build/scriptTag.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const only = process.argv[2];

if (only === 'host-app') {
  await cleanHostApp(root);
  await buildHostApp(root);
  process.exit(0);
}

// Only this build's folders: Storybook and the npm package build into dist/ too, at the same time under `npm test`.
for (const dir of ['embed', 'frame']) await rm(join(dist, dir), { recursive: true, force: true, maxRetries: 3 });
const withSite = only !== 'sdk';
if (withSite) await cleanHostApp(root);
const [{ integrity, vaultIntegrity }] = await Promise.all([
  buildScriptTag(root),
  buildFrames(root),
  ...(withSite ? [buildHostApp(root)] : []),
]);
// The provider and the vault send these precompressed: `.br` and `.gz` beside each file.
await Promise.all([precompressDir(join(dist, 'embed')), precompressDir(join(dist, 'frame'))]);
console.log(`dist/embed/payment-client.js  integrity="${integrity}"`);
console.log(`dist/embed/payment-client-vault.js  integrity="${vaultIntegrity}"`);
