import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_ORIGIN, TEST_CARDS, VAULT_ORIGIN, cspDirective } from './checkoutPage';

const FRAME = 'iframe[name="payment-client-collect-frame"]';
const PAN = TEST_CARDS.success.replace(/\s/g, '');
const EMAIL = 'shopper.collect@example.test';

interface Recorded {
  messages: string[];
  events: string[];
}

/** Records everything the merchant page could observe: messages, console lines and its own requests. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const recorded: Recorded = { messages: [], events: [] };
    Object.assign(window, { __recorded: recorded });
    window.addEventListener('message', (event) => recorded.messages.push(JSON.stringify(event.data)), true);
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(String(error)));
  const pageRequests: string[] = [];
  const frameRequests: string[] = [];
  page.on('request', (request) => {
    const entry = `${request.url()} ${request.postData() ?? ''}`;
    (request.frame() === page.mainFrame() ? pageRequests : frameRequests).push(entry);
  });
  return { consoleLines, pageRequests, frameRequests };
}

/** The merchant demo with the collect-container script loaded beside the main one. */
async function openWithVaultScript(page: Page) {
  await page.goto('/demo/');
  await page.addScriptTag({ url: '/sdk/payment-client-vault.js' });
}

/** The collect-container script's API as a merchant calls it: a session from the merchant server, then a composable container. */
async function mountContainer(page: Page, environment: 'TEST' | 'PRODUCTION') {
  await openWithVaultScript(page);
  await page.evaluate(async (env) => {
    type Element = { on(event: string, handler: (state: unknown) => void): void };
    type Container = {
      create(input: unknown): Element;
      mount(target: HTMLElement): Promise<void>;
      validate(): Promise<unknown>;
      collect(options?: unknown): Promise<unknown>;
    };
    type Sdk = { init(init: unknown, options: unknown): { container(type: string, options: unknown): Container } };
    const sdk = (window as unknown as { PaymentClientVault: Sdk }).PaymentClientVault;
    const response = await fetch('/demo/api/checkout', { method: 'POST', headers: { Accept: 'application/json' } });
    const vault = sdk.init(await response.json(), { environment: env });
    const container = vault.container('COMPOSABLE', { layout: [1, 2] });
    const elements = [
      container.create({ table: 'cards', column: 'card_number', type: 'CARD_NUMBER', name: 'number', required: true }),
      container.create({ table: 'profiles', column: 'email', type: 'INPUT_FIELD', name: 'email', label: 'Email', required: true }),
      container.create({
        table: 'profiles',
        column: 'email_confirmation',
        type: 'INPUT_FIELD',
        name: 'confirm',
        label: 'Confirm email',
        required: true,
        validations: [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'email', error: 'The emails differ' } }],
      }),
    ];
    const recorded = (window as unknown as { __recorded: Recorded }).__recorded;
    for (const element of elements) {
      for (const event of ['READY', 'CHANGE', 'FOCUS', 'BLUR']) element.on(event, (state) => recorded.events.push(`${event} ${JSON.stringify(state)}`));
    }
    const target = document.createElement('div');
    target.id = 'collect-target';
    document.body.append(target);
    Object.assign(window, { __container: container });
    await container.mount(target);
  }, environment);
}

const containerCall = <T>(page: Page, method: 'validate' | 'collect') =>
  page.evaluate((name) => (window as unknown as { __container: Record<string, () => Promise<T>> }).__container[name]!(), method);

async function fill(page: Page, confirmation: string) {
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Card number').pressSequentially(PAN, { delay: 5 });
  await frame.getByLabel('Email', { exact: true }).pressSequentially(EMAIL, { delay: 2 });
  await frame.getByLabel('Confirm email').pressSequentially(confirmation, { delay: 2 });
  await frame.getByLabel('Confirm email').blur();
}

for (const environment of ['TEST', 'PRODUCTION'] as const) {
  test(`a composable container collects into the vault and the page gets tokens only (${environment})`, async ({ page }) => {
    const seen = await watch(page);
    await mountContainer(page, environment);
    const frame = page.frameLocator(FRAME);
    // Layout [1, 2]: the number alone, then the two email fields side by side.
    await expect(frame.locator('.pc-Row')).toHaveCount(2);
    await expect(frame.locator('.pc-Row').nth(1).locator('input')).toHaveCount(2);

    await fill(page, `${EMAIL}x`);
    await expect(frame.getByText('The emails differ')).toBeVisible();
    expect(await containerCall(page, 'validate')).toEqual({ isValid: false, invalidElements: ['confirm'] });

    await frame.getByLabel('Confirm email').fill(EMAIL);
    const result = await containerCall<{ records: { table: string; skyflowID: string; fields: Record<string, string> }[] }>(page, 'collect');
    expect(result.records.map((record) => record.table)).toEqual(['cards', 'profiles']);
    const [cards, profiles] = result.records;
    expect(cards!.skyflowID).toMatch(/\S/);
    expect(Object.keys(cards!.fields)).toEqual(['card_number']);
    expect(Object.keys(profiles!.fields)).toEqual(['email', 'email_confirmation']);
    for (const token of [...Object.values(cards!.fields), ...Object.values(profiles!.fields)]) {
      expect(token).toMatch(/\S/);
      expect(token).not.toContain(PAN.slice(0, 12));
      expect(token).not.toContain(EMAIL);
    }

    // The control: the frame itself sent the values, to the vault's records endpoint only.
    const recordCalls = seen.frameRequests.filter((entry) => entry.includes('/records'));
    expect(recordCalls).toHaveLength(1);
    expect(recordCalls[0]!.startsWith(`${VAULT_ORIGIN}/v1/vaults/`)).toBe(true);
    expect(recordCalls[0]).toMatch(/\/v1\/vaults\/[^/]+\/records /);
    expect(recordCalls[0]).toContain(PAN);
    expect(recordCalls[0]).toContain(EMAIL);

    const { messages, events } = await page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);
    // The demo lists its test cards for people: that section is the page's own text, not a leak.
    const dom = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelector('.test-cards')?.remove();
      return `${copy.outerHTML}\n${copy.textContent}`;
    });
    const pageSide = [dom, JSON.stringify(result), ...messages, ...seen.consoleLines, ...seen.pageRequests].join('\n');
    expect(pageSide).not.toContain(PAN);
    expect(pageSide).not.toContain(TEST_CARDS.success);
    expect(events.some((event) => event.startsWith('CHANGE') && event.includes('"network":"visa"'))).toBe(true);
    // The number's masked value reaches the merchant's handler: its BIN, then an X per other digit.
    const masked = PAN.slice(0, 8) + 'X'.repeat(PAN.length - 8);
    expect(events.some((event) => event.startsWith('CHANGE') && event.includes(`"maskedValue":"${masked}"`))).toBe(true);
    if (environment === 'PRODUCTION') {
      expect([pageSide, ...events].join('\n')).not.toContain(EMAIL);
    } else {
      // TEST hands merchant handlers the values of non-card elements, and nothing else.
      expect(events.some((event) => event.includes(`"value":"${EMAIL}"`))).toBe(true);
      expect(events.join('\n')).not.toContain(PAN);
    }
  });
}

test('a configuration error throws PaymentClientError with its code and mounts nothing', async ({ page }) => {
  await openWithVaultScript(page);
  const outcome = await page.evaluate(async () => {
    type Sdk = {
      PaymentClientError: new (...args: never[]) => Error;
      init(init: unknown, options: unknown): { container(type: string, options?: unknown): { create(input: unknown): unknown; mount(target: HTMLElement): Promise<void> } };
    };
    const sdk = (window as unknown as { PaymentClientVault: Sdk }).PaymentClientVault;
    const response = await fetch('/demo/api/checkout', { method: 'POST', headers: { Accept: 'application/json' } });
    const vault = sdk.init(await response.json(), { environment: 'TEST' });
    const describe = (error: unknown) => {
      const { name, code, message } = error as { name: string; code: string; message: string };
      return { name, code, message, isSdkError: error instanceof sdk.PaymentClientError };
    };
    const failures = [];
    try {
      vault.container('COMPOSABLE', { layout: [] });
    } catch (error) {
      failures.push(describe(error));
    }
    // Row sizes that do not add up to the elements: refused at mount, before any frame exists.
    const container = vault.container('COMPOSABLE', { layout: [1, 2] });
    container.create({ table: 'cards', column: 'card_number', type: 'CARD_NUMBER' });
    container.create({ table: 'profiles', column: 'email', type: 'INPUT_FIELD' });
    const target = document.createElement('div');
    document.body.append(target);
    let mountReturned = false;
    try {
      // Thrown at once, before the mount delay starts: nothing is left to mount later.
      void container.mount(target);
      mountReturned = true;
    } catch (error) {
      failures.push(describe(error));
    }
    return { failures, mountReturned, children: target.childElementCount, frames: document.querySelectorAll('iframe[name="payment-client-collect-frame"]').length };
  });
  expect(outcome.failures).toEqual([
    { name: 'PaymentClientError', code: 'INVALID_LAYOUT', message: expect.stringContaining('layout'), isSdkError: true },
    { name: 'PaymentClientError', code: 'INVALID_LAYOUT', message: expect.stringContaining('places 3 elements but the container has 2'), isSdkError: true },
  ]);
  expect(outcome.mountReturned).toBe(false);
  expect(outcome.children).toBe(0);
  expect(outcome.frames).toBe(0);
});

test('a page on another origin cannot frame the collect frame', async ({ page, context }) => {
  const evilOrigin = 'http://evil.localhost:4999';
  await mountContainer(page, 'TEST');
  // Control: framed by the merchant's allowed origin, the vault page loads and renders.
  await expect(page.frameLocator(FRAME).getByLabel('Card number')).toBeVisible();
  expect(await page.frame({ name: 'payment-client-collect-frame' })!.title()).toBe('Secure fields');
  const frameUrl = await page.evaluate((selector) => document.querySelector<HTMLIFrameElement>(selector)!.src, FRAME);
  const csp = (await page.request.get(frameUrl)).headers()['content-security-policy'] ?? '';
  expect(cspDirective(csp, 'frame-ancestors')).toContain(PROVIDER_ORIGIN);
  expect(csp).not.toContain(evilOrigin);
  expect(csp).not.toContain('unsafe-inline');

  await context.route(`${evilOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe name="stolen" src="${frameUrl}" onload="window.stolenLoaded = true"></iframe>` }),
  );
  await page.goto(`${evilOrigin}/host.html`);
  await page.waitForFunction(() => (window as unknown as { stolenLoaded?: boolean }).stolenLoaded === true);
  const stolen = page.frame({ name: 'stolen' });
  const title = stolen ? await stolen.title().catch(() => '') : '';
  expect(title).not.toBe('Secure fields');
});
