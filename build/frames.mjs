// The secure frames: each one HTML file with its script and style inline, allowed by their CSP
// hashes, written beside it as `{name}.csp.json` for the vault to serve (dist/frame/).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { processCss } from './css.mjs';
import { BROWSERS, PRODUCTION } from './targets.mjs';

const cspHash = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

const FRAMES = [
  { entry: 'frames/card/main.ts', styles: ['frames/card/cardForm.css'], name: 'card-form', title: 'Card details' },
  // Collect containers look like the card form: its stylesheet first, then the other controls'.
  {
    entry: 'frames/collect/main.ts',
    styles: ['frames/card/cardForm.css', 'frames/collect/collectFrame.css'],
    name: 'collect',
    title: 'Secure fields',
  },
];

async function buildFramePage(root, { entry, styles, name, title }) {
  const script = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: BROWSERS,
    define: PRODUCTION,
    legalComments: 'none',
    write: false,
  });
  const js = script.outputFiles[0].text.trim().replaceAll('</script', '<\\/script');
  const css = (await Promise.all(styles.map((path) => processCss(join(root, path))))).join('');
  const head = '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<meta name="robots" content="noindex"><title>${title}</title><style>${css}</style>`;
  const html = `<!doctype html><html lang="en"><head>${head}</head><body><script>${js}</script></body></html>\n`;
  const csp = { scriptHashes: [cspHash(js)], styleHashes: [cspHash(css)] };
  await mkdir(join(root, 'dist/frame'), { recursive: true });
  await writeFile(join(root, `dist/frame/${name}.html`), html);
  await writeFile(join(root, `dist/frame/${name}.csp.json`), `${JSON.stringify(csp, null, 2)}\n`);
}

export const buildFrames = (root) => Promise.all(FRAMES.map((frame) => buildFramePage(root, frame)));
