import { expect, test } from '@playwright/test';
import { freshVoucher, HOST, latestOtp, newAccount } from './hostSite';
import { chooseMethod, expectWelcomed, openPremiumSignedIn, storedAnalytics } from './premiumPage';

// The footer's legal and company pages (served with their heading, opened from the footer, each
// reported once) are opened by the walk of every route, siteWalk.spec.ts.
test.describe('legal and company pages', () => {
  test('a locked video sends a subscriber to premium, and after paying "Start watching" goes back to it', async ({ page, request }) => {
    const account = newAccount('legal-return');
    await openPremiumSignedIn(page, request, account, '/video/coral-reef-360');
    await page.locator('.site-Gate').getByRole('link', { name: 'Go Premium' }).click();
    await expect(page).toHaveURL(`${HOST}/premium?next=${encodeURIComponent('/video/coral-reef-360')}`);
    // The terms are linked before any payment; the voucher needs no plan.
    await expect(page.locator('.site-PaymentTerms').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await chooseMethod(page, 'Voucher');
    await page.getByLabel('Voucher code').fill(await freshVoucher(request, 'monthly'));
    await page.getByRole('button', { name: 'Go VIP' }).click();
    // The code is read once it is sent: before that, the latest code to this email is the sign-up's.
    await expect(page.getByRole('status').filter({ hasText: 'We sent a code' })).toBeVisible();
    await page.getByLabel('One-time code').fill(await latestOtp(request, { email: account.email }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectWelcomed(page);
    await page.getByRole('link', { name: 'Start watching' }).click();
    await expect(page).toHaveURL(`${HOST}/video/coral-reef-360`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coral Reef Dive' })).toBeVisible();
    await expect(page.locator('.site-Gate')).toHaveCount(0);
    await expect
      .poll(async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'page_view').map((event) => event.screen))
      .toEqual(['Video_Player', 'Redeem_Voucher', 'Video_Player']);
  });
});
