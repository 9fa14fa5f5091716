import { expect, type Page } from '@playwright/test';

/** The sandbox's test cards (sandbox/README.md). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  amexSuccess: '3782 822463 10005',
  declined: '4000 0000 0000 0002',
} as const;

export const futureExpiry = () => `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export function cardFrame(page: Page) {
  return page.frameLocator('iframe[name="payment-client-card-frame"]');
}

/** Opens the merchant demo and waits until the card form can be typed into. */
export async function openDemo(page: Page) {
  await page.goto('/demo/');
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
}

export async function fillCard(page: Page, number: string, cvc = '123') {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').pressSequentially(number.replace(/\s/g, ''), { delay: 10 });
  await frame.getByLabel('Expiry date').pressSequentially(futureExpiry().replace(/\D/g, ''), { delay: 10 });
  await frame.getByLabel('CVC').pressSequentially(cvc, { delay: 10 });
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ });
