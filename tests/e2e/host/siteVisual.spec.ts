import { expect, test, type Page } from '@playwright/test';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../../host-app/shared/brandVariants';
import { SITE_ROUTES } from '../../../host-app/shared/sitePaths';
import { HOST } from './hostSite';

/**
 * Visual regression for the site: pages whose look does not depend on the clock, in both
 * languages, at a phone's and a laptop's width, compared with committed screenshots, so a changed
 * colour, size or spacing in the site's CSS fails here. `npm run test:visual` rewrites the
 * baselines on purpose; they are made with this machine's Chromium and fonts, as the kit's are.
 * Reduced motion holds the hero carousel on its first slide; the viewport is compared, not the
 * whole page, so rows below the fold (live and upcoming events) cannot move a baseline.
 */
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const LOCALES = ['en', 'ar'] as const;
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
