import { expect, test, type Locator } from '@playwright/test';
import { cardFrame, openDemo, payButton } from './checkoutPage';

/** Two merchants' appearances that differ in every checked property. */
const HARBOUR = {
  theme: 'light',
  variables: { colorPrimary: 'rgb(10, 102, 194)', colorText: 'rgb(26, 31, 54)', borderRadius: 2, fontFamily: 'Georgia, serif' },
  rules: { '.Input': { borderColor: 'rgb(0, 128, 0)' } },
};
const EMBER = {
  theme: 'dark',
  variables: { colorPrimary: 'rgb(217, 72, 15)', colorText: 'rgb(255, 232, 204)', borderRadius: 14, fontFamily: '"Courier New", monospace' },
  rules: { '.Input': { borderColor: 'rgb(255, 0, 0)' }, '.PayButton': { letterSpacing: '2px' } },
};

const styleOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      background: style.backgroundColor,
      borderColor: style.borderTopColor,
      radius: style.borderTopLeftRadius,
      font: style.fontFamily,
      letterSpacing: style.letterSpacing,
    };
  });

async function themedStyles(page: import('@playwright/test').Page, appearance: object) {
  await openDemo(page, { appearance: JSON.stringify(appearance) });
  return {
    frameInput: await styleOf(cardFrame(page).getByLabel('Card number')),
    payButton: await styleOf(payButton(page)),
    checkout: await styleOf(page.locator('.pc-Checkout')),
  };
}

test('two appearances theme the card frame and the page around it differently', async ({ page }) => {
  const harbour = await themedStyles(page, HARBOUR);
  const ember = await themedStyles(page, EMBER);

  // Inside the secure frame: variables and `.Input` rules arrive through the style allow-list.
  expect(harbour.frameInput).toMatchObject({ color: 'rgb(26, 31, 54)', radius: '2px', font: 'Georgia, serif', borderColor: 'rgb(0, 128, 0)' });
  expect(ember.frameInput).toMatchObject({ color: 'rgb(255, 232, 204)', radius: '14px', font: '"Courier New", monospace', borderColor: 'rgb(255, 0, 0)' });

  // Outside it: the kit's own elements take the same tokens, and the page-side rules.
  expect(harbour.payButton).toMatchObject({ background: 'rgb(10, 102, 194)', radius: '2px', font: 'Georgia, serif', letterSpacing: 'normal' });
  expect(ember.payButton).toMatchObject({ background: 'rgb(217, 72, 15)', radius: '14px', font: '"Courier New", monospace', letterSpacing: '2px' });
  // The form paints its theme's background behind its labels, so light labels of a dark theme stay readable on any page.
  expect(harbour.checkout.background).toBe('rgb(255, 255, 255)');
  expect(ember.checkout.background).toBe('rgb(28, 34, 48)');
});

test('an appearance with a bad selector mounts nothing and names the field', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/demo/?${new URLSearchParams({ appearance: JSON.stringify({ rules: { '.Input{}': { color: 'red' } } }) })}`);
  await expect.poll(() => errors.join('\n')).toContain('options.appearance.rules[".Input{}"]');
  await expect(page.locator('iframe[name="payment-client-card-frame"]')).toHaveCount(0);
});

async function themedDropIn(page: import('@playwright/test').Page, appearance: object) {
  await page.goto(`/demo/?${new URLSearchParams({ integration: 'dropin', methods: 'card,genericRedirect', appearance: JSON.stringify(appearance) })}`);
  const checkout = page.locator('#checkout');
  await checkout.getByRole('radio', { name: 'Card', exact: true }).check();
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  return {
    frameInput: await styleOf(cardFrame(page).getByLabel('Card number')),
    payButton: await styleOf(checkout.getByRole('button', { name: /^Pay / })),
    selectedOption: await styleOf(checkout.locator('.pc-Option[data-selected]')),
  };
}

test('the same drop-in with two appearances differs inside the card frame and around it', async ({ page }) => {
  const harbour = await themedDropIn(page, HARBOUR);
  const ember = await themedDropIn(page, EMBER);

  expect(harbour.frameInput).toMatchObject({ color: 'rgb(26, 31, 54)', radius: '2px', font: 'Georgia, serif', borderColor: 'rgb(0, 128, 0)' });
  expect(ember.frameInput).toMatchObject({ color: 'rgb(255, 232, 204)', radius: '14px', font: '"Courier New", monospace', borderColor: 'rgb(255, 0, 0)' });

  expect(harbour.payButton).toMatchObject({ background: 'rgb(10, 102, 194)', radius: '2px', font: 'Georgia, serif' });
  expect(ember.payButton).toMatchObject({ background: 'rgb(217, 72, 15)', radius: '14px', font: '"Courier New", monospace', letterSpacing: '2px' });
  // The chosen option is outlined in the primary colour, with the theme's radius.
  expect(harbour.selectedOption).toMatchObject({ borderColor: 'rgb(10, 102, 194)', radius: '2px' });
  expect(ember.selectedOption).toMatchObject({ borderColor: 'rgb(217, 72, 15)', radius: '14px' });
});
