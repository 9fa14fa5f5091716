// Generates the product site's sample media (covers, icons, 360 test patterns, animated test patterns)
// under .data/product/media, or the folder given with --out. Existing files are kept unless --force.
// The host app runs the same generator on start, so this is only needed to regenerate by hand:
//   npx tsx scripts/generate-sample-media.ts [--out <dir>] [--force]
import { resolve } from 'node:path';
import { generateSampleMedia } from '../host-app/server/media/sampleMedia';
import { PRODUCT_MEDIA_DIR } from '../host-app/server/paths';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 && args[outIndex + 1] ? resolve(args[outIndex + 1]!) : PRODUCT_MEDIA_DIR;

const written = await generateSampleMedia(outDir, { force: args.includes('--force') });
console.log(`sample media: ${written.length} file(s) written to ${outDir}`);
