import { expect, test, type Response } from '@playwright/test';
import { CLIENT_VERSION } from '../../headless/core/api/constants';
import { PROVIDER_ORIGIN, cardFrame, cspDirective } from './checkoutPage';

/**
 * How the demo's card form page loads, as a merchant's page would: what travels compressed, and
 * the card frame fetched at `init` and then loaded from the browser's cache. Nothing here is timed;
 * `npm run bench` measures the load under a slow 4G network.
 */

const CARD_FRAME_PAGE = '/frame/card-form.html';

test('the demo page, the SDK and the card frame page travel brotli-compressed, and the frame keeps its CSP', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const document = await page.goto('/demo/');
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();

  expect(await document?.headerValue('content-encoding')).toBe('br');
  const sdk = responses.find((response) => response.url() === `${PROVIDER_ORIGIN}/sdk/${CLIENT_VERSION}/payment-client.js`);
  expect(await sdk?.headerValue('content-encoding')).toBe('br');
  expect(await sdk?.headerValue('vary')).toBe('accept-encoding');
  // What crossed the wire is the compressed size: a third of the script or less.
  const sizes = await sdk!.request().sizes();
  expect(sizes.responseBodySize).toBeLessThan((await sdk!.body()).length / 3);

  const frame = responses.find((response) => response.url().includes(CARD_FRAME_PAGE) && response.request().resourceType() === 'document');
  expect(await frame?.headerValue('content-encoding')).toBe('br');
  const csp = (await frame?.headerValue('content-security-policy')) ?? '';
  expect(cspDirective(csp, 'frame-ancestors')).toContain(PROVIDER_ORIGIN);
  expect(cspDirective(csp, 'script-src')).toMatch(/^script-src 'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(csp).not.toContain('unsafe-inline');
});

test('init fetches the card frame page before mount adds the frame, whose load takes that answer instead of asking the vault again', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: (string | undefined)[] = [];
  const answers: { type: string | undefined; requestId: string | undefined; csp: string | undefined }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes(CARD_FRAME_PAGE)) requests.push(event.type);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (!event.response.url.includes(CARD_FRAME_PAGE)) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    answers.push({ type: event.type, requestId: headers['x-request-id'], csp: headers['content-security-policy'] });
  });

  await page.goto('/demo/');
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();

  // First the SDK's fetch at init, then the frame's own load as mount adds it.
  expect(requests).toEqual(['Fetch', 'Document']);
  // One trip to the vault: the frame's load is answered with the fetch's answer (the vault tags each
  // answer with its own X-Request-Id), from the browser's cache or, if still arriving, as it arrives.
  expect(answers.map((answer) => answer.type).sort()).toEqual(['Document', 'Fetch']);
  const [first, second] = answers;
  expect(first!.requestId).toBeTruthy();
  expect(second!.requestId).toBe(first!.requestId);
  const frameAnswer = answers.find((answer) => answer.type === 'Document');
  expect(cspDirective(frameAnswer?.csp ?? '', 'frame-ancestors')).toContain(PROVIDER_ORIGIN);
});
