import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../../host-app/contract/site/brandVariants';
import { SITE_ROUTES, sitePath } from '../../../host-app/contract/site/sitePaths';
import { TEST_CARDS } from '../checkoutPage';
import { HOST, newAccount, signUpThroughApi } from './hostSite';
import { PREMIUM_WORDS } from './premiumPage';
import { subscribeThroughApi } from './subscriptionApi';

/**
 * Visual regression for the site: pages whose look does not depend on the clock (a video's and a
 * 360° video's page with the player paused at its start among them), and pages whose clock-bound
 * parts are masked or pinned (a live event, a subscriber's subscription settings), in both
 * languages, at a laptop's and a phone's width, compared with committed screenshots, so a changed
 * colour, size or spacing in the site's CSS fails here. `npm run test:visual` rewrites the
 * baselines on purpose; they are made with this machine's Chromium and fonts, as the kit's are.
 * Reduced motion holds the hero carousel on its first slide; the viewport is compared, not the
 * whole page, so rows below the fold (live and upcoming events) cannot move a baseline.
 */
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
type WidthName = keyof typeof WIDTHS;
/**
 * A page is loaded at a phone's width and widened: the browser then fetches the larger images a
 * laptop's load would (narrowed, it keeps the larger ones, resampled). A player goes the other
 * way: narrowed, it keeps the laptop's sharper rendition, whose picture differs from a phone's
 * own by less than the 2% its screenshots allow, where widened it would show the phone's softer
 * one until the next segment.
 */
const WIDENING = ['phone', 'laptop'] as const satisfies readonly WidthName[];
const NARROWING = ['laptop', 'phone'] as const satisfies readonly WidthName[];
const LOCALES = ['en', 'ar'] as const;
/** A regular video: its first frame is the same on every run. */
const VIDEO = 'match-highlights';
/** A 360° video free to watch: its sphere starts facing the same way, on the same first frame. */
const SPHERICAL_VIDEO = 'desert-dunes-360';
/** A live event free to watch, so its player shows rather than the way to premium. */
const LIVE_EVENT = 'rooftop-concert-live';
/**
 * Every date the subscription page shows, pinned in the API's answers: the server has no fixed
 * clock for tests. Pinned rather than masked, so the dates' format is compared too, and a month's
 * longer name cannot move the billing table's columns.
 */
const PINNED_DATE = '2030-03-14T09:30:00.000Z';
const PAGES = { home: SITE_ROUTES.home, premium: BRAND_VARIANTS[ACTIVE_BRAND_VARIANT].subscriptionPath, signIn: SITE_ROUTES.signIn, notFound: '/no-such-page' };

const localized = (locale: (typeof LOCALES)[number], path: string) => (locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`);

/** Waits until what the screenshot shows has arrived: fonts, every image in view, no skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
}

/** Waits for the player's first frame, then pauses it at its start; the controls stay shown while paused. */
async function pauseAtStart(page: Page): Promise<void> {
  const video = page.locator('.player-Root video').first();
  // The stream is generated on the server's first start: the picture is there once the first frame is.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 240_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 0;
    await new Promise((resolve) => (element.seeking ? element.addEventListener('seeked', resolve, { once: true }) : resolve(null)));
  });
}

/** The answer of an API call with every date in it replaced by PINNED_DATE; the rest is the server's own. */
async function pinDates(page: Page, path: string, fields: readonly string[]): Promise<void> {
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    const pinned = JSON.stringify(await response.json(), (key, value: unknown) => (fields.includes(key) && typeof value === 'string' ? PINNED_DATE : value));
    await route.fulfill({ response, body: pinned });
  });
}

/**
 * Each page is loaded once, at the first of `widths`, and compared there, then at the other: the
 * window is resized as a viewer's would be, and the page must settle to that width's baseline.
 * One load per page and language, not two.
 */
async function atEachWidth(page: Page, widths: readonly WidthName[], compare: (widthName: WidthName) => Promise<void>): Promise<void> {
  for (const widthName of widths) {
    if (page.viewportSize()?.width !== WIDTHS[widthName].width) await page.setViewportSize(WIDTHS[widthName]);
    await compare(widthName);
  }
}

for (const locale of LOCALES) {
  test.describe(`the site in ${locale}, at a laptop's width (${WIDTHS.laptop.width} px) and a phone's (${WIDTHS.phone.width} px)`, () => {
    test.use({ viewport: WIDTHS[NARROWING[0]], reducedMotion: 'reduce' });

    test(`a video page, the player paused at its start with its controls shown, looks as its committed screenshots @visual`, async ({ page }) => {
      await page.goto(`${HOST}${localized(locale, `/video/${VIDEO}`)}`);
      await pauseAtStart(page);
      await atEachWidth(page, NARROWING, async (widthName) => {
        await settled(page);
        // The picture is the decoder's: about 1% of the pixels, around its frame, have differed between runs, so 2% may.
        await expect(page).toHaveScreenshot(`video-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.02 });
      });
    });

    test(`a 360° video page, the player paused at its start with its controls shown, looks as its committed screenshots @visual`, async ({ page }) => {
      await page.goto(`${HOST}${localized(locale, sitePath.video(SPHERICAL_VIDEO))}`);
      // The sphere is drawn by three.js, loaded on demand: its canvas is there once it is.
      await expect(page.locator('.player-SphereCanvas')).toBeVisible({ timeout: 30_000 });
      await pauseAtStart(page);
      await expect(page.locator('.player-SphereSurface')).toHaveAttribute('data-yaw', '0');
      await atEachWidth(page, NARROWING, async (widthName) => {
        await settled(page);
        // The sphere shows the decoded frame through WebGL: the same 2% the flat video's picture may move by.
        await expect(page).toHaveScreenshot(`video360-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.02 });
      });
    });

    test(`a live event page, its picture, seek bar and start time left out, looks as its committed screenshots @visual`, async ({ page }) => {
      await page.goto(`${HOST}${localized(locale, sitePath.liveEvent(LIVE_EVENT))}`);
      await expect(page.locator('.player-Root')).toHaveAttribute('data-live', 'true');
      const video = page.locator('.player-Root video').first();
      // The live feed is encoded on the server's first start: the picture is there once the first frame is.
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 240_000 }).toBeGreaterThanOrEqual(2);
      // Paused, the controls stay and the player offers to go back to live: the same on every run.
      await video.evaluate((element: HTMLVideoElement) => element.pause());
      await expect(page.locator('[data-action="go-to-live"]')).toBeVisible();
      // The live picture follows the clock; it is hidden rather than masked, as a mask would also cover the controls drawn over it.
      await page.locator('.player-SphereCanvas').evaluate((canvas: HTMLElement) => canvas.style.setProperty('visibility', 'hidden'));
      await atEachWidth(page, NARROWING, async (widthName) => {
        await settled(page);
        // The seek bar's place in the sliding window and the start time follow the clock: masked.
        const mask = [page.locator('.player-SeekBar'), page.locator('.site-Event dd').filter({ has: page.locator('time') })];
        await expect(page).toHaveScreenshot(`liveEvent-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', mask, threshold: 0.02, maxDiffPixelRatio: 0.001 });
      });
    });

    test.describe('signed in', () => {
      // The pinned dates read the same wherever the baselines are made.
      test.use({ timezoneId: 'UTC' });

      test(`a subscriber's subscription settings, their dates pinned, look as their committed screenshots @visual`, async ({ page, request }) => {
        const account = newAccount(`visual-${locale}`);
        const token = await signUpThroughApi(request, account);
        await subscribeThroughApi(request, token, TEST_CARDS.success);
        await pinDates(page, API_PATHS.subscriptionDetails, ['currentPeriodEndsAt']);
        await pinDates(page, API_PATHS.billingHistory, ['occurredAt']);
        await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
        await page.goto(`${HOST}${localized(locale, SITE_ROUTES.subscriptionSettings)}`);
        await expect(page.getByRole('link', { name: PREMIUM_WORDS[locale].account(account.fullName) }).getByText(PREMIUM_WORDS[locale].badge, { exact: true })).toBeVisible();
        await expect(page.locator('.site-Table time')).toHaveAttribute('datetime', PINNED_DATE);
        await atEachWidth(page, NARROWING, async (widthName) => {
          await settled(page);
          await expect(page).toHaveScreenshot(`subscription-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.001 });
        });
      });
    });

    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} looks as its committed screenshots @visual`, async ({ page }) => {
        await page.setViewportSize(WIDTHS[WIDENING[0]]);
        await page.goto(`${HOST}${localized(locale, path)}`);
        await atEachWidth(page, WIDENING, async (widthName) => {
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.001 });
        });
      });
    }
  });
}
