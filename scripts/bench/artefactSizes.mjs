// The built files' sizes, raw, gzip and brotli: what a browser downloads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { kb } from './statistics.mjs';

const FIRST_ROUTE_DIR = 'dist/host-app-first-route/home-en';

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;
const brotliSize = (content) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The size table; each file is fetched and compressed on its own, so a set of files is the sum of its files' sizes. */
export function artefactSizes() {
  const artefacts = [
    ['script-tag bundle (card form, drop-in)', ['dist/embed/payment-client.js']],
    ['drop-in, every method', ['dist/embed/payment-client.js', 'dist/embed/payment-client.wallets.js', 'dist/embed/payment-client.forms.js']],
    ['secure frame (HTML+JS+CSS)', ['dist/frame/card-form.html']],
    ['host app first route (JS)', existsSync(FIRST_ROUTE_DIR) ? readdirSync(FIRST_ROUTE_DIR).map((file) => join(FIRST_ROUTE_DIR, file)) : []],
  ];
  const lines = ['\nartefact                          raw         gzip        brotli'];
  for (const [name, files] of artefacts) {
    const contents = files.filter((file) => existsSync(file)).map((file) => readFileSync(file));
    if (contents.length === 0 || contents.length !== files.length) {
      lines.push(`${name.padEnd(32)}  not built`);
      continue;
    }
    const total = (size) => contents.reduce((sum, content) => sum + size(content), 0);
    lines.push(`${name.padEnd(32)}  ${kb(total((content) => content.length)).padEnd(10)}  ${kb(total(gzipSize)).padEnd(10)}  ${kb(total(brotliSize))}`);
  }
  return lines.join('\n');
}
