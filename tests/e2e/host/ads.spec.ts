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
  test('a visitor sees the billboard house ad on top of home, and the mpu in its Featured section', async ({ page }) => {
    const adRequests = watchAdRequests(page);
    await page.goto(`${HOST}/`);
    const billboard = page.locator('main > [data-ad-placement="billboard"]');
    await expect(billboard).toBeVisible();
    await expect(billboard.getByRole('link')).toHaveAttribute('data-house-ad', 'premium-billboard');
    // The home answer's dynamic home ads: the "Featured" section, with the second house ad (mpu).
    const featured = page.getByRole('region', { name: 'Featured', exact: true });
    const mpu = featured.getByRole('complementary', { name: 'Advertisement' });
    await expect(mpu).toHaveAttribute('data-ad-placement', 'mpu');
    await expect(mpu.getByRole('link')).toHaveAttribute('data-house-ad', 'nature-mpu');
    await expect(mpu.getByRole('link')).toHaveAttribute('href', '/channels/nature-vr');
    // Each house ad once on the page.
    await expect(page.locator('a[data-house-ad]')).toHaveCount(2);
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
