import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_ORIGIN, TEST_CARDS, cspDirective, fillCard, openDemo } from './checkoutPage';

const EVIL_ORIGIN = 'http://evil.localhost:4999';

/** Reads the channel key the SDK gave the frame, as only the merchant page itself could. */
async function channel(page: Page) {
  return page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[name="payment-client-card-frame"]')!;
    return { key: new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('key')!, origin: new URL(iframe.src).origin };
  });
}

/** The card frame's debug lines for messages it saw and dropped, with their reason. */
function frameDrops(page: Page) {
  const drops: string[] = [];
  page.on('console', (message) => {
    const dropped = /^\[card frame\] dropped message \d+ \((\w+)\)$/.exec(message.text());
    if (dropped) drops.push(dropped[1]!);
  });
  return drops;
}

function countTokenizeCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tokenize')) calls.push(request.url());
  });
  return calls;
}

/** Posts a collect request to the frame from the merchant page itself. */
async function postCollect(page: Page, key: string, targetOrigin: string) {
  const vaultToken = await page.evaluate(async () => {
    const response = await fetch('/demo/api/checkout', { method: 'POST' });
    const init = (await response.json()) as { data: string };
    return (JSON.parse(atob(init.data)) as { vaultConfiguration: { token: string } }).vaultConfiguration.token;
  });
  await page.evaluate(
    ({ key, targetOrigin, vaultToken }) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[name="payment-client-card-frame"]')!;
      frame.contentWindow!.postMessage(
        { protocol: 'payment-client/frame@1', key, message: { type: 'collect', requestId: 'forged', vaultToken } },
        targetOrigin,
      );
    },
    { key, targetOrigin, vaultToken },
  );
}

test.describe('the secure frame trusts only its parent, with its key', () => {
  test('a collect with a wrong channel key changes nothing; with the right key it would tokenize', async ({ page }) => {
    await openDemo(page);
    await fillCard(page, TEST_CARDS.success);
    const calls = countTokenizeCalls(page);
    const drops = frameDrops(page);
    const { key, origin } = await channel(page);

    await postCollect(page, 'f'.repeat(32), origin);
    // The frame saw the message and dropped it for its key, before anything reached the vault.
    await expect.poll(() => drops).toContain('key');
    expect(calls).toEqual([]);

    // Control: the same message with the real key does reach the vault, so the check above can fail.
    await postCollect(page, key, origin);
    await expect.poll(() => calls.length).toBe(1);
  });

  test('a message from another origin, even with the right key, changes nothing', async ({ page, context }) => {
    // A window on another origin that gets hold of the frame (here: a popup the page opened).
    await context.route(`${EVIL_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          window.addEventListener('message', (event) => {
            const { key, vaultToken, frameOrigin } = event.data;
            opener.frames[0].postMessage({ protocol: 'payment-client/frame@1', key, message: { type: 'collect', requestId: 'evil', vaultToken } }, frameOrigin);
            opener.postMessage('sent', '*');
          });
          opener.postMessage('loaded', '*');
        </script>`,
      }),
    );
    await openDemo(page);
    await fillCard(page, TEST_CARDS.success);
    const calls = countTokenizeCalls(page);
    const drops = frameDrops(page);
    const popupCalls: string[] = [];
    context.on('page', (popup) => popup.on('request', (request) => request.url().includes('/tokenize') && popupCalls.push(request.url())));
    const { key, origin } = await channel(page);
    const sent = await page.evaluate(
      async ({ evilOrigin, key, frameOrigin }) => {
        const response = await fetch('/demo/api/checkout', { method: 'POST' });
        const init = (await response.json()) as { data: string };
        const vaultToken = (JSON.parse(atob(init.data)) as { vaultConfiguration: { token: string } }).vaultConfiguration.token;
        const popup = window.open(`${evilOrigin}/attack.html`)!;
        const waitFor = (word: string) =>
          new Promise<string>((resolve) => window.addEventListener('message', (event) => event.data === word && resolve(word)));
        await waitFor('loaded');
        popup.postMessage({ key, vaultToken, frameOrigin }, evilOrigin);
        return waitFor('sent');
      },
      { evilOrigin: EVIL_ORIGIN, key, frameOrigin: origin },
    );
    expect(sent).toBe('sent');
    await expect.poll(() => drops).toContain('origin');
    expect(calls).toEqual([]);
    expect(popupCalls).toEqual([]);
  });

  test('a page on another origin cannot frame the card form', async ({ page, context }) => {
    await openDemo(page);
    // Control: framed by the merchant's allowed origin, the vault page loads.
    const allowed = page.frame({ name: 'payment-client-card-frame' })!;
    expect(await allowed.title()).toBe('Card details');
    const frameUrl = await page.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[name="payment-client-card-frame"]')!.src);
    const csp = (await page.request.get(frameUrl)).headers()['content-security-policy'] ?? '';
    expect(cspDirective(csp, 'frame-ancestors')).toContain(PROVIDER_ORIGIN);
    expect(csp).not.toContain(EVIL_ORIGIN);

    await context.route(`${EVIL_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe name="stolen" src="${frameUrl}"></iframe>` }),
    );
    await page.goto(`${EVIL_ORIGIN}/host.html`);
    // The refusal itself: Chromium blocks the frame for its frame-ancestors directive and shows its own error page instead.
    await expect.poll(() => page.frame({ name: 'stolen' })?.url()).toBe('chrome-error://chromewebdata/');
    expect(await page.frame({ name: 'stolen' })!.title()).not.toBe('Card details');
  });
});
