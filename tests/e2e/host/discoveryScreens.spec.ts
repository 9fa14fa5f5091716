import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DISCOVER_LINKS } from '../../../host-app/client/shell/discoverLinks';
import { DISCOVERY_SECTION_TITLES } from '../../../host-app/server/content/discoveryScreens';
import { SEED_COLLECTIONS } from '../../../host-app/server/content/seedCollections';
import { SITE_ROUTES, sitePath } from '../../../host-app/contract/site/sitePaths';
import { HOST } from './hostSite';
import { storedAnalytics } from './premiumPage';

type Locale = 'en' | 'ar';
const catalog = (locale: Locale, namespace: string) => JSON.parse(readFileSync(`host-app/client/i18n/locales/${locale}/${namespace}.json`, 'utf8')) as Record<string, string>;
const SITE = { en: catalog('en', 'site'), ar: catalog('ar', 'site') };

/** Each screen, with the spec's screen name and a row its server-rendered page must already hold. */
const SCREENS: Record<string, { screen: string; row: keyof typeof DISCOVERY_SECTION_TITLES }> = {
  [SITE_ROUTES.explore]: { screen: 'Explore', row: 'collections' },
  [SITE_ROUTES.showcase]: { screen: 'Showcase', row: 'spherical' },
  [SITE_ROUTES.featuredReplay]: { screen: 'Featured_Replay', row: 'replays' },
  [SITE_ROUTES.peopleWeLove]: { screen: 'People_We_Love', row: 'people' },
  [SITE_ROUTES.teleportNow]: { screen: 'Teleport_Now', row: 'places' },
};
const CAMPAIGN = SEED_COLLECTIONS.find((collection) => collection.slug === 'sindalah-island')!;
const DETAILS = SEED_COLLECTIONS.find((collection) => collection.slug === 'apple-vision-pro-details')!;
const PHONE = { width: 390, height: 844 };

/** How far the page is wider than a phone's viewport: 0 when nothing overflows. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of ['en', 'ar'] as const) {
  test(`the discovery screens and a campaign open from the footer and Explore, rendered on the server, fit a phone and report their screens, in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({ page, request }) => {
    const prefix = locale === 'en' ? '' : '/ar';
    const served = async (path: string, status = 200) => {
      const answer = await request.get(`${HOST}${prefix}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status(), path).toBe(status);
      return answer.text();
    };

    // Served by the server with their rows already in the page, each title in the page's language.
    for (const link of DISCOVER_LINKS) {
      const html = await served(link.href);
      expect(html, link.href).toContain(`<h1>${SITE[locale][link.label]}</h1>`);
      expect(html, link.href).toContain(`>${DISCOVERY_SECTION_TITLES[SCREENS[link.href]!.row][locale]}</h2>`);
    }
    const campaignHtml = await served(sitePath.collection(CAMPAIGN.slug));
    expect(campaignHtml).toContain(`<h1>${CAMPAIGN.title[locale]}</h1>`);
    expect(campaignHtml).toContain(CAMPAIGN.description[locale]);
    const detailsHtml = await served(sitePath.collection(DETAILS.slug));
    expect(detailsHtml).toContain(`<h1>${DETAILS.title[locale]}</h1>`);
    expect(detailsHtml).toContain(`href="${prefix}${sitePath.collection(DETAILS.parentSlug!)}"`);
    // A slug no campaign has is the 404 page, on the wire too.
    expect(await served(sitePath.collection('no-such-campaign'), 404)).toContain(`<h1>${SITE[locale]['error.notFound.title']}</h1>`);

    // In the browser at a phone's width: from the footer, and a campaign from Explore's collections.
    await page.setViewportSize(PHONE);
    await page.goto(`${HOST}${prefix}/`);
    const footerLink = (label: string) => page.getByRole('navigation', { name: SITE[locale]['shell.footer.discover']! }).getByRole('link', { name: label, exact: true });
    const opened = async (path: string, heading: string) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`${prefix}${path}`);
      await expect(page.locator('main [data-page-status]')).toHaveCount(0);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    };
    const screens = ['Home'];
    const reported = async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'page_view').map((event) => event.screen);
    // Home's view is reported once it has hydrated and started its analytics session: a click
    // before that is a plain link, a page of its own.
    await page.waitForFunction(() => window.localStorage.getItem('analytics.session') !== null);
    await expect.poll(reported).toEqual(screens);
    for (const link of DISCOVER_LINKS) {
      await footerLink(SITE[locale][link.label]!).click();
      await opened(link.href, SITE[locale][link.label]!);
      screens.push(SCREENS[link.href]!.screen);
      if (link.href === SITE_ROUTES.explore) {
        await page.locator('[data-section="collections"]').getByRole('link', { name: new RegExp(CAMPAIGN.title[locale]) }).click();
        await opened(sitePath.collection(CAMPAIGN.slug), CAMPAIGN.title[locale]);
        await expect(page.locator('.site-Collection .site-CardGrid > li')).toHaveCount(CAMPAIGN.videoIds.length);
        screens.push(CAMPAIGN.screen);
      }
    }
    await expect.poll(reported).toEqual(screens);
  });
}
