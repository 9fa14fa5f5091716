// A challenged card payment: from the pay click to the 3-D Secure challenge frame on the page.
import { LOADS, NETWORK_LATENCY_MS, PROVIDER } from './settings.mjs';
import { quantile } from './statistics.mjs';
import { waitFor } from './waitFor.mjs';

/**
 * A card payment that the provider challenges: from the pay click to the challenge frame on the
 * page. Most of it is the provider's polling delay (PC-POLL-4); the rest is what the client loads
 * and renders once the challenge is asked for. On localhost and with NETWORK_LATENCY_MS a request.
 */
export async function measureChallenge(browser) {
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
