// `npm run bench`: bundle sizes, then one module per measurement: the time from script load to a
// card form ready to type into (cardFormReady), to a drop-in's option list and its first wallet
// option (dropInOptions), from the pay click to a 3-D Secure challenge (challenge), the demo's card
// form on a phone over slow 4G before and after compression and the frame preload, both of this
// build in the same run (cardFormOnSlow4G), the product site's home page vitals on a slowed-down
// CPU (homeVitals), the time the first start takes to generate the sample media (mediaGeneration),
// and the product API's public reads under load (reads).
// BENCH_ONLY=<measurement's name> (measureChallenge, say) runs one measurement. `--no-build`
// measures the current dist/; PROVIDER_PORT, VAULT_PORT, HOST_APP_PORT (and the *_ORIGIN variables)
// move the servers it starts, as for `npm start`; the uncompressed sandbox of the slow-4G
// measurement takes the provider and vault ports one above those.
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright';
import { CHROMIUM } from '../chromium.mjs';
import { artefactSizes } from './artefactSizes.mjs';
import { measureCardForm } from './cardFormReady.mjs';
import { measureCardFormOnSlow4G } from './cardFormOnSlow4G.mjs';
import { measureChallenge } from './challenge.mjs';
import { measureDropIn } from './dropInOptions.mjs';
import { measureHomeVitals } from './homeVitals.mjs';
import { measureMediaGeneration } from './mediaGeneration.mjs';
import { measureReads } from './reads.mjs';
import { BROWSER_ARGS } from './settings.mjs';

/** In the order they run; the browser's and the servers' are measured while `npm start`'s servers run. */
const IN_BROWSER = [measureCardForm, measureDropIn, measureChallenge, measureCardFormOnSlow4G, measureHomeVitals, measureMediaGeneration];
/** Started on servers of their own, once the others have stopped. */
const ALONE = [measureReads];

const only = process.env.BENCH_ONLY;
const selected = (measures) => measures.filter((measure) => !only || measure.name === only);
if (only && selected([...IN_BROWSER, ...ALONE]).length === 0) {
  console.error(`BENCH_ONLY=${only} names no measurement; one of: ${[...IN_BROWSER, ...ALONE].map((measure) => measure.name).join(', ')}`);
  process.exit(1);
}

spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
if (!process.argv.includes('--no-build') && spawnSync('node', ['esbuild.config.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);

console.log(artefactSizes());

let failed = false;
async function run(measure, browser) {
  try {
    console.log(await measure(browser));
  } catch (error) {
    failed = true;
    console.error(`\n${measure.name} failed:`, error instanceof Error ? error.message : error);
  }
}

if (selected(IN_BROWSER).length > 0) {
  const server = spawn('node', ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, DATABASE_URL: 'memory://' },
    // Server logs stay out of the figures; ignored rather than piped, so a late log line never hits a closed pipe.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    try {
      for (const measure of selected(IN_BROWSER)) await run(measure, browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}
for (const measure of selected(ALONE)) await run(measure);
if (failed) process.exitCode = 1;
