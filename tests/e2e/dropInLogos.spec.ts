import { expect, test, type Page } from '@playwright/test';
import { dropInText, openDropIn, optionRadio, seedStoredCard, uniqueHolder } from './dropInPage';

/** Each option's logo: where it points, whether it drew, and on which side of its label it sits. */
async function logos(page: Page) {
  return page.locator('#checkout .pc-Option-label').evaluateAll((labels) =>
    labels.map((label) => {
      const logo = label.querySelector('img');
      const box = label.getBoundingClientRect();
      const logoBox = logo?.getBoundingClientRect();
      return {
        name: label.textContent,
        src: logo ? new URL(logo.src).pathname : null,
        drawn: logo ? logo.complete && logo.naturalWidth > 0 : false,
        atEnd: logoBox ? Math.abs((getComputedStyle(label).direction === 'rtl' ? logoBox.left - box.left : box.right - logoBox.right) - 16) <= 1 : false,
      };
    }),
  );
}

test.describe('drop-in option logos', () => {
  test('every option shows its logo from the assets host at the end of its row, allowed by the merchant CSP', async ({ page, request }) => {
    const holder = uniqueHolder('logos');
    const stored = await seedStoredCard(request, holder, '4242424242424242');
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await openDropIn(page, { methods: 'card,pix,bankAccount', holder });
    await expect(optionRadio(page, dropInText['dropIn.method.pix'])).toBeVisible();
    await expect.poll(async () => (await logos(page)).every((logo) => logo.drawn)).toBe(true);

    expect(await logos(page)).toEqual([
      { name: stored.displayName, src: '/assets/card-icons/visa.svg', drawn: true, atEnd: true },
      { name: dropInText['dropIn.method.card'], src: '/assets/payment-methods/card.svg', drawn: true, atEnd: true },
      { name: dropInText['dropIn.method.pix'], src: '/assets/payment-methods/pix.svg', drawn: true, atEnd: true },
      { name: dropInText['dropIn.method.bankAccount'], src: '/assets/payment-methods/bankAccount.svg', drawn: true, atEnd: true },
    ]);
    expect(blocked).toEqual([]);
  });

  test('in Arabic the logos sit at the row end, on the left', async ({ page }) => {
    await page.goto('/demo/?integration=dropin&methods=card,genericRedirect&locale=ar');
    await expect(page.locator('#checkout .pc-Option-logo')).toHaveCount(2);
    await expect(page.locator('#checkout .pc-DropIn')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => (await logos(page)).map((logo) => [logo.src, logo.drawn, logo.atEnd])).toEqual([
      ['/assets/payment-methods/card.svg', true, true],
      ['/assets/payment-methods/genericRedirect.svg', true, true],
    ]);
  });
});
