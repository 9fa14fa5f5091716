// The demo's card form on a phone over slow 4G, before and after compression and the frame preload,
// both of the current build in the same run.
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright';
import { CHROMIUM } from '../chromium.mjs';
import { startSandbox } from './secondSandbox.mjs';
import { BROWSER_ARGS, CPU_SLOWDOWN, LOADS, PROVIDER } from './settings.mjs';
import { kb, quantile } from './statistics.mjs';
import { waitFor } from './waitFor.mjs';

// Lighthouse's mobile preset, through CDP: slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const UNCOMPRESSED_PROVIDER_PORT = Number(process.env.PROVIDER_PORT || 4000) + 1;
const UNCOMPRESSED_VAULT_PORT = Number(process.env.VAULT_PORT || 4100) + 1;
/** The card frame's path on the vault; `init` fetches it at once (PC-VAULT-3), and the mount's frame then loads from cache. */
const CARD_FRAME_PATH = '/frame/card-form.html';

/**
 * The demo's card form on a phone over slow 4G, ready to type into, from the navigation's start.
 * Both sides run the current build's script tag, secure frame, server code and demo page:
 * - before: a second sandbox of this checkout with SANDBOX_COMPRESSION=off, so every answer of
 *   the provider and the vault travels uncompressed, and an init script of the page that refuses
 *   the script's fetch of the card frame at init, so the frame's bytes are first asked for when
 *   mount adds the frame: how the script tag loaded before it compressed and preloaded.
 * - after: the servers `npm start` runs (brotli), and the card frame fetched as init learns the vault.
 * Loads alternate between the two, each in a fresh context (cold cache) with CDP's network
 * conditions and CPU slowdown. A browser of its own without site isolation, as on most phones, so
 * the cross-site card frame runs in the page's process and under its slowdown too.
 */
export async function measureCardFormOnSlow4G() {
  await waitFor(`${PROVIDER}/demo/`);
  const loadBefore = loadavg()[0];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BROWSER_ARGS, '--disable-site-isolation-trials'] });
  const after = { origin: PROVIDER, preload: true, ready: [], scriptBytes: [] };
  const before = { origin: `http://localhost:${UNCOMPRESSED_PROVIDER_PORT}`, preload: false, ready: [], scriptBytes: [] };
  const server = startSandbox({ providerPort: UNCOMPRESSED_PROVIDER_PORT, vaultPort: UNCOMPRESSED_VAULT_PORT, env: { SANDBOX_COMPRESSION: 'off' } });
  let exited = null;
  const stopped = new Promise((resolve) => server.on('exit', (code, signal) => resolve((exited = signal ?? code))));
  try {
    await waitFor(`${before.origin}/demo/`, () => exited !== null && `the uncompressed sandbox stopped (${exited})`);
    // Each side must be what it says: otherwise (another server on the port, say) one way of serving would be measured twice.
    if ((await scriptEncoding(before.origin)) !== null) throw new Error(`${before.origin} compresses the script tag`);
    if ((await scriptEncoding(after.origin)) === null) throw new Error(`${after.origin} does not compress the script tag`);
    for (const build of [after, before]) await slow4GCardFormLoad(browser, build);
    for (let i = 0; i < LOADS; i += 1) {
      for (const build of i % 2 === 0 ? [after, before] : [before, after]) {
        const sample = await slow4GCardFormLoad(browser, build);
        build.ready.push(sample.readyMs);
        build.scriptBytes.push(sample.scriptBytes);
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await stopped;
  }
  const loadAfter = loadavg()[0];
  const line = (build) => `${quantile(build.ready, 0.5).toFixed(0)} / ${quantile(build.ready, 0.95).toFixed(0)} ms`.padEnd(22);
  const ratio = (q) => (quantile(after.ready, q) / quantile(before.ready, q)).toFixed(2);
  return (
    `\ndemo card form over slow 4G (${SLOW_4G.latency} ms round trip, ${SLOW_4G.downloadThroughput * 8 / 1e6} Mbit/s down, ${SLOW_4G.uploadThroughput * 8 / 1e3} kbit/s up, ${CPU_SLOWDOWN}x CPU), ` +
    `${LOADS} loads of each in Chromium, alternating, from the navigation's start to the card form ready to type into; both sides run this build:` +
    `\n  ${''.padEnd(54)}${'median / p95'.padEnd(22)}payment-client.js on the wire` +
    `\n  ${'before (served uncompressed, no frame fetch at init)'.padEnd(54)}${line(before)}${kb(quantile(before.scriptBytes, 0.5))}` +
    `\n  ${'after (brotli, frame preloaded at init)'.padEnd(54)}${line(after)}${kb(quantile(after.scriptBytes, 0.5))}` +
    `\n  after ÷ before: median ${ratio(0.5)}, p95 ${ratio(0.95)}` +
    `\n  load average (1 min) ${loadBefore.toFixed(1)} before the measurement, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores`
  );
}

/**
 * One load of the demo at `build.origin` over slow 4G in a fresh context: ms to the card form
 * ready, and the script's bytes on the wire. Without `build.preload`, the page's `fetch` refuses
 * the card frame (a rejected promise, as a failed preload, which init ignores): nothing of the
 * frame is requested before mount. Throws when a side did not do what it says.
 */
async function slow4GCardFormLoad(browser, build) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(
      ({ preload, framePath }) => {
        // The frame's first element state arrives right after its inputs are rendered.
        window.addEventListener('message', (event) => {
          if (event.data?.message?.type === 'element' && !window.__cardFormReadyAt) window.__cardFormReadyAt = performance.now();
        });
        window.__framePreloadsRefused = 0;
        if (preload) return;
        const pageFetch = window.fetch;
        window.fetch = function (input, init) {
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (url.pathname !== framePath) return pageFetch.call(this, input, init);
          window.__framePreloadsRefused += 1;
          return Promise.reject(new TypeError('the card frame is not fetched before mount'));
        };
      },
      { preload: build.preload, framePath: CARD_FRAME_PATH },
    );
    await page.goto(`${build.origin}/demo/`);
    await page.waitForFunction(() => window.__cardFormReadyAt !== undefined, null, { timeout: 60_000 });
    const sample = await page.evaluate((framePath) => {
      const resources = performance.getEntriesByType('resource');
      const script = resources.find((entry) => entry.name.endsWith('/payment-client.js'));
      const framePreloaded = resources.some((entry) => entry.initiatorType === 'fetch' && new URL(entry.name).pathname === framePath);
      return { readyMs: window.__cardFormReadyAt, scriptBytes: script.encodedBodySize, framePreloaded, refused: window.__framePreloadsRefused };
    }, CARD_FRAME_PATH);
    if (build.preload && !sample.framePreloaded) throw new Error(`${build.origin}/demo/: init did not fetch the card frame`);
    if (!build.preload && (sample.refused === 0 || sample.framePreloaded)) throw new Error(`${build.origin}/demo/: the card frame's fetch at init was not the one refused`);
    return sample;
  } finally {
    await context.close();
  }
}

/** The Content-Encoding the provider at `origin` answers the demo's script tag with; null when uncompressed. */
async function scriptEncoding(origin) {
  const html = await (await fetch(`${origin}/demo/`)).text();
  const src = /<script src="([^"]*\/payment-client\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${origin}/demo/ loads no payment-client.js`);
  const response = await fetch(new URL(src, origin), { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding');
}
