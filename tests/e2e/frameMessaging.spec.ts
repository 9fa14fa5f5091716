import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS, fillCard, openDemo } from './checkoutPage';

const EVIL_ORIGIN = 'http://evil.localhost:4999';

/** Reads the channel key the SDK gave the frame, as only the merchant page itself could. */
async function channel(page: Page) {
  return page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[name="payment-client-card-frame"]')!;
    return { key: new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('key')!, origin: new URL(iframe.src).origin };
  });
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
    const { key, origin } = await channel(page);

    await postCollect(page, 'f'.repeat(32), origin);
    await page.waitForTimeout(1000);
    expect(calls).toEqual([]);

    // Control: the same message with the real key does reach the vault, so the check above can fail.
    await postCollect(page, key, origin);
    await expect.poll(() => calls.length).toBe(1);
  });

  test('a message from another origin, even with the right key, changes nothing', async ({ page, context }) => {
    await context.route(`${EVIL_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          window.addEventListener('message', (event) => {
            const { key, vaultToken } = event.data;
            parent.frames[0].postMessage({ protocol: 'payment-client/frame@1', key, message: { type: 'collect', requestId: 'evil', vaultToken } }, '*');
            parent.postMessage('sent', '*');
          });
        </script>`,
      }),
    );
    await openDemo(page);
    await fillCard(page, TEST_CARDS.success);
    const calls = countTokenizeCalls(page);
    const { key } = await channel(page);
    const sent = page.evaluate(
      () => new Promise<string>((resolve) => window.addEventListener('message', (event) => event.data === 'sent' && resolve('sent'))),
    );
    await page.evaluate(
      async ({ evilOrigin, key }) => {
        const response = await fetch('/demo/api/checkout', { method: 'POST' });
        const init = (await response.json()) as { data: string };
        const vaultToken = (JSON.parse(atob(init.data)) as { vaultConfiguration: { token: string } }).vaultConfiguration.token;
        const evil = document.createElement('iframe');
        evil.src = `${evilOrigin}/attack.html`;
        document.body.append(evil);
        await new Promise((resolve) => evil.addEventListener('load', resolve));
        evil.contentWindow!.postMessage({ key, vaultToken }, evilOrigin);
      },
      { evilOrigin: EVIL_ORIGIN, key },
    );
    await expect(sent).resolves.toBe('sent');
    await page.waitForTimeout(1000);
    expect(calls).toEqual([]);
  });

  test('a page on another origin cannot frame the card form', async ({ page, context }) => {
    await openDemo(page);
    // Control: framed by the merchant's allowed origin, the vault page loads.
    const allowed = page.frame({ name: 'payment-client-card-frame' })!;
    expect(await allowed.title()).toBe('Card details');
    const frameUrl = await page.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[name="payment-client-card-frame"]')!.src);

    await context.route(`${EVIL_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe name="stolen" src="${frameUrl}"></iframe>` }),
    );
    const vaultAnswer = page.waitForResponse((response) => response.url().startsWith(frameUrl.replace(/#.*/, '')));
    await page.goto(`${EVIL_ORIGIN}/host.html`);
    expect((await vaultAnswer).headers()['content-security-policy']).toContain('frame-ancestors');
    await page.waitForTimeout(500);
    const stolen = page.frame({ name: 'stolen' });
    const title = stolen ? await stolen.title().catch(() => '') : '';
    expect(title).not.toBe('Card details');
  });
});
