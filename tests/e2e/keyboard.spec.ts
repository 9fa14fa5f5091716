import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../../headless/core/i18n/en';
import { TEST_CARDS, authorizationsOf, cardFrame, demoExecutionId, futureExpiry } from './checkoutPage';

const RESULT_TIMEOUT = { timeout: 30_000 };
const MAX_TABS = 15;

/** Presses Tab until `target` has focus, as a keyboard user would, failing after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus()).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('paying with the keyboard only', () => {
  test('a new card, saved for later, then the saved card', async ({ page, request }) => {
    const holder = `keyboard-${Date.now()}`;
    await page.goto(`/demo/?integration=dropin&methods=card&holder=${holder}`);
    const frame = cardFrame(page);
    await expect(frame.getByLabel('Card number')).toBeVisible();

    await tabTo(page, frame.getByLabel('Card number'));
    await page.keyboard.type(TEST_CARDS.success.replace(/\s/g, ''), { delay: 10 });
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('Expiry date')).toBeFocused();
    await page.keyboard.type(futureExpiry().replace(/\D/g, ''), { delay: 10 });
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('CVC')).toBeFocused();
    await page.keyboard.type('123', { delay: 10 });

    const save = page.getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });
    await tabTo(page, save);
    await page.keyboard.press('Space');
    await expect(save).toBeChecked();
    // The drop-in's button, not the demo's own 'Pay out'.
    const pay = page.locator('#checkout').getByRole('button', { name: /^Pay / });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    const firstExecution = await demoExecutionId(page);
    expect(await authorizationsOf(request, firstExecution)).toEqual([expect.objectContaining({ outcome: 'authorizeSuccessful' })]);

    // The returning shopper's list now starts with the saved card.
    await page.goto(`/demo/?integration=dropin&methods=card&holder=${holder}`);
    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(2);
    const card = page.getByRole('radio', { name: 'Card' });
    await tabTo(page, radios.first());
    // Arrows move the selection within the group: to the card option and back to the saved card.
    await page.keyboard.press('ArrowDown');
    await expect(card).toBeChecked();
    await page.keyboard.press('ArrowUp');
    const saved = radios.first();
    await expect(saved).toBeChecked();
    await expect(saved).not.toHaveAccessibleName('Card');
    await tabTo(page, pay);
    const authorize = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/authorize'));
    await page.keyboard.press('Enter');
    // The saved card pays by reference: no card form was filled in this time.
    const item = ((await authorize).postDataJSON() as { paymentComposition: { paymentInstrumentId?: string }[] }).paymentComposition[0];
    expect(item?.paymentInstrumentId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText(en['result.success'])).toBeVisible(RESULT_TIMEOUT);
    const secondExecution = await demoExecutionId(page);
    expect(secondExecution).not.toBe(firstExecution);
    expect(await authorizationsOf(request, secondExecution)).toEqual([expect.objectContaining({ outcome: 'authorizeSuccessful' })]);
  });
});
