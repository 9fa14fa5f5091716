import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { StoredAdBeacon } from '../../../host-app/contract/ads/adBeacons';
import { HOST, newAccount, redeemVoucherThroughApi, signUpThroughApi } from './hostSite';

/** Requests that belong to ads: the configuration call, the VAST request, the lazily loaded ads module and VAST library. */
function watchAdRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === API_PATHS.adConfiguration || path === API_PATHS.adVast || /\/assets\/(adRuntime|vastPreroll)-[^/]+\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

// The seeded campaign targets the music category: this free video gets its preroll.
const PREROLL_VIDEO = 'acoustic-session';
const PREROLL_CREATIVE = '/media/files/ads/video/concert-season-preroll.mp4';
/** The server generates the creative with the other sample media after it starts. */
const MEDIA_READY = { timeout: 240_000, intervals: [1_000] };

const contentTime = (page: Page) => page.locator('.player-Root video').first().evaluate((video: HTMLVideoElement) => video.currentTime);

async function beaconsOf(request: APIRequestContext, servingId: string): Promise<string[]> {
  const answer = await request.get(`${HOST}${API_PATHS.devAdBeacons}`, { params: { servingId } });
  return ((await answer.json()) as { data: StoredAdBeacon[] }).data.map((beacon) => beacon.event);
}

test.describe('ads', () => {
  test('a visitor sees the billboard house ad on top of home, the mpu in its Featured section, the interstitial, sticky and native ads in their places', async ({ page }) => {
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
    // The interstitial between home's sections, and the sticky ad at the window's foot, which the visitor can close.
    await expect(page.locator('main > [data-ad-placement="interstitial"]').getByRole('link')).toHaveAttribute('data-house-ad', 'old-town-interstitial');
    const sticky = page.locator('[data-ad-placement="sticky"]');
    await expect(sticky.getByRole('link')).toHaveAttribute('data-house-ad', 'premium-sticky');
    await sticky.getByRole('button', { name: 'Close advertisement' }).click();
    await expect(sticky).toBeHidden();
    // The native ad ends the category row, which hydrates as the viewer nears it.
    await page.locator('[data-section="category"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-section="category"] li:last-child [data-ad-placement="native"]').getByRole('link')).toHaveAttribute('data-house-ad', 'concerts-native');
    // Each house ad once on the page.
    await expect(page.locator('a[data-house-ad]')).toHaveCount(5);
    expect(adRequests).toContain('/api/v1/ads/config');
  });

  test('a visitor sees a preroll before the video, skips it by keyboard once 5 s have played, and the ad server records its impression and quartile', async ({ page, request }) => {
    test.setTimeout(300_000);
    await expect.poll(async () => (await request.get(`${HOST}${PREROLL_CREATIVE}`)).status(), MEDIA_READY).toBe(200);
    const vastAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.adVast);
    await page.goto(`${HOST}/video/${PREROLL_VIDEO}`);
    const servingId = /<AdServingId>([^<]+)<\/AdServingId>/.exec(await (await vastAnswer).text())?.[1];
    expect(servingId, 'the VAST answer names its serving').toBeDefined();

    const ad = page.getByRole('region', { name: 'Advertisement before the video' });
    await expect(ad.getByText(/^Ad · \d+ s$/)).toBeVisible();
    // Before the offset the button says when it will work, and does nothing.
    const waiting = ad.getByRole('button', { name: /^Skip ad in \d+ seconds?$/ });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    const skip = ad.getByRole('button', { name: 'Skip ad', exact: true });
    await expect(skip).toHaveAttribute('aria-disabled', 'false', { timeout: 60_000 });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(ad).toHaveCount(0);

    // The content starts by itself, and the player has the focus.
    await expect.poll(() => contentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await expect(page.locator('.player-Root')).toBeFocused();
    await expect.poll(() => beaconsOf(request, servingId!), { timeout: 20_000 }).toEqual(expect.arrayContaining(['impression', 'start', 'firstQuartile', 'skip']));
  });

  test('a VIP subscriber sees no ads, and no ad request is made, before a video either', async ({ page, request }) => {
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

    // A video the preroll campaign targets plays at once: the network log has no VAST request.
    await page.goto(`${HOST}/video/${PREROLL_VIDEO}`);
    await expect.poll(() => contentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await expect(page.getByRole('region', { name: 'Advertisement before the video' })).toHaveCount(0);
    expect(adRequests).toEqual([]);
  });
});
