import { expect, test, type Page } from '@playwright/test';
import { CLIENT_VERSION } from '../../headless/core/api/constants';
import { ar } from '../../headless/core/i18n/ar';
import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import { dropInAr } from '../../headless/core/i18n/dropInAr';
import { en } from '../../headless/core/i18n/en';
import { TEST_CARDS, authorizationsOf, cardFrame, demoExecutionId, demoLog, futureExpiry } from './checkoutPage';
import { dropInText, seedStoredCard, uniqueHolder } from './dropInPage';

/**
 * Each UI block mounted alone on the merchant demo (`?integration=<block>`, no drop-in on the
 * page) pays through the real sandbox, in English and in Arabic. One short journey per block and
 * language: load, pay, see the result and the provider's record.
 */
test.describe.configure({ mode: 'parallel' });

const RESULT_TIMEOUT = { timeout: 30_000 };

const LANGUAGES = [
  { locale: 'en', dir: 'ltr', success: en['result.success'], pay: /^Pay /, redirect: dropInText['dropIn.method.genericRedirect'], frame: CARD_FRAME_CATALOGS.en },
  { locale: 'ar', dir: 'rtl', success: ar['result.success'], pay: /^ادفع /, redirect: dropInAr['dropIn.method.genericRedirect'], frame: CARD_FRAME_CATALOGS.ar },
] as const;
type Language = (typeof LANGUAGES)[number];

/** Opens the demo with one block alone, and checks the block (and nothing else) is on the page, in the language's direction. */
async function openBlock(page: Page, block: string, language: Language, query: Record<string, string> = {}) {
  await page.goto(`/demo/?${new URLSearchParams({ integration: block, locale: language.locale, ...query })}`);
  await expect(demoLog(page)).toContainText(`${block} mounted`);
  await expect(demoLog(page)).not.toContainText('Drop-in mounted');
  // The blocks come with their extension script, placed in the page after the bundle's with its own hash, as the README
  // tells merchants (the scripts the bundle loads later go into the head).
  const pageScripts = page.locator('body > script[src*="/payment-client."]');
  await expect(pageScripts).toHaveCount(2);
  await expect(pageScripts.nth(1)).toHaveAttribute('src', /\/payment-client\.blocks\.js$/);
  await expect(pageScripts.nth(1)).toHaveAttribute('integrity', /^sha384-/);
  const root = page.locator(`[data-block="${block}"]`);
  await expect(root.locator('[dir]').first()).toHaveAttribute('dir', language.dir);
  return root;
}

/** The block's success message, the merchant's `onAuthorizeSuccess`, and one successful authorization by the method. */
async function expectPaid(page: Page, request: Parameters<typeof authorizationsOf>[0], language: Language, paymentMethodCode: string) {
  await expect(page.locator('#checkout').getByText(language.success)).toBeVisible(RESULT_TIMEOUT);
  await expect(demoLog(page)).toContainText('Authorization successful');
  const authorizations = await authorizationsOf(request, await demoExecutionId(page));
  expect(authorizations.map((entry) => [entry.paymentMethodCode, entry.outcome])).toEqual([[paymentMethodCode, 'authorizeSuccessful']]);
}

/** The sandbox's wallet stand-ins show their payment sheet as an in-page dialog named after the wallet. */
const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

for (const language of LANGUAGES) {
  test.describe(`blocks alone (${language.locale})`, () => {
    test(`cardList: the shopper's saved card, chosen from the radio list, pays (${language.locale})`, async ({ page, request }) => {
      const holder = uniqueHolder(`card-list-${language.locale}`);
      await seedStoredCard(request, holder, TEST_CARDS.success);
      const root = await openBlock(page, 'cardList', language, { holder });
      // A radio item even for one card (PC-BLOCK-2); the only one is chosen already.
      await expect(root.getByRole('radio', { name: 'Visa •••• 4242', exact: true })).toBeChecked();
      // Only the stored cards: none of the session's methods.
      await expect(root.getByRole('radio')).toHaveCount(1);
      await root.getByRole('button', { name: language.pay }).click();
      await expectPaid(page, request, language, 'card');
    });

    test(`applePayButton: the black Apple Pay button pays with the sheet's card (${language.locale})`, async ({ page, request }) => {
      const root = await openBlock(page, 'applePayButton', language, { methods: 'applePay' });
      const button = root.getByRole('button', { name: 'Buy with Apple Pay' });
      await expect(button).toHaveAttribute('buttonstyle', 'black');
      await expect(button).toHaveAttribute('type', 'buy');
      await expect(button).toHaveAttribute('locale', 'en-GB');
      // A wallet pays with its vendor's button alone.
      await expect(root.locator('.pc-PayButton')).toHaveCount(0);
      await button.click();
      const dialog = sheet(page, 'Apple Pay');
      await dialog.getByRole('radio', { name: 'Visa •••• 4242' }).check();
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await expectPaid(page, request, language, 'applePay');
    });

    test(`googlePayButton: the black, long, filling Google Pay button pays with the sheet's card (${language.locale})`, async ({ page, request }) => {
      const root = await openBlock(page, 'googlePayButton', language, { methods: 'googlePay' });
      await expect(root.locator('[data-button-color="black"][data-button-type="long"][data-button-size-mode="fill"]')).toBeVisible();
      await expect(root.locator('.pc-PayButton')).toHaveCount(0);
      await root.getByRole('button', { name: 'Buy with Google Pay' }).click();
      const dialog = sheet(page, 'Google Pay');
      await dialog.getByRole('radio', { name: 'Visa •••• 4242' }).check();
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await expectPaid(page, request, language, 'googlePay');
    });

    test(`paypalButton: the gold, rect PayPal button pays once the PayPal window approves (${language.locale})`, async ({ page, request }) => {
      const root = await openBlock(page, 'paypalButton', language, { methods: 'payPal' });
      const button = root.getByRole('button', { name: 'PayPal', exact: true });
      await expect(button).toHaveAttribute('data-color', 'gold');
      await expect(button).toHaveAttribute('data-shape', 'rect');
      await expect(root.locator('.pc-PayButton')).toHaveCount(0);
      await button.click();
      await sheet(page, 'PayPal').getByRole('button', { name: 'Log in and pay' }).click();
      await expectPaid(page, request, language, 'payPal');
    });

    test(`genericRedirectButton: the method's button sends the shopper to pay and back (${language.locale})`, async ({ page, request }) => {
      const root = await openBlock(page, 'genericRedirectButton', language, { methods: 'genericRedirect' });
      const executionId = await demoExecutionId(page);
      await root.getByRole('button', { name: language.redirect, exact: true }).click();
      await page.waitForURL(new RegExp(`/methods/genericRedirect/${executionId}$`), RESULT_TIMEOUT);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/demo/' && url.searchParams.get('return') === 'success');
      await expect(demoLog(page)).toContainText('Payment status from our server: authorizeSuccessful');
      expect(await authorizationsOf(request, executionId)).toEqual([expect.objectContaining({ paymentMethodCode: 'genericRedirect', outcome: 'authorizeSuccessful' })]);
    });

    test(`paymentButton: a card form without a pay button of its own, paid by the button mounted apart (${language.locale})`, async ({ page, request }) => {
      await page.goto(`/demo/?integration=paymentButton&locale=${language.locale}`);
      const frame = cardFrame(page);
      await expect(frame.getByLabel(language.frame['cardForm.label.cardNumber'])).toBeVisible();
      const button = page.locator('#checkout-button [data-block="paymentButton"]').getByRole('button', { name: language.pay });
      await expect(button).toBeDisabled();
      // The card form's own pay button is not shown: the payment button is the one to press.
      await expect(page.locator('#checkout').getByRole('button', { name: language.pay })).toHaveCount(0);
      await frame.getByLabel(language.frame['cardForm.label.cardNumber']).pressSequentially(TEST_CARDS.success.replace(/\s/g, ''), { delay: 10 });
      await frame.getByLabel(language.frame['cardForm.label.expiryDate']).pressSequentially(futureExpiry().replace(/\D/g, ''), { delay: 10 });
      await frame.getByLabel(language.frame['cardForm.label.securityCode']).pressSequentially('123', { delay: 10 });
      await button.click();
      await expectPaid(page, request, language, 'card');
    });

    test(`dynamicElement: a bank account form pays with what it collected (${language.locale})`, async ({ page, request }) => {
      const root = await openBlock(page, 'dynamicElement', language, { methods: 'bankAccount' });
      await root.getByLabel('Account holder name').fill('Layla Haddad');
      await root.getByLabel('IBAN').fill('DE89370400440532013000');
      await root.getByLabel('Account type').selectOption('checking');
      await root.getByRole('button', { name: language.pay }).click();
      await expectPaid(page, request, language, 'bankAccount');
    });
  });
}

test('the extension placed before the bundle says so, and the bundle after it still works', async ({ page, request }) => {
  const integrity = (await (await request.get(`/sdk/${CLIENT_VERSION}/integrity.json`)).json()) as Record<string, string>;
  const tag = (script: string) => `<script src="/sdk/${CLIENT_VERSION}/${script}" integrity="${integrity[script]}" crossorigin="anonymous"></script>`;
  // A merchant's page with the two script tags the wrong way round.
  await page.route('**/wrong-order', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Shop</title>${tag('payment-client.blocks.js')}${tag('payment-client.js')}` }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/wrong-order');
  await expect.poll(() => errors).toEqual(['This script needs payment-client.js, of the same version, on the page before it']);
  expect(await page.evaluate(() => typeof (window as unknown as { PaymentClient: { init: unknown } }).PaymentClient.init)).toBe('function');
});
