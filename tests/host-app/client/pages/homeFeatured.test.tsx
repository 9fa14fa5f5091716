import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdConfiguration } from '../../../../host-app/contract/ads/adConfiguration';
import type { HouseAd } from '../../../../host-app/contract/content/contentTypes';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { home, ok } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const houseAds: HouseAd[] = [
  { id: 'premium-billboard', placement: 'billboard', title: 'Go Premium', imageUrl: '/media/files/ads/premium-billboard.png', targetUrl: '/premium' },
  { id: 'nature-mpu', placement: 'mpu', title: 'New on Nature VR', imageUrl: '/media/files/ads/nature-mpu.png', targetUrl: '/channels/nature-vr' },
];

/** The API as it answers a visitor: house ads in the ad configuration and in home's dynamic_home_ads section. */
function adsAnswered(config: AdConfiguration | null) {
  const fixture = home();
  server.use(
    http.get(`*${API_PATHS.adConfiguration}`, () => HttpResponse.json(ok(config))),
    http.get('*/home/:locale/:country', () =>
      HttpResponse.json(ok({ ...fixture, sections: [...fixture.sections, { key: 'dynamic_home_ads', type: 'dynamicHomeAd', title: 'Featured', items: houseAds }] })),
    ),
  );
}

describe('home: Featured and the mpu', () => {
  it('shows the Featured section with the mpu house ad, and the billboard once above the sections', async () => {
    adsAnswered({ units: {}, placements: ['billboard', 'mpu'], houseAds });
    const site = await renderSite({ path: '/' });
    // The waits allow the ads module and the answers more than the default second on a busy machine.
    const featured = await screen.findByRole('region', { name: 'Featured' }, { timeout: 5000 });
    await waitFor(() => expect(within(featured).getByRole('link', { name: /New on Nature VR/ }).getAttribute('href')).toBe('/channels/nature-vr'), { timeout: 5000 });
    expect(featured.querySelector('[data-ad-placement="mpu"]')).not.toBeNull();
    // Each house ad once on the page: the billboard sits on top, not again in Featured.
    await waitFor(() => expect([...document.querySelectorAll('[data-house-ad]')].map((ad) => (ad as HTMLElement).dataset.houseAd).sort()).toEqual(['nature-mpu', 'premium-billboard']), { timeout: 5000 });
    expect(featured.querySelector('[data-ad-placement="billboard"]')).toBeNull();
    // Featured comes where the answer puts it: after the other sections.
    const sections = [...document.querySelectorAll('main section[data-section]')].map((section) => (section as HTMLElement).dataset.section);
    expect(sections.at(-1)).toBe('dynamic_home_ads');
    site.removeSink();
  }, 20_000);

  it('shows no Featured section when the site has no ads for the viewer', async () => {
    adsAnswered(null);
    const site = await renderSite({ path: '/' });
    await screen.findByRole('region', { name: 'Featured replay' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(document.querySelector('[data-ad-placement]')).toBeNull();
    site.removeSink();
  }, 20_000);
});
