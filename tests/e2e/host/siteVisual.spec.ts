import { expect, test, type Page } from '@playwright/test';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../../host-app/shared/brandVariants';
import { SITE_ROUTES } from '../../../host-app/shared/sitePaths';
import { HOST } from './hostSite';

/**
 * Visual regression for the site: pages whose look does not depend on the clock (a video's page
 * with the player paused at its start among them), in both languages, at a phone's and a laptop's
 * width, compared with committed screenshots, so a changed colour, size or spacing in the site's
 * CSS fails here. `npm run test:visual` rewrites the
 * baselines on purpose; they are made with this machine's Chromium and fonts, as the kit's are.
 * Reduced motion holds the hero carousel on its first slide; the viewport is compared, not the
 * whole page, so rows below the fold (live and upcoming events) cannot move a baseline.
 */
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const LOCALES = ['en', 'ar'] as const;
/** A regular video: its first frame is the same on every run. */
const VIDEO = 'match-highlights';
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

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const locale of LOCALES) {
    test.describe(`the site at ${widthName} width (${viewport.width} px), ${locale}`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });

      test(`a video page, the player paused at its start with its controls shown, looks as its committed screenshot @visual`, async ({ page }) => {
        await page.goto(`${HOST}${localized(locale, `/video/${VIDEO}`)}`);
        const video = page.locator('.player-Root video').first();
        // The stream is generated on the server's first start: the picture is there once the first frame is.
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 240_000 }).toBeGreaterThanOrEqual(2);
        await video.evaluate(async (element: HTMLVideoElement) => {
          element.pause();
          element.currentTime = 0;
          await new Promise((resolve) => (element.seeking ? element.addEventListener('seeked', resolve, { once: true }) : resolve(null)));
        });
        await settled(page);
        // The picture is the decoder's: about 1% of the pixels, around its frame, have differed between runs, so 2% may.
        await expect(page).toHaveScreenshot(`video-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.02 });
      });

      for (const [name, path] of Object.entries(PAGES)) {
        test(`${name} looks as its committed screenshot @visual`, async ({ page }) => {
          await page.goto(`${HOST}${localized(locale, path)}`);
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${locale}-${widthName}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.001 });
        });
      }
    });
  }
}
