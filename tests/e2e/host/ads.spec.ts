import { expect, test, type Page, type Request } from '@playwright/test';
import { HOST, newAccount, redeemVoucherThroughApi, signUpThroughApi } from './hostSite';

/** Requests that belong to ads: the configuration call and the lazily loaded ads module. */
function watchAdRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v1/ads/config' || /\/assets\/adRuntime-[^/]+\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

test.describe('ads', () => {
  test('a visitor sees the house ad on the home page', async ({ page }) => {
    const adRequests = watchAdRequests(page);
    await page.goto(`${HOST}/`);
    const slot = page.getByRole('complementary', { name: 'Advertisement' });
    await expect(slot).toBeVisible();
    await expect(slot.locator('a[data-house-ad]')).toHaveAttribute('href', /.+/);
    expect(adRequests).toContain('/api/v1/ads/config');
  });

  test('a VIP subscriber sees no ads, and no ad request is made', async ({ page, request }) => {
    // A fresh subscriber who redeems a voucher through the API: VIP as the server records it.
    const account = newAccount('vip-ads');
    const token = await signUpThroughApi(request, { ...account, fullName: 'Vip Viewer' });
    await redeemVoucherThroughApi(request, token, account.email);
    await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);

    const adRequests = watchAdRequests(page);
    await page.goto(`${HOST}/`);
    // The header marks the signed-in subscriber as VIP once the lookup has answered.
    await expect(page.getByRole('link', { name: 'Account of Vip Viewer' }).getByText('VIP', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    expect(adRequests).toEqual([]);
  });
});
