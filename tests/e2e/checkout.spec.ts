import { expect, test } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { TEST_CARDS, cardFrame, fillCard, openDemo, payButton } from './checkoutPage';

test.describe('card payment through the script tag on the merchant demo', () => {
  test('the test card 4242 4242 4242 4242 pays', async ({ page }) => {
    await openDemo(page);
    await expect(payButton(page)).toBeDisabled();
    await fillCard(page, TEST_CARDS.success);
    await expect(cardFrame(page).getByLabel('Card number')).toHaveValue(TEST_CARDS.success);
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await expect(page.getByText(en['result.success'])).toBeVisible({ timeout: 30_000 });
  });

  test('the declined test card shows the failure message', async ({ page }) => {
    await openDemo(page);
    await fillCard(page, TEST_CARDS.declined);
    await payButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(en['result.failure'], { timeout: 30_000 });
    await expect(page.getByText(en['result.success'])).toHaveCount(0);
  });

  test('an invalid card keeps the pay button disabled and marks the field invalid', async ({ page }) => {
    await openDemo(page);
    await fillCard(page, '4242 4242 4242 4241');
    const number = cardFrame(page).getByLabel('Card number');
    await cardFrame(page).getByLabel('CVC').focus();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(payButton(page)).toBeDisabled();
  });

  test('Enter in the frame submits the payment', async ({ page }) => {
    await openDemo(page);
    await fillCard(page, TEST_CARDS.success);
    await cardFrame(page).getByLabel('CVC').press('Enter');
    await expect(page.getByText(en['result.success'])).toBeVisible({ timeout: 30_000 });
  });
});
