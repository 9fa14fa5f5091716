import { expect, test, type Page } from '@playwright/test';
import { cardFrame, demoLog } from './checkoutPage';
import { DROP_IN_CATALOGS } from '../../headless/core/i18n/dropInMessages';
import { dropInText, optionRadio, savedCards, uniqueHolder } from './dropInPage';

/** The kit's scripts the page fetched, by file name, in the order it asked for them. */
function kitScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && name.startsWith('payment-client')) names.push(name);
  });
  return names;
}

async function openDropIn(page: Page, methods: string, locale = 'en') {
  await page.goto(`/demo/?integration=dropin&methods=${methods}&locale=${locale}`);
  await expect(demoLog(page)).toContainText('Drop-in mounted');
}

test.describe("what a drop-in downloads of the kit's scripts", () => {
  test('cards only: the bundle alone, nothing for wallets, form methods or stored-instrument calls', async ({ page }) => {
    const scripts = kitScripts(page);
    await openDropIn(page, 'card,genericRedirect');
    await expect(optionRadio(page, dropInText['dropIn.method.genericRedirect'])).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['payment-client.js']);
  });

  test('a wallet in the session brings its script; a form method its own once its option is shown', async ({ page }) => {
    const scripts = kitScripts(page);
    await openDropIn(page, 'card,applePay,bankAccount');
    await expect(optionRadio(page, dropInText['dropIn.method.applePay'])).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...scripts].sort()).toEqual(['payment-client.js', 'payment-client.wallets.js']);

    await optionRadio(page, dropInText['dropIn.method.bankAccount']).check();
    await expect(page.getByLabel('Account holder name')).toBeVisible();
    expect(scripts.at(-1)).toBe('payment-client.forms.js');
  });

  test("the list does not wait for the wallets' script: the other options show while it loads", async ({ page }) => {
    let releaseWallets = () => {};
    const walletsHeld = new Promise<void>((resolve) => (releaseWallets = resolve));
    await page.route('**/payment-client.wallets.js', async (route) => {
      await walletsHeld;
      await route.continue();
    });
    const walletsAsked = page.waitForRequest((request) => request.url().endsWith('/payment-client.wallets.js'), { timeout: 10_000 });
    await page.goto('/demo/?integration=dropin&methods=card,applePay');
    await walletsAsked;
    // The card, the one option confirmed so far, shows alone: its form is there to type into.
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
    await expect(optionRadio(page, dropInText['dropIn.method.applePay'])).toHaveCount(0);
    releaseWallets();
    await expect(optionRadio(page, dropInText['dropIn.method.applePay'])).toBeVisible();
  });

  test("in Arabic the texts come in a script of their own, the drop-in's with the card form's", async ({ page, request }) => {
    const scripts = kitScripts(page);
    const arabic = DROP_IN_CATALOGS.ar;
    await openDropIn(page, 'card,genericRedirect', 'ar');
    await expect(page.locator('#checkout').getByRole('group', { name: arabic['dropIn.legend'] })).toBeVisible();
    await expect(optionRadio(page, arabic['dropIn.method.genericRedirect'])).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...scripts].sort()).toEqual(['payment-client.ar.js', 'payment-client.js']);

    // English shoppers do not download them: the bundle has no Arabic letter in it.
    const bundleUrl = await page.locator('script[src$="/payment-client.js"]').getAttribute('src');
    const scriptText = async (name: string) => (await request.get(new URL(name, new URL(bundleUrl!, page.url())).href)).text();
    expect(/[\u0600-\u06FF]/.test(await scriptText('payment-client.js')), 'Arabic letters in the bundle').toBe(false);
    expect(await scriptText('payment-client.ar.js')).toContain(arabic['dropIn.legend']);
  });

  test("the shop's own saved-cards list brings the stored-instrument calls' script, and nothing else", async ({ page }) => {
    const scripts = kitScripts(page);
    await openDropIn(page, `card&holder=${uniqueHolder('scripts')}`);
    await expect(savedCards(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...scripts].sort()).toEqual(['payment-client.instruments.js', 'payment-client.js']);
  });
});
