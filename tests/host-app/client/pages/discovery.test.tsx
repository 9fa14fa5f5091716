import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../../../host-app/contract/content/discoveryTypes';
import type { HomeData, HouseAd } from '../../../../host-app/contract/content/contentTypes';
import { renderSite, server } from '../support/renderSite';
import { channel, event, failure, home, ok, video } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const offer: HouseAd = { id: 'premium-offer', placement: 'billboard', title: 'Go Premium', imageUrl: '/media/files/ads/premium.png', targetUrl: '/premium' };

/** Home as the API answers it, with every section key that has a component of its own. */
function discoveryHome(locale: string): HomeData {
  const base = home({ locale });
  return {
    ...base,
    sections: [
      ...base.sections,
      { key: 'web_dynamic_ads', type: 'dynamicHomeAd', title: 'Offers', items: [offer] },
      { key: 'upcomingEvents', type: 'events', title: 'Upcoming events', items: [event('next-up', { isLive: false, title: 'Cup Final' })] },
      { key: 'live', type: 'events', title: 'Live', items: [event('on-air', { title: 'Derby' })] },
      { key: 'stars', type: 'channels', title: 'Stars', items: [channel({ id: 'star', title: 'Star Channel' })] },
      { key: 'category', type: 'videos', title: 'Sports', items: [video('goal', { categoryId: 'sports', title: 'Great goal' })] },
      { key: 'people_we_love', type: 'videos', title: 'People we love', items: [video('coach', { title: 'The coach' })] },
      { key: 'past_live', type: 'events', title: 'Past live', items: [event('regatta', { isLive: false, title: 'Regatta', navigationId: 'regatta-replay' })] },
    ],
  };
}

function answerHome() {
  server.use(http.get('*/home/:locale/:country', ({ params }) => HttpResponse.json(ok(discoveryHome(String(params.locale))))));
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });
const linkIn = async (regionName: string, linkName: string | RegExp) => within(await region(regionName)).getByRole('link', { name: linkName }).getAttribute('href');

describe('home: the sections with a component of their own', () => {
  it('draws each by its key, with its items and the page with all of them', async () => {
    answerHome();
    const site = await renderSite({ path: '/' });
    expect(await linkIn('Offers', /Go Premium/)).toBe('/premium');
    expect(within(await region('Offers')).getByText('Offer')).toBeTruthy();
    expect(await linkIn('Live', /Derby/)).toBe('/live/on-air');
    expect(await linkIn('Live', 'All events')).toBe('/events');
    expect(await linkIn('Stars', /Star Channel/)).toBe('/channels/star');
    expect(await linkIn('Sports', /Great goal/)).toBe('/video/goal');
    expect(await linkIn('Sports', 'More in Sports')).toBe('/category/sports');
    expect(await linkIn('Sports', 'All categories')).toBe('/categories');
    expect(await linkIn('People we love', /The coach/)).toBe('/video/coach');
    expect(await linkIn('People we love', 'More people we love')).toBe('/people-we-love');
    expect(await linkIn('Featured replay', 'All replays')).toBe('/featured-replay');
    // A past event opens its replay, not an event page.
    expect(await linkIn('Past live', /Regatta/)).toBe('/video/regatta-replay');
    expect(await linkIn('Channels', 'All channels')).toBe('/channels');
    expect(site.pageViews).toEqual(['Home']);
    site.removeSink();
  }, 20_000);

  it('says its links in Arabic on the Arabic home', async () => {
    answerHome();
    const site = await renderSite({ path: '/ar' });
    expect(await linkIn('Live', 'كل الفعاليات')).toBe('/ar/events');
    expect(await linkIn('Sports', 'كل التصنيفات')).toBe('/ar/categories');
    expect(await linkIn('People we love', 'المزيد من ناس نحبهم')).toBe('/ar/people-we-love');
    expect(within(await region('Past live')).getByText('شاهد الإعادة')).toBeTruthy();
    site.removeSink();
  }, 20_000);
});

describe('events page', () => {
  it('lists live now, coming up and past events, the past ones opening their replays', async () => {
    answerHome();
    const site = await renderSite({ path: '/events' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' }, { timeout: 5000 })).toBeTruthy();
    expect(await linkIn('Live now', /Event e1/)).toBe('/live/e1');
    expect(await linkIn('Coming up', /Cup Final/)).toBe('/upcoming/next-up');
    expect(await linkIn('Past events', /Regatta/)).toBe('/video/regatta-replay');
    await waitFor(() => expect(document.title).toContain('Events'));
    site.removeSink();
  }, 20_000);

  it('speaks Arabic and says when a list is empty', async () => {
    server.use(http.get('*/home/:locale/:country', () => HttpResponse.json(ok(home({ locale: 'ar', sections: [] })))));
    const site = await renderSite({ path: '/ar/events' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفعاليات' }, { timeout: 5000 })).toBeTruthy();
    expect(within(await region('مباشر الآن')).getByText('ما في شي مباشر الحين.')).toBeTruthy();
    expect(within(await region('الفعاليات السابقة')).getByText('ما في فعاليات سابقة للحين.')).toBeTruthy();
    site.removeSink();
  }, 20_000);
});

describe('category list page', () => {
  it('lists every category, each opening its page, and reports the Category screen once', async () => {
    answerHome();
    const site = await renderSite({ path: '/categories' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Nature/ })).getAttribute('href')).toBe('/category/nature');
    await waitFor(() => expect(site.pageViews).toEqual(['Category']));
    site.removeSink();
  }, 20_000);

  it('speaks Arabic', async () => {
    answerHome();
    const site = await renderSite({ path: '/ar/categories' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التصنيفات' }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Nature/ })).getAttribute('href')).toBe('/ar/category/nature');
    site.removeSink();
  }, 20_000);
});

function collection(slug: string, overrides: Partial<Collection> = {}): Collection {
  return {
    slug,
    screen: 'Sindalah_Island',
    title: 'Sindalah Island',
    description: 'The island in 360°.',
    hero: '/media/files/videos/reef.jpg',
    videos: [video('reef', { title: 'Reef dive' })],
    parent: null,
    children: [],
    ...overrides,
  };
}

describe('campaign collection page', () => {
  it('shows the campaign named by its data, links its details and campaign, and reports the campaign’s own screen', async () => {
    server.use(
      http.get('*/api/v1/collections/:slug', ({ params }) =>
        HttpResponse.json(
          ok(
            params.slug === 'apple-vision-pro-details'
              ? collection('apple-vision-pro-details', { screen: 'Apple_Vision_Pro_Details', title: 'Watching on Apple Vision Pro', parent: { slug: 'apple-vision-pro', title: 'Apple Vision Pro' } })
              : collection(String(params.slug)),
          ),
        ),
      ),
    );
    const site = await renderSite({ path: '/collections/sindalah-island' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sindalah Island' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reef dive/ }).getAttribute('href')).toBe('/video/reef');
    await waitFor(() => expect(site.pageViews).toEqual(['Sindalah_Island']));
    site.removeSink();
    cleanup();

    const details = await renderSite({ path: '/collections/apple-vision-pro-details' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Watching on Apple Vision Pro' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Part of Apple Vision Pro' }).getAttribute('href')).toBe('/collections/apple-vision-pro');
    await waitFor(() => expect(details.pageViews).toEqual(['Apple_Vision_Pro_Details']));
    details.removeSink();
  }, 20_000);

  it('is the 404 page for a slug no collection has, and reports no screen', async () => {
    server.use(http.get('*/api/v1/collections/:slug', () => HttpResponse.json(failure(404, 'This collection does not exist', 'notFound.collection'), { status: 404 })));
    const site = await renderSite({ path: '/collections/nothing-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    expect(site.pageViews).toEqual([]);
    site.removeSink();
  }, 20_000);
});
