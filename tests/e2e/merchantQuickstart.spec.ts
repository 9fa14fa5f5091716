import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { merchantContentSecurityPolicy } from '../../sandbox/demo/merchantCsp';
import { cardFrame, fillCard, payButton, PROVIDER_ORIGIN, TEST_CARDS, VAULT_ORIGIN } from './checkoutPage';
import { ownServers } from './serverSets';

/** Beside this worker's host app, inside its server set's block of ports. */
const SHOP_PORT = Number(new URL(ownServers.host).port) + 5;
const SHOP = `http://localhost:${SHOP_PORT}`;

let shop: ChildProcess;

test.beforeAll(async () => {
  // The docs' own files, run as they are: server.mjs serves index.html and checkout.js from docs/quickstart.
  shop = spawn(process.execPath, [join(import.meta.dirname, '../../docs/quickstart/server.mjs')], {
    env: { ...process.env, PORT: String(SHOP_PORT), PROVIDER_URL: PROVIDER_ORIGIN, VAULT_ORIGIN },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  shop.stdout!.setEncoding('utf8');
  while (!output.includes('Shop listening')) {
    const [chunk] = (await Promise.race([once(shop.stdout!, 'data'), once(shop, 'exit').then(() => ['<exited>'])])) as [string];
    if (chunk === '<exited>') throw new Error(`docs/quickstart/server.mjs exited: ${output}`);
    output += chunk;
  }
});

test.afterAll(() => {
  shop?.kill();
});

test('the quickstart, verbatim under the canonical CSP: a card payment, confirmed by the merchant-key read and by a signed webhook', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto(`${SHOP}/`);
  expect(response?.headers()['content-security-policy']).toBe(merchantContentSecurityPolicy(PROVIDER_ORIGIN, VAULT_ORIGIN));
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  await fillCard(page, TEST_CARDS.success);
  await payButton(page).click();
  await expect(page.locator('#result')).toHaveText(/^Thank you: order order-[0-9a-f-]+ is confirmed\.$/);

  const orders = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/api/orders/')));
  const executionId = /\/api\/orders\/([^/]+)\/confirm/.exec(orders[0] ?? '')?.[1];
  expect(executionId).toMatch(/^exe_/);
  // The webhook arrives on its own, whenever the provider's delivery round runs.
  await expect
    .poll(async () => ((await (await request.get(`${SHOP}/api/orders/${executionId}`)).json()) as { confirmedBy: string[] }).confirmedBy.sort(), { timeout: 15_000 })
    .toEqual(['read', 'webhook']);
  expect(await (await request.get(`${SHOP}/api/orders/${executionId}`)).json()).toMatchObject({ status: 'paid' });

  // The shop's endpoint refuses a delivery it cannot verify.
  const body = JSON.stringify({ id: 'evt_forged', type: 'payment.authorized', data: { executionId, status: 'authorizeSuccessful' } });
  const now = Math.floor(Date.now() / 1000);
  const forged = await request.post(`${SHOP}/webhooks`, {
    headers: { 'content-type': 'application/json', 'payment-signature': `t=${now},v1=${createHmac('sha256', 'whsec_guess').update(`${now}.${body}`).digest('hex')}` },
    data: body,
  });
  expect(forged.status()).toBe(400);

  expect(violations).toEqual([]);
});
