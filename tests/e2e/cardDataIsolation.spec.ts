import { expect, test } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { TEST_CARDS, VAULT_ORIGIN, fillCard, openDemo, payButton } from './checkoutPage';

// An amex card: its 4-digit CVC cannot turn up by chance in ids and hashes as a 3-digit one could.
const CARD = TEST_CARDS.amexSuccess;
const PAN = CARD.replace(/\s/g, '');
const CVC = '7373';
// A CVC inside a random token or a base64 hash is not a leak: match it only where it stands alone.
const standalone = (value: string) => new RegExp(`(?<![A-Za-z0-9_+/=-])${value}(?![A-Za-z0-9_+/=-])`);
const leaksCard = (text: string) => text.includes(PAN) || text.includes(CARD) || standalone(CVC).test(text);

test('card number and CVC never reach the merchant page', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const payloads: string[] = [];
    Object.assign(window, { __messagesSeen: seen, __eventPayloads: payloads });
    window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)), true);

    // Records every argument the SDK hands to merchant callbacks, listening to every card form event.
    const describe = (value: unknown) =>
      JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));
    const CARD_FORM_EVENTS = ['onReady', 'onChange', 'onFocus', 'onBlur', 'onAuthorizeRequestStart', 'onAuthorizeSuccess', 'onAuthorizePending', 'onAuthorizeFailed'];
    type Events = Record<string, ((...args: unknown[]) => unknown) | undefined>;
    const recording = (options: { events?: Events } | undefined, names: string[]) => {
      const events: Events = { ...(options?.events ?? {}) };
      for (const name of names) {
        const original = events[name];
        events[name] = (...args: unknown[]) => {
          payloads.push(`${name} ${describe(args)}`);
          return original?.(...args);
        };
      }
      return { ...(options ?? {}), events };
    };
    type Sdk = { init(init: unknown, options?: unknown): { cardForm(options?: unknown): unknown } };
    let sdk: Sdk | undefined;
    Object.defineProperty(window, 'PaymentClient', {
      configurable: true,
      get: () => sdk,
      set(real: Sdk) {
        sdk = {
          ...real,
          init(init, options) {
            const client = real.init(init, recording(options as { events?: Events }, ['onClientInitialized']));
            return { ...client, cardForm: (cardFormOptions: unknown) => client.cardForm(recording(cardFormOptions as { events?: Events }, CARD_FORM_EVENTS)) };
          },
        };
      },
    });
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(String(error)));
  const merchantRequests: string[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame()) merchantRequests.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  const frameRequests: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) frameRequests.push(`${request.url()} ${request.postData() ?? ''}`);
  });

  await openDemo(page);
  await fillCard(page, CARD, CVC);
  await payButton(page).click();
  await expect(page.getByText(en['result.success'])).toBeVisible({ timeout: 30_000 });

  // The check can fail: the frame itself did send the card, to the vault only.
  expect(frameRequests.some((entry) => entry.includes('/tokenize') && entry.includes(PAN))).toBe(true);
  expect(frameRequests.every((entry) => !leaksCard(entry) || entry.startsWith(`${VAULT_ORIGIN}/v1/vaults/`))).toBe(true);

  const dom = await page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
    return `${document.documentElement.outerHTML}\n${values.join('\n')}\n${document.body.innerText}`;
  });
  const { messages, payloads } = await page.evaluate(() => {
    const recorded = window as unknown as { __messagesSeen: string[]; __eventPayloads: string[] };
    return { messages: recorded.__messagesSeen, payloads: recorded.__eventPayloads };
  });
  expect(messages.length).toBeGreaterThan(3);
  // The recorder saw the card being typed and paid for, so an empty leak list below means something.
  expect(payloads.some((entry) => entry.startsWith('onChange') && entry.includes('"isValid":true'))).toBe(true);
  expect(payloads.some((entry) => entry.startsWith('onAuthorizeSuccess'))).toBe(true);
  expect(payloads.filter(leaksCard)).toEqual([]);

  expect(merchantRequests.length).toBeGreaterThan(2);
  expect(merchantRequests.filter(leaksCard)).toEqual([]);
  expect(consoleLines.filter(leaksCard)).toEqual([]);
  expect(messages.filter(leaksCard)).toEqual([]);
  const around = (text: string) => [...text.matchAll(new RegExp(`.{0,60}(${PAN}|${standalone(CVC).source}).{0,60}`, 'g'))].map((m) => m[0]);
  expect(around(dom)).toEqual([]);
});
