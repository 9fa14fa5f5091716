import { expect, test, type Page, type Request } from '@playwright/test';

const HOST = process.env.HOST_APP_ORIGIN ?? 'http://localhost:3000';

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
    // A fresh subscriber, signed in through the API; the token goes where the site keeps it.
    const email = `vip-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const signUp = await request.post(`${HOST}/api/v1/auth/signup`, { data: { fullName: 'Vip Viewer', email, password: 'a-long-enough-password-1', staySignedIn: true } });
    expect(signUp.ok()).toBe(true);
    const token = ((await signUp.json()) as { data: { token: { id: string } } }).data.token.id;
    await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);

    // No payment journey exists yet to subscribe for real; the subscription service answers that they are subscribed.
    await page.route('**/v1/subscription/status/**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ errorCode: 0, message: 'OK', messageKey: 'success', data: { isSubscribed: true } }) }),
    );

    const adRequests = watchAdRequests(page);
    await page.goto(`${HOST}/`);
    // The header marks the signed-in subscriber as VIP once the lookup has answered.
    await expect(page.getByRole('link', { name: 'Account of Vip Viewer' }).getByText('VIP', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    expect(adRequests).toEqual([]);
  });
});
