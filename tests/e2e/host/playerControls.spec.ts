import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { VideoDetail } from '../../../host-app/contract/content/contentTypes';
import { axeViolations, HOST } from './hostSite';

const REGULAR_VIDEO = 'match-highlights';
/** The sample media are generated on the server's first start (up to two minutes on 2 cores). */
const MEDIA_READY = { timeout: 240_000, intervals: [1_000] };

async function waitForMedia(request: APIRequestContext, videoId: string): Promise<void> {
  const detail = ((await (await request.get(`${HOST}${API_PATHS.video(videoId)}`)).json()) as { data: VideoDetail }).data;
  await expect.poll(async () => (await request.get(`${HOST}${detail.stream!.url}`)).status(), MEDIA_READY).toBe(200);
}

const videoOf = (page: Page) => page.locator('.player-Root video').first();
const currentTime = (page: Page) => videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime);
const controller = (page: Page) => page.locator('media-controller');
const buttonRow = (page: Page) => page.locator('.player-ButtonRow');

/** Opens the video page once its controls are defined and it plays. */
async function openPlaying(page: Page, prefix = '') {
  await page.goto(`${HOST}${prefix}/video/${REGULAR_VIDEO}`);
  await expect(controller(page)).toHaveAttribute('role', 'region');
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
}

/** Whether media-chrome shows the controls: it marks the controller inactive when it hides them. */
const shown = (page: Page) => controller(page).evaluate((element) => !element.hasAttribute('userinactive'));

test.describe('player controls', () => {
  test.setTimeout(300_000);
  test.beforeAll(async ({ request }) => waitForMedia(request, REGULAR_VIDEO));

  test('sit over the video, under the CSP, and hide after 3 s without input while playing', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Time flows as usual until the test stops it, so the stream plays meanwhile.
    await page.clock.install();
    await openPlaying(page);
    // Over the picture: the bars lie inside the video's box.
    const video = (await videoOf(page).boundingBox())!;
    const bar = (await buttonRow(page).boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(video.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(video.y + video.height + 1);
    // media-chrome's own styles apply although the CSP admits no inline style: the bar lays out as a row of icons.
    await expect(buttonRow(page)).toHaveCSS('display', 'flex');
    await expect(buttonRow(page).locator('media-play-button')).toHaveCSS('cursor', 'pointer');
    expect(violations).toEqual([]);

    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.mouse.move(video.x + video.width / 2, video.y + video.height / 3);
    await page.mouse.move(video.x + video.width / 2 + 10, video.y + video.height / 3);
    expect(await shown(page)).toBe(true);
    await page.clock.runFor(2_500);
    expect(await shown(page)).toBe(true);
    await page.clock.runFor(600);
    expect(await shown(page)).toBe(false);
    await expect(buttonRow(page)).toHaveCSS('opacity', '0');
    // A move brings them back.
    await page.mouse.move(video.x + video.width / 3, video.y + video.height / 3);
    expect(await shown(page)).toBe(true);
    await expect(buttonRow(page)).toHaveCSS('opacity', '1');
  });

  test('hovering the seek bar shows a thumbnail from the sprite sheet', async ({ page }) => {
    await openPlaying(page);
    const range = page.locator('media-time-range');
    const box = (await range.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    // The seek bar's own preview, in its shadow root.
    const thumbnail = range.locator('media-preview-thumbnail');
    await expect(thumbnail).toHaveAttribute('mediapreviewimage', /\/thumbnails\/sprite\.jpg#xywh=\d+,\d+,160,90$/);
    const image = thumbnail.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await expect(image).toBeVisible();
  });

  test('every control is reachable by keyboard and named, and the page is clean under axe, in both languages', async ({ browser }) => {
    for (const [prefix, names] of [
      // The video starts muted (the visitor has not interacted yet): the sound button unmutes.
      ['', ['Pause', 'Seek', 'Back 10 seconds', 'Forward 10 seconds', 'Unmute', 'Volume', 'Settings', 'Picture in picture', 'Full screen']],
      ['/ar', ['إيقاف مؤقت', 'التنقل في الفيديو', 'رجوع 10 ثوانٍ', 'تقديم 10 ثوانٍ', 'إلغاء كتم الصوت', 'مستوى الصوت', 'الإعدادات', 'صورة داخل صورة', 'ملء الشاشة']],
    ] as const) {
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await openPlaying(page, prefix);
      await page.locator('.player-Root').focus();
      const reached: string[] = [];
      for (let step = 0; step < 20 && !reached.includes(names.at(-1)!); step += 1) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(() => {
            let active = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.getAttribute('aria-label') ?? '';
          }),
        );
      }
      for (const name of names) expect(reached, `${prefix || '/'}: ${name}`).toContain(name);
      await page.keyboard.press('Escape');
      // Paused, the controls stay shown while axe reads them.
      await buttonRow(page).getByRole('button', { name: names[0] }).click();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('a tap shows the controls, and a double tap seeks 10 s back or forward', async ({ page }) => {
      await page.clock.install();
      await openPlaying(page);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.clock.runFor(3_500);
      expect(await shown(page)).toBe(false);
      const video = (await videoOf(page).boundingBox())!;
      // Above the large play button in the middle.
      const y = video.y + video.height * 0.2;
      const middle = video.x + video.width * 0.5;
      await page.touchscreen.tap(middle, y);
      // Shown, and still shown after the mouse events the browser sends after a tap (which end with a mouseleave).
      await expect.poll(() => shown(page)).toBe(true);
      expect(await shown(page)).toBe(true);

      // Paused, so the time moves only by the taps.
      await buttonRow(page).getByRole('button', { name: 'Pause' }).tap();
      await seekTo(page, 3);
      await doubleTap(page, video.x + video.width * 0.85, y);
      await expect.poll(() => currentTime(page)).toBeCloseTo(13, 0);
      await doubleTap(page, video.x + video.width * 0.15, y);
      await expect.poll(() => currentTime(page)).toBeCloseTo(3, 0);
      // A double tap in the middle does not seek.
      await doubleTap(page, middle, y);
      expect(await currentTime(page)).toBeCloseTo(3, 0);
    });
  });
});

async function seekTo(page: Page, seconds: number) {
  await videoOf(page).evaluate((video: HTMLVideoElement, at) => (video.currentTime = at), seconds);
  await expect.poll(() => currentTime(page)).toBeCloseTo(seconds, 0);
}

async function doubleTap(page: Page, x: number, y: number) {
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}
