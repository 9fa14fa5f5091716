import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_MERCHANT_SECRET_KEY } from '../../sandbox/config';
import { demoExecutionId, demoLog } from './checkoutPage';

interface StoredEntry {
  executionId: string;
  level: string;
  code: string | null;
  messageKey: string;
  integration: string;
  pageOrigin: string;
}

/** The execution's telemetry, read with the merchant's secret key as a merchant server would. */
async function telemetryOf(request: APIRequestContext, executionId: string): Promise<StoredEntry[]> {
  const response = await request.get(`/v1/telemetry?executionId=${encodeURIComponent(executionId)}`, { headers: { Authorization: `Bearer ${DEFAULT_MERCHANT_SECRET_KEY}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { entries: StoredEntry[] }).entries;
}

/** A drop-in whose wallets' script cannot load: the drop-in logs that as an error. */
async function openDropInWithBrokenWallets(page: Page, query = '') {
  await page.route('**/payment-client.wallets.js', (route) => route.abort());
  await page.goto(`/demo/?integration=dropin&methods=card,applePay${query}`);
  await expect(demoLog(page)).toContainText('Drop-in mounted');
  return demoExecutionId(page);
}

test.describe('telemetry', () => {
  test("an error on the demo page reaches the sandbox's store within 5 s, the page still open", async ({ page, request, baseURL }) => {
    const senderLoaded = page.waitForRequest((sent) => sent.url().endsWith('/payment-client.telemetry.js'));
    const executionId = await openDropInWithBrokenWallets(page);
    await senderLoaded;
    // Request interception can hold a beacon back: the page goes on without it.
    await page.unrouteAll();
    await expect.poll(() => telemetryOf(request, executionId), { timeout: 5_000 }).toContainEqual(
      expect.objectContaining({ executionId, level: 'ERROR', integration: 'script-tag', pageOrigin: new URL(baseURL!).origin }),
    );
  });

  test('with telemetry: false the page loads no sender and sends nothing', async ({ page, request }) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    const executionId = await openDropInWithBrokenWallets(page, '&telemetry=off');
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    expect(sent.map((url) => new URL(url).pathname).filter((path) => path.includes('telemetry'))).toEqual([]);
    expect(await telemetryOf(request, executionId)).toEqual([]);
  });

  test('the read route needs the merchant key, and the beacon route takes no free text', async ({ request, page }) => {
    await page.goto('/demo/?integration=dropin&methods=card');
    await expect(demoLog(page)).toContainText('Drop-in mounted');
    const executionId = await demoExecutionId(page);
    expect((await request.get('/v1/telemetry')).status()).toBe(401);
    const entry = { level: 'ERROR', code: null, messageKey: 'other', sdkVersion: '5.29.3', integration: 'npm', timestamp: Date.now(), pageOrigin: 'https://shop.example' };
    const post = (body: unknown) => request.post(`/v1/executions/${executionId}/telemetry`, { data: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } });
    expect((await post({ entries: [{ ...entry, message: 'card 4111111111111111' }] })).status()).toBe(400);
    expect((await post({ entries: [{ ...entry, pageOrigin: 'https://shop.example/?email=jane@example.com' }] })).status()).toBe(400);
    expect((await post({ entries: [entry] })).status()).toBe(204);
    expect(await telemetryOf(request, executionId)).toEqual([expect.objectContaining({ messageKey: 'other', integration: 'npm' })]);
  });
});
