import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from '../../../../host-app/server/content/seedCatalog';
import { SEED_COLLECTIONS } from '../../../../host-app/server/content/seedCollections';
import { SEED_HOUSE_ADS } from '../../../../host-app/server/content/seedEngagement';
import { SEED_EVENTS } from '../../../../host-app/server/content/seedEvents';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../../../host-app/contract/site/brandVariants';
import { SITE_ROUTES, sitePath } from '../../../../host-app/contract/site/sitePaths';
import { eventPath } from '../../../../host-app/client/content/EventCard';
import { LocaleRouter } from '../../../../host-app/client/routing/LocaleRouter';
import { localizedPath } from '../../../../host-app/client/routing/localePath';
import { siteRoutes } from '../../../../host-app/client/routing/routeTable';
import '../support/siteLanguages';

afterEach(cleanup);

const UNMATCHED = 'no route';

/**
 * The route pattern the site's router picks for an address, under the locale router as the site
 * runs it: the same wouter Switch over the same route table, each route showing its own pattern.
 */
function routeFor(address: string, brand = BRAND_VARIANTS[ACTIVE_BRAND_VARIANT]): string {
  const [pathname = '', search = ''] = address.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, static: true });
  const view = render(
    <Router hook={memory.hook}>
      <LocaleRouter>
        <Switch>
          {siteRoutes(brand)
            .filter((route) => !route.errorPage)
            .map((route) => (
              <Route key={route.path} path={route.path}>
                {route.path}
              </Route>
            ))}
          <Route>{UNMATCHED}</Route>
        </Switch>
      </LocaleRouter>
    </Router>,
  );
  const text = view.container.textContent ?? '';
  view.unmount();
  return text;
}

const isSitePath = (target: string) => target.startsWith('/') && !target.startsWith('//');

describe('links of the site and its seeded content', () => {
  it('open a page for every seeded house ad that points into the site, in both languages', () => {
    const internal = SEED_HOUSE_ADS.filter((ad) => isSitePath(ad.targetUrl));
    expect(internal.length).toBeGreaterThan(0);
    for (const ad of internal) {
      for (const locale of ['en', 'ar'] as const) {
        expect(routeFor(localizedPath(locale, ad.targetUrl)), `${ad.id} → ${ad.targetUrl} (${locale})`).not.toBe(UNMATCHED);
      }
    }
  });

  it('send the promoted channel ad to that channel’s page', () => {
    const channelAd = SEED_HOUSE_ADS.find((ad) => ad.id === 'nature-mpu');
    expect(channelAd?.targetUrl).toBe(sitePath.channel('nature-vr'));
    expect(routeFor(channelAd!.targetUrl)).toBe(SITE_ROUTES.channel);
    expect(SEED_CHANNELS.map((channel) => channel.id)).toContain('nature-vr');
  });

  it('built for every seeded channel, category, video, campaign collection and event open the matching page', () => {
    const expectations: [string, string][] = [
      ...SEED_CHANNELS.map((channel) => [sitePath.channel(channel.id), SITE_ROUTES.channel] as [string, string]),
      ...SEED_CATEGORIES.map((category) => [sitePath.category(category.id), SITE_ROUTES.category] as [string, string]),
      ...SEED_VIDEOS.map((video) => [sitePath.video(video.id), SITE_ROUTES.video] as [string, string]),
      ...SEED_COLLECTIONS.map((collection) => [sitePath.collection(collection.slug), SITE_ROUTES.collection] as [string, string]),
      ...SEED_EVENTS.flatMap((event) => [
        [eventPath({ id: event.id, isLive: true }), SITE_ROUTES.liveEvent] as [string, string],
        [eventPath({ id: event.id, isLive: false }), SITE_ROUTES.upcomingEvent] as [string, string],
      ]),
      // Ids are encoded, so an odd one still lands on its own page.
      [sitePath.video('a b/c?d'), SITE_ROUTES.video],
      [sitePath.signIn(sitePath.channel('nature-vr')), SITE_ROUTES.signIn],
    ];
    for (const [link, pattern] of expectations) {
      expect(routeFor(link), link).toBe(pattern);
      expect(routeFor(localizedPath('ar', link)), `ar ${link}`).toBe(pattern);
    }
  });

  it('to every fixed page and to each brand’s subscription landing path open a page', () => {
    const fixed = Object.values(SITE_ROUTES).filter((route) => !route.includes(':') && route !== SITE_ROUTES.notFound && route !== SITE_ROUTES.serverError);
    for (const route of fixed) expect(routeFor(route), route).toBe(route);
    for (const brand of Object.values(BRAND_VARIANTS)) {
      expect(routeFor(sitePath.subscription(brand), brand), brand.id).toBe(brand.subscriptionPath);
    }
  });

  it('that the site has no page for find none, so the checks above can fail', () => {
    expect(routeFor('/channel/nature-vr')).toBe(UNMATCHED);
    expect(routeFor('/vip-plans', BRAND_VARIANTS.streaming)).toBe(UNMATCHED);
  });
});
