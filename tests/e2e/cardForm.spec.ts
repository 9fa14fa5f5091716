import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import { PROVIDER_ORIGIN, VAULT_ORIGIN, cardFrame, futureExpiry } from './checkoutPage';

interface ElementEvent {
  type: 'CHANGE' | 'FOCUS' | 'BLUR' | 'READY' | 'SUBMIT';
  element?: string;
  state?: { isValid: boolean; isComplete: boolean; isEmpty: boolean; network: string | null; bin?: string };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function open(page: Page, query = '') {
  await page.goto(`/demo/${query}`);
  await expect(cardFrame(page).locator('input').first()).toBeVisible();
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { demoElementEvents: ElementEvent[] }).demoElementEvents);

async function lastChange(page: Page, element: string) {
  return (await events(page)).filter((event) => event.type === 'CHANGE' && event.element === element).at(-1)?.state;
}

async function typeNumber(page: Page, digits: string) {
  const input = cardFrame(page).getByLabel('Card number');
  await input.fill('');
  await input.pressSequentially(digits, { delay: 5 });
}

function frameOf(page: Page): Frame {
  const frame = page.frame({ name: 'payment-client-card-frame' });
  if (!frame) throw new Error('no card frame');
  return frame;
}

const NETWORK_CARDS: [network: string, number: string][] = [
  ['visa', '4242424242424242'],
  ['mastercard', '5555555555554444'],
  ['mastercard', '2223003122003222'],
  ['amex', '378282246310005'],
  ['diners', '36227206271667'],
  ['discover', '6011111111111117'],
  ['jcb', '3530111333300000'],
  ['maestro', '6759649826438453'],
  ['unionpay', '6200000000000005'],
  ['hipercard', '6062825624254001'],
  ['elo', '6362970000457013'],
];

test.describe('the secure card form', () => {
  test('reports READY, then each network with its icon as the number is typed', async ({ page }) => {
    await open(page);
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'READY')).toBe(true);
    const icon = cardFrame(page).locator('.pc-CardIcon');
    await expect(icon).toHaveAttribute('src', /\/default\.svg$/);
    for (const [network, number] of NETWORK_CARDS) {
      await typeNumber(page, number);
      await expect.poll(() => lastChange(page, 'CARD_NUMBER')).toMatchObject({ network, isValid: true, isComplete: true });
      await expect(icon).toHaveAttribute('src', new RegExp(`/${network}\\.svg$`));
      // The icon really loads from the assets host under the frame's CSP.
      await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
  });

  test('formats amex 4-6-5 and wants a 4-digit CVC for it', async ({ page }) => {
    await open(page);
    await typeNumber(page, '378282246310005');
    await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('3782 822463 10005');
    const cvc = cardFrame(page).getByLabel('CVC');
    await cvc.pressSequentially('123');
    await cvc.blur();
    await expect.poll(() => lastChange(page, 'CVV')).toMatchObject({ isValid: false, network: 'amex' });
    await expect(cvc).toHaveAttribute('aria-invalid', 'true');
    await cvc.press('End');
    await cvc.pressSequentially('4');
    await expect.poll(() => lastChange(page, 'CVV')).toMatchObject({ isValid: true });
    await expect(cvc).toHaveValue('1234');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`refuses an expired card and a short security code, and says so (${locale})`, async ({ page }) => {
      const text = CARD_FRAME_CATALOGS[locale];
      await open(page, `?locale=${locale}`);
      const frame = cardFrame(page);
      const expiry = frame.getByLabel(text['cardForm.label.expiryDate']);
      // The date is typed as printed on the card, left to right in both languages.
      await expect(expiry).toHaveAttribute('placeholder', 'MM/YY');
      await expect(expiry).toHaveAttribute('dir', 'ltr');
      await expiry.pressSequentially('0120');
      await expiry.blur();
      await expect.poll(() => lastChange(page, 'EXPIRATION_DATE')).toMatchObject({ isValid: false, isComplete: true });
      await expect(expiry).toHaveAttribute('aria-invalid', 'true');
      const errorId = await expiry.getAttribute('aria-describedby');
      await expect(frame.locator(`#${errorId}`)).toHaveText(text['cardForm.error.expiryDate']);
      await expiry.fill('');
      await expiry.pressSequentially(futureExpiry().replace(/\D/g, ''));
      await expect.poll(() => lastChange(page, 'EXPIRATION_DATE')).toMatchObject({ isValid: true });

      const securityCode = frame.getByLabel(text['cardForm.label.securityCode']);
      await securityCode.pressSequentially('12');
      await securityCode.blur();
      await expect(securityCode).toHaveAttribute('aria-invalid', 'true');
      await expect(frame.locator(`#${await securityCode.getAttribute('aria-describedby')}`)).toHaveText(text['cardForm.error.securityCode']);
      if (locale === 'ar') {
        // The glossary's words: the card's code is رمز الأمان, never the one-time code's رمز التحقق.
        await expect(frame.getByText('رمز الأمان غير صحيح', { exact: true })).toBeVisible();
        await expect(frame.locator('body')).not.toContainText('رمز التحقق');
        await expect(frame.locator('body')).not.toContainText(/[A-Za-z]/);
      }
    });
  }

  test('looks the BIN up from 6 digits, once per throttle window', async ({ page }) => {
    const lookups: { bin: string; at: number }[] = [];
    // The browser's own start time of each request, so test-runner delays cannot shrink a gap.
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/v1/bin-lookup') && request.method() === 'POST') lookups.push({ bin: request.postDataJSON().bin, at: request.timing().startTime });
    });
    await open(page);
    // The page decides on a lookup as each keystroke's change reaches it: once it has them all, nothing more is coming.
    const numberChanges = async () => (await events(page)).filter((event) => event.type === 'CHANGE' && event.element === 'CARD_NUMBER').length;
    await typeNumber(page, '');
    const before = await numberChanges();
    await cardFrame(page).getByLabel('Card number').pressSequentially('42424', { delay: 5 });
    await expect.poll(numberChanges).toBeGreaterThanOrEqual(before + 5);
    expect(lookups).toEqual([]);
    await cardFrame(page).getByLabel('Card number').pressSequentially('2', { delay: 5 });
    await expect.poll(() => lookups.map((lookup) => lookup.bin)).toEqual(['424242']);
    await cardFrame(page).getByLabel('Card number').pressSequentially('4242424242', { delay: 5 });
    await expect.poll(() => lookups.map((lookup) => lookup.bin)).toEqual(['424242', '42424242']);
    await expect.poll(() => lastChange(page, 'CARD_NUMBER')).toMatchObject({ bin: '42424242', isComplete: true });
    expect(lookups).toHaveLength(2);
    // The throttle keeps lookups at least 500 ms apart (a lower bound, which a slow machine only widens).
    expect(lookups[1]!.at - lookups[0]!.at).toBeGreaterThanOrEqual(450);
  });

  test('offers installments for a BIN the sandbox gives them to, and hides them otherwise', async ({ page }) => {
    await open(page);
    const installments = page.getByLabel('Installments');
    await typeNumber(page, '4000076000000002');
    await expect(installments).toBeVisible();
    await expect(installments.locator('option')).toHaveText(['Split payment into monthly installments', '2 x €4.00', '3 x €2.67', '6 x €1.34', '10 x €0.80']);
    await typeNumber(page, '4242424242424242');
    await expect(installments).toHaveCount(0);
  });

  test('billing address: a country with a postal code regex, one without, and one without postal codes', async ({ page }) => {
    await open(page, '?billingAddress=1');
    await typeNumber(page, '4242424242424242');
    await cardFrame(page).getByLabel('Expiry date').pressSequentially(futureExpiry().replace(/\D/g, ''));
    await cardFrame(page).getByLabel('CVC').pressSequentially('123');
    const pay = page.getByRole('button', { name: /^Pay/ });
    await expect(pay).toBeDisabled();

    const country = page.getByLabel('Country');
    await country.selectOption('GB');
    const postal = page.getByLabel('Postal Code');
    await postal.fill('SW1');
    await postal.blur();
    await expect(postal).toHaveClass(/pc-Input--invalid/);
    await expect(pay).toBeDisabled();
    await postal.fill('SW1A 1AA');
    await expect(postal).not.toHaveClass(/pc-Input--invalid/);
    await expect(pay).toBeEnabled();

    await country.selectOption('AE');
    await expect(page.getByLabel('Postal Code')).toHaveCount(0);
    await expect(pay).toBeEnabled();

    const freeform = await page.evaluate(async (vaultOrigin) => {
      const response = await fetch(`${vaultOrigin}/assets/countries.json`);
      const list = (await response.json()) as { code: string; showPostalCode: boolean; postalCodeRegex?: string | null }[];
      return list.find((entry) => entry.showPostalCode && !entry.postalCodeRegex)!.code;
    }, VAULT_ORIGIN);
    await country.selectOption(freeform);
    await page.getByLabel('Postal Code').fill('');
    await expect(pay).toBeDisabled();
    await page.getByLabel('Postal Code').fill('any code');
    await expect(pay).toBeEnabled();
  });

  test('splits the expiry into month and year, in Arabic, with the number left to right', async ({ page }) => {
    await open(page, '?locale=ar&expiryFields=split&cardholder=1');
    const frame = cardFrame(page);
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.getByLabel('رقم البطاقة')).toHaveAttribute('dir', 'ltr');
    await frame.getByLabel('شهر الانتهاء').pressSequentially('01');
    await frame.getByLabel('سنة الانتهاء').pressSequentially('20');
    await expect.poll(() => lastChange(page, 'EXPIRATION_YEAR')).toMatchObject({ isValid: false });
    await frame.getByLabel('سنة الانتهاء').fill('');
    await frame.getByLabel('سنة الانتهاء').pressSequentially(futureExpiry().slice(-2));
    await expect.poll(() => lastChange(page, 'EXPIRATION_YEAR')).toMatchObject({ isValid: true });
  });

  test('Enter in the frame raises SUBMIT', async ({ page }) => {
    await open(page);
    await cardFrame(page).getByLabel('CVC').press('Enter');
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'SUBMIT')).toBe(true);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`axe-core finds no WCAG 2.1 A/AA violation inside the frame (${locale})`, async ({ page }) => {
      await open(page, `?locale=${locale}&cardholder=1`);
      await cardFrame(page).locator('input').first().focus();
      await cardFrame(page).locator('input').first().blur();
      const frame = frameOf(page);
      await frame.evaluate(axeSource);
      const violations = await frame.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length }));
      });
      expect(violations).toEqual([]);
      await expect(page.locator('iframe[name="payment-client-card-frame"]')).toHaveAttribute('title', /.+/);
    });
  }
});

test.describe('merchant styles', () => {
  test('reach the frame only through the allow-list', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('evil.test')) outside.push(request.url());
    });
    // Stands in for a merchant script: wraps PaymentClient before the demo uses it.
    await page.addInitScript(() => {
      let real: { init: (...args: unknown[]) => { cardForm: (options?: Record<string, unknown>) => unknown } } | undefined;
      Object.defineProperty(window, 'PaymentClient', {
        configurable: true,
        get: () => real,
        set(value: NonNullable<typeof real>) {
          real = {
            ...value,
            init(...args: unknown[]) {
              const client = value.init(...args);
              return {
                ...client,
                cardForm: (options: Record<string, unknown> = {}) =>
                  client.cardForm({
                    ...options,
                    styles: {
                      base: { color: 'rgb(10, 20, 30)', backgroundColor: 'url(https://evil.test/bg.png)', fontFamily: '@import "https://evil.test/x.css"' },
                      focus: { color: 'javascript:alert(1)', borderColor: 'rgb(200, 0, 0)' },
                    },
                  }),
              };
            },
          };
        },
      });
    });
    await open(page);
    const input = cardFrame(page).getByLabel('Card number');
    await expect.poll(() => input.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(10, 20, 30)');
    const sheets = await frameOf(page).evaluate(() =>
      document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'),
    );
    expect(sheets).toContain('rgb(10, 20, 30)');
    expect(sheets).toContain('rgb(200, 0, 0)');
    for (const forbidden of ['url(', '@import', 'javascript:', 'evil.test']) expect(sheets).not.toContain(forbidden);
    await input.focus();
    await expect.poll(() => input.evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(200, 0, 0)');
    expect(await input.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
    expect(outside).toEqual([]);
  });
});

test.describe('merchant fonts', () => {
  test('a font on the sandbox origin loads inside the frame and styles the fields (TEST)', async ({ page }) => {
    await page.goto(`/demo/?fontSrc=${encodeURIComponent(`${VAULT_ORIGIN}/assets/fonts/sandbox-blocks.ttf`)}`);
    const input = cardFrame(page).getByLabel('Card number');
    await expect(input).toBeVisible();
    await expect
      .poll(() => frameOf(page).evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Sandbox Blocks').map((face) => face.status)))
      .toEqual(['loaded']);
    expect(await input.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Sandbox Blocks');
  });

  test('a plain-http font from any other origin is refused and nothing mounts', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/demo/?fontSrc=${encodeURIComponent(`${PROVIDER_ORIGIN}/font.ttf`)}`);
    await expect.poll(() => errors.join('\n')).toContain('cardFormOptions.fonts[0]');
    expect(errors.join('\n')).toContain(`src must be an https URL or on ${VAULT_ORIGIN}`);
    await expect(page.locator('iframe[name="payment-client-card-frame"]')).toHaveCount(0);
  });
});
