// The demo's drop-in: from the script's request to its first option and to its Apple Pay option.
import { LOADS, NETWORK_LATENCY_MS, PROVIDER } from './settings.mjs';
import { quantile } from './statistics.mjs';
import { waitFor } from './waitFor.mjs';

/**
 * A drop-in's first option and its Apple Pay option, from the script's request: the list needs the
 * bundle alone; a wallet also its own script and the wallet's (the sandbox's stand-in here).
 * Measured on localhost and with each request delayed by NETWORK_LATENCY_MS (CDP network
 * emulation), where each script fetched after another costs a round trip.
 */
export async function measureDropIn(browser) {
  await waitFor(`${PROVIDER}/demo/`);
  const lines = [];
  for (const latency of [0, NETWORK_LATENCY_MS]) lines.push(await measureDropInAt(browser, latency));
  return `\ndrop-in with a card and Apple Pay, ${LOADS} loads in Chromium each, from the script's request:${lines.join('')}`;
}

async function measureDropInAt(browser, latency) {
  const firstOption = [];
  const applePayOption = [];
  for (let i = 0; i < LOADS; i += 1) {
    const sample = await dropInOptionsMs(browser, PROVIDER, latency);
    firstOption.push(sample.firstOption);
    applePayOption.push(sample.applePay);
  }
  const line = (samples) => `median ${quantile(samples, 0.5).toFixed(0)} ms, p95 ${quantile(samples, 0.95).toFixed(0)} ms`;
  const network = latency > 0 ? `${latency} ms a request` : 'localhost';
  return `\n  ${network}: first option shown ${line(firstOption)}; Apple Pay option shown ${line(applePayOption)}`;
}

/** One load of the demo's drop-in at `origin`, in a fresh context: ms from the script's request to its first option and to its Apple Pay option. */
async function dropInOptionsMs(browser, origin, latency) {
  const context = await browser.newContext();
  try {
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
    await page.goto(`${origin}/demo/?integration=dropin&methods=card,applePay`);
    await page.waitForFunction(() => window.__dropInSeen.applePay !== undefined, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/payment-client.js'));
      return { firstOption: window.__dropInSeen.firstOption - script.startTime, applePay: window.__dropInSeen.applePay - script.startTime };
    });
  } finally {
    await context.close();
  }
}
