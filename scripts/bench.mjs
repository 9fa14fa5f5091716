// `npm run bench`: bundle sizes, the time from script load to a card form ready to type into, to a
// drop-in's option list and to its first wallet option, from the pay click to a 3-D Secure
// challenge, the product site's home page vitals (LCP, TBT) on a slowed-down CPU, and the time the
// first start takes to generate the sample media.
// `--no-build` measures the current dist/; PROVIDER_PORT, VAULT_PORT, HOST_APP_PORT (and the *_ORIGIN
// variables) move the servers it starts, as for `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM } from './chromium.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const HOME_LOADS = 5;
const CPU_SLOWDOWN = 4;
const NETWORK_LATENCY_MS = 100;
const PROVIDER = process.env.PROVIDER_ORIGIN ?? `http://localhost:${process.env.PROVIDER_PORT || 4000}`;
const HOST = process.env.HOST_APP_ORIGIN ?? `http://localhost:${process.env.HOST_APP_PORT || 3000}`;
const FIRST_ROUTE_DIR = 'dist/host-app-first-route';

spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
if (!process.argv.includes('--no-build') && spawnSync('node', ['esbuild.config.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const gzipSize = (content) => gzipSync(content, { level: 9 }).length;
const brotliSize = (content) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

// Each file is fetched and compressed on its own, so a set of files is the sum of its files' sizes.
const artefacts = [
  ['script-tag bundle (card form, drop-in)', ['dist/embed/payment-client.js']],
  ['drop-in, every method', ['dist/embed/payment-client.js', 'dist/embed/payment-client.wallets.js', 'dist/embed/payment-client.forms.js']],
  ['secure frame (HTML+JS+CSS)', ['dist/frame/card-form.html']],
  ['host app first route (JS)', existsSync(FIRST_ROUTE_DIR) ? readdirSync(FIRST_ROUTE_DIR).map((file) => join(FIRST_ROUTE_DIR, file)) : []],
];
console.log('\nartefact                          raw         gzip        brotli');
for (const [name, files] of artefacts) {
  const contents = files.filter((file) => existsSync(file)).map((file) => readFileSync(file));
  if (contents.length === 0 || contents.length !== files.length) {
    console.log(`${name.padEnd(32)}  not built`);
    continue;
  }
  const total = (size) => contents.reduce((sum, content) => sum + size(content), 0);
  console.log(`${name.padEnd(32)}  ${kb(total((content) => content.length)).padEnd(10)}  ${kb(total(gzipSize)).padEnd(10)}  ${kb(total(brotliSize))}`);
}

const server = spawn('node', ['scripts/start.mjs', '--no-build'], {
  env: { ...process.env, DATABASE_URL: 'memory://' },
  // Server logs stay out of the figures; ignored rather than piped, so a late log line never hits a closed pipe.
  stdio: ['ignore', 'ignore', 'inherit'],
});
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // BENCH_ONLY=measureChallenge (a function's name) runs one measurement.
    const measures = [measureCardForm, measureDropIn, measureChallenge, measureHomeVitals, measureMediaGeneration].filter((measure) => !process.env.BENCH_ONLY || measure.name === process.env.BENCH_ONLY);
    for (const measure of measures) {
      try {
        console.log(await measure(browser));
      } catch (error) {
        failed = true;
        console.error(`\n${measure.name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
}
if (failed) process.exitCode = 1;

async function measureCardForm(browser) {
  await waitFor(`${PROVIDER}/demo/`);
  const samples = [];
  for (let i = 0; i < LOADS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The frame's first element state arrives right after its inputs are rendered.
    await page.addInitScript(() => {
      window.addEventListener('message', (event) => {
        if (event.data?.message?.type === 'element' && !window.__cardFormReadyAt) window.__cardFormReadyAt = performance.now();
      });
    });
    await page.goto(`${PROVIDER}/demo/`);
    await page.waitForFunction(() => window.__cardFormReadyAt !== undefined, null, { timeout: 30_000 });
    samples.push(
      await page.evaluate(() => {
        const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/sdk/'));
        return window.__cardFormReadyAt - script.startTime;
      }),
    );
    await context.close();
  }
  return `\nscript load → card form ready, ${LOADS} loads in Chromium: median ${quantile(samples, 0.5).toFixed(0)} ms, p95 ${quantile(samples, 0.95).toFixed(0)} ms`;
}

/**
 * A drop-in's first option and its Apple Pay option, from the script's request: the list needs the
 * bundle alone; a wallet also its own script and the wallet's (the sandbox's stand-in here).
 * Measured on localhost and with each request delayed by NETWORK_LATENCY_MS (CDP network
 * emulation), where each script fetched after another costs a round trip.
 */
async function measureDropIn(browser) {
  await waitFor(`${PROVIDER}/demo/`);
  const lines = [];
  for (const latency of [0, NETWORK_LATENCY_MS]) lines.push(await measureDropInAt(browser, latency));
  return `\ndrop-in with a card and Apple Pay, ${LOADS} loads in Chromium each, from the script's request:${lines.join('')}`;
}

async function measureDropInAt(browser, latency) {
  const firstOption = [];
  const applePayOption = [];
  for (let i = 0; i < LOADS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (latency > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.addInitScript(() => {
      const seen = {};
      window.__dropInSeen = seen;
      new MutationObserver(() => {
        // The card shows alone, with no label, until a wallet joins the list.
        if (document.querySelector('.pc-Option')) seen.firstOption ??= performance.now();
        const labels = [...document.querySelectorAll('.pc-Option-label')];
        if (labels.some((label) => label.textContent.includes('Apple Pay'))) seen.applePay ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${PROVIDER}/demo/?integration=dropin&methods=card,applePay`);
    await page.waitForFunction(() => window.__dropInSeen.applePay !== undefined, null, { timeout: 30_000 });
    const sample = await page.evaluate(() => {
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/payment-client.js'));
      return { firstOption: window.__dropInSeen.firstOption - script.startTime, applePay: window.__dropInSeen.applePay - script.startTime };
    });
    firstOption.push(sample.firstOption);
    applePayOption.push(sample.applePay);
    await context.close();
  }
  const line = (samples) => `median ${quantile(samples, 0.5).toFixed(0)} ms, p95 ${quantile(samples, 0.95).toFixed(0)} ms`;
  const network = latency > 0 ? `${latency} ms a request` : 'localhost';
  return `\n  ${network}: first option shown ${line(firstOption)}; Apple Pay option shown ${line(applePayOption)}`;
}

/**
 * A card payment that the provider challenges: from the pay click to the challenge frame on the
 * page. Most of it is the provider's polling delay (section 9); the rest is what the client loads
 * and renders once the challenge is asked for. On localhost and with NETWORK_LATENCY_MS a request.
 */
async function measureChallenge(browser) {
  await waitFor(`${PROVIDER}/demo/`);
  const lines = [];
  for (const latency of [0, NETWORK_LATENCY_MS]) {
    const samples = [];
    for (let i = 0; i < LOADS; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${PROVIDER}/demo/`);
      const frame = page.frameLocator('iframe[name="payment-client-card-frame"]');
      await frame.getByLabel('Card number').pressSequentially('4000000000003220');
      await frame.getByLabel('Expiry date').pressSequentially(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
      await frame.getByLabel('CVC').pressSequentially('123');
      if (latency > 0) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
      }
      await page.evaluate(() => {
        const pay = [...document.querySelectorAll('button')].find((button) => button.textContent.startsWith('Pay'));
        pay.addEventListener('click', () => (window.__payClickedAt = performance.now()), { capture: true });
        new MutationObserver(() => {
          if (document.querySelector('.pc-Challenge-frame')) window.__challengeAt ??= performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForFunction(() => window.__challengeAt !== undefined, null, { timeout: 30_000 });
      samples.push(await page.evaluate(() => window.__challengeAt - window.__payClickedAt));
      await context.close();
    }
    const network = latency > 0 ? `${latency} ms a request` : 'localhost';
    lines.push(`\n  ${network}: median ${quantile(samples, 0.5).toFixed(0)} ms, p95 ${quantile(samples, 0.95).toFixed(0)} ms`);
  }
  return `\npay click → 3-D Secure challenge frame, ${LOADS} payments in Chromium each:${lines.join('')}`;
}

/**
 * Largest Contentful Paint and Total Blocking Time of the home page, each load in a fresh context
 * (cold cache) with the CPU slowed down through CDP.
 *
 * TBT window: from First Contentful Paint until the page has fired `load` and then stayed free of
 * long tasks for QUIET_MS (a lab stand-in for Time to Interactive), capped at WINDOW_CAP_MS after
 * navigation. Each long task contributes its time beyond 50 ms, counting only the part inside the
 * window (a task that starts before FCP is clipped at FCP, as Lighthouse does).
 */
async function measureHomeVitals(browser) {
  const QUIET_MS = 2_000;
  const WINDOW_CAP_MS = 30_000;
  await waitFor(`${HOST}/`);
  const lcps = [];
  const tbts = [];
  for (let i = 0; i < HOME_LOADS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Observers start before any page script, so no entry is missed.
    await page.addInitScript(() => {
      const vitals = { lcp: null, longTasks: [], lastLongTaskEnd: 0 };
      window.__homeVitals = vitals;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          vitals.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
          vitals.lastLongTaskEnd = Math.max(vitals.lastLongTaskEnd, entry.startTime + entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${HOST}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      ({ quietMs, capMs }) => {
        const loadEnd = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
        const now = performance.now();
        return now >= capMs || (loadEnd > 0 && now - Math.max(loadEnd, window.__homeVitals.lastLongTaskEnd) >= quietMs);
      },
      { quietMs: QUIET_MS, capMs: WINDOW_CAP_MS },
      { timeout: WINDOW_CAP_MS + 10_000, polling: 250 },
    );
    const sample = await page.evaluate((capMs) => {
      const vitals = window.__homeVitals;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      if (fcp === undefined || vitals.lcp === null) return null;
      const windowEnd = Math.min(performance.now(), capMs);
      let tbt = 0;
      for (const task of vitals.longTasks) {
        const start = Math.max(task.start, fcp);
        const end = Math.min(task.end, windowEnd);
        tbt += Math.max(0, end - start - 50);
      }
      return { lcp: vitals.lcp, tbt };
    }, WINDOW_CAP_MS);
    await context.close();
    if (!sample) throw new Error('the home page reported no First Contentful Paint or Largest Contentful Paint');
    lcps.push(sample.lcp);
    tbts.push(sample.tbt);
  }
  const list = (values) => values.map((value) => value.toFixed(0)).join(', ');
  return (
    `\nhome page (${HOST}/), ${HOME_LOADS} loads in Chromium at ${CPU_SLOWDOWN}x CPU slowdown: ` +
    `LCP median ${quantile(lcps, 0.5).toFixed(0)} ms (${list(lcps)}), TBT median ${quantile(tbts, 0.5).toFixed(0)} ms (${list(tbts)})`
  );
}

/**
 * The product site's sample media as a first `npm start` makes them: every image, video (HLS
 * renditions, captions, poster) and promo loop, encoded into an empty folder, timed from the
 * generator's start to its last file. The budget is 120 s on a 2-core machine.
 */
async function measureMediaGeneration() {
  const MEDIA_BUDGET_S = 120;
  const out = mkdtempSync(join(tmpdir(), 'bench-media-'));
  try {
    const startedAt = performance.now();
    const run = spawnSync('node_modules/.bin/tsx', ['--conditions=payment-client-source', 'scripts/generate-sample-media.ts', '--out', out], { encoding: 'utf8' });
    const seconds = (performance.now() - startedAt) / 1000;
    if (run.status !== 0) throw new Error(`the generator failed: ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    const last = run.stdout.trim().split('\n').at(-1);
    const verdict = seconds <= MEDIA_BUDGET_S ? 'within' : 'OVER';
    return `\nsample media generation from empty (${availableParallelism()} cores): ${seconds.toFixed(1)} s, ${verdict} the ${MEDIA_BUDGET_S} s budget (${last})`;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function waitFor(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}
