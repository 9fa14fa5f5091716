// The demo's card form on localhost: from the script's request to the form ready to type into.
import { LOADS, PROVIDER } from './settings.mjs';
import { quantile } from './statistics.mjs';
import { waitFor } from './waitFor.mjs';

export async function measureCardForm(browser) {
  await waitFor(`${PROVIDER}/demo/`);
  const samples = [];
  for (let i = 0; i < LOADS; i += 1) samples.push(await cardFormReadyMs(browser, PROVIDER));
  return `\nscript load → card form ready, ${LOADS} loads in Chromium: median ${quantile(samples, 0.5).toFixed(0)} ms, p95 ${quantile(samples, 0.95).toFixed(0)} ms`;
}

/** One load of the demo's card form at `origin`, in a fresh context: ms from the script's request to the form ready to type into. */
async function cardFormReadyMs(browser, origin) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The frame's first element state arrives right after its inputs are rendered.
    await page.addInitScript(() => {
      window.addEventListener('message', (event) => {
        if (event.data?.message?.type === 'element' && !window.__cardFormReadyAt) window.__cardFormReadyAt = performance.now();
      });
    });
    await page.goto(`${origin}/demo/`);
    await page.waitForFunction(() => window.__cardFormReadyAt !== undefined, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/sdk/'));
      return window.__cardFormReadyAt - script.startTime;
    });
  } finally {
    await context.close();
  }
}
