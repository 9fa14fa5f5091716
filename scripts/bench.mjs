// `npm run bench`: bundle sizes, and the time from script load to a card form ready to type into.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright';

const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const PROVIDER = 'http://localhost:4000';

spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
if (spawnSync('node', ['esbuild.config.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log('\nartefact                          raw         gzip        brotli');
for (const [name, path] of [['script-tag bundle', 'dist/embed/payment-client.js'], ['secure frame (HTML+JS+CSS)', 'dist/frame/card-form.html']]) {
  const content = readFileSync(path);
  const gzip = gzipSync(content, { level: 9 }).length;
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`${name.padEnd(32)}  ${kb(content.length).padEnd(10)}  ${kb(gzip).padEnd(10)}  ${kb(brotli)}`);
}

const server = spawn('node', ['scripts/start.mjs', '--no-build'], {
  env: { ...process.env, DATABASE_URL: 'memory://' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await waitFor(`${PROVIDER}/demo/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
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
  await browser.close();
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  console.log(`\nscript load → card form ready, ${LOADS} loads in Chromium: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`);
} finally {
  server.kill('SIGTERM');
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
