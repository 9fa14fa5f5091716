import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, HouseAd } from '../../../../host-app/shared/apiTypes';
import { renderSite, server } from '../support/renderSite';
import { channel, event, home, ok, video } from '../support/siteFixtures';

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
