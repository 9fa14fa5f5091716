import { expect, test, type Page } from '@playwright/test';
import { axeViolations, HOST, newAccount, openSignedIn } from './hostSite';

/** Waits until the page has rendered its content, not only its loading state. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^(Loading…|جارٍ التحميل…)$/)).toHaveCount(0);
}

// axe is injected as an inline script, which the site's CSP rightly refuses; the CSP itself is exercised by the other specs.
test.use({ bypassCSP: true });

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';

  test.describe(`accessibility (${locale})`, () => {
    test('home', async ({ page }) => {
      await page.goto(`${HOST}${prefix}/`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('video', async ({ page }) => {
      await page.goto(`${HOST}${prefix}/`);
      await settled(page);
      const href = await page.locator('main a[href*="/video/"]').first().getAttribute('href');
      await page.goto(`${HOST}${href}`);
      await settled(page);
      await expect(page.locator('.player-Root')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('sign-in, also with its errors shown', async ({ page }) => {
      await page.goto(`${HOST}${prefix}/signin`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('settings', async ({ page, request }) => {
      await openSignedIn(page, request, newAccount(`a11y-${locale}`), `${prefix}/profile-settings/login`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${HOST}${prefix}/profile-settings/interests`);
      await settled(page);
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('premium: plans, then the card drop-in and the mobile journey', async ({ page, request }) => {
      await openSignedIn(page, request, newAccount(`a11y-premium-${locale}`), `${prefix}/premium`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('.site-PlanCard button[aria-pressed]').first().click();
      await page.locator('[data-method="CreditCard"]').click();
      await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('[data-method="Mobile"]').click();
      await expect(page.locator('[data-journey="mobile"]')).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the site is usable by keyboard: skip link, then main content', async ({ page }) => {
  await page.goto(`${HOST}/`);
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the main content, not the header again.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
