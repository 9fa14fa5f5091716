// Generates the product site's sample media under .data/product/media, or the folder given with
// --out: the pictures (posters, covers, icons, banners), drawn and encoded by sharp into AVIF, WebP
// and JPEG, and the videos (HLS renditions, captions) and promo loops, encoded with ffmpeg.
// Existing files are kept unless --force; the time taken is printed last.
// The host app runs the same generator on start; `npm test` runs this first, so the servers its
// tests start find the media ready. By hand (`npm run bench` times it on an empty folder):
//   npm run media -- [--out <dir>] [--force]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateSampleMedia } from '../host-app/server/media/sampleMedia';
import { PRODUCT_MEDIA_DIR } from '../host-app/server/paths';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 && args[outIndex + 1] ? resolve(args[outIndex + 1]!) : PRODUCT_MEDIA_DIR;

const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
const written = await generateSampleMedia(outDir, {
  force: args.includes('--force'),
  onProgress: ({ done, total, step }) => console.log(`sample media ${done}/${total} ${step} (${seconds()} s)`),
});
console.log(`sample media: ${written.length} item(s) written to ${outDir} in ${seconds()} s${cpuNote()}`);

/**
 * The CPU time of this process and the ffmpeg runs it waited for (Linux: /proc/self/stat, in
 * clock ticks of 1/100 s): on a busy machine it says what the work costs apart from waiting for a core.
 */
function cpuNote(): string {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14 to 17 of stat(5); fields here start at its third.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return `, ${(ticks / 100).toFixed(1)} s of CPU`;
  } catch {
    return '';
  }
}
