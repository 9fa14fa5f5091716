import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { type DiscoveryScreen, type DiscoverySection, DISCOVERY_SCREENS } from '../../../../host-app/contract/content/discoveryTypes';
import type { VideoSummary } from '../../../../host-app/contract/content/contentTypes';
import { VideoFormat } from '../../../../host-app/contract/content/contentConstants';
import { SEED_CATEGORIES, SEED_VIDEOS } from '../../../../host-app/server/content/seedCatalog';
import { SEED_COLLECTIONS } from '../../../../host-app/server/content/seedCollections';
import { nextEventChange } from '../../../../host-app/server/content/eventQueries';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '../../../../host-app/server/publicReads/cachePolicy';
import { changeCatalogue } from '../catalogueChanges';
import { failure, startTestProduct, success, type TestProduct } from '../helpers';

const PUBLIC = /^public, max-age=\d+, stale-while-revalidate=\d+$/;

describe('discovery screens', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product?.close();
  });

  const get = (screen: string, headers: Record<string, string> = {}) => product.app.inject({ method: 'GET', url: API_PATHS.discoveryScreen(screen), headers });
  const screen = async (id: string, locale: 'en' | 'ar' = 'en') => success<DiscoveryScreen>(await get(id, { 'x-language': locale }));
  const section = (data: DiscoveryScreen, key: string): DiscoverySection => {
    const found = data.sections.find((item) => item.key === key);
    if (!found) throw new Error(`${data.screen} has no ${key} row: ${data.sections.map((item) => item.key).join(', ')}`);
    return found;
  };
  const ids = (row: DiscoverySection) => row.items.map((item) => ('id' in item ? item.id : item.slug));

  it.each(DISCOVERY_SCREENS)('%s answers rows with a title and items in both languages, titled differently in Arabic', async (id) => {
    const [en, ar] = [await screen(id, 'en'), await screen(id, 'ar')];
    expect(en.screen).toBe(id);
    expect(en.sections.length).toBeGreaterThan(0);
    expect(ar.sections.map((row) => row.key)).toEqual(en.sections.map((row) => row.key));
    for (const [index, row] of en.sections.entries()) {
      expect(row.items.length, row.key).toBeGreaterThan(0);
      expect(row.title, row.key).not.toBe('');
      expect(ar.sections[index]!.title, row.key).not.toBe(row.title);
    }
  });

  it('Explore has a row per category with its videos and its id, the campaigns without their details pages, and the channels', async () => {
    const explore = await screen('explore');
    for (const category of SEED_CATEGORIES) {
      const row = section(explore, `category-${category.id}`);
      expect(row).toMatchObject({ type: 'videos', title: category.title.en, categoryId: category.id });
      expect((row.items as VideoSummary[]).every((video) => video.categoryId === category.id)).toBe(true);
    }
    expect(ids(section(explore, 'collections'))).toEqual(SEED_COLLECTIONS.filter((item) => !item.parentSlug).map((item) => item.slug));
    expect(section(explore, 'channels').type).toBe('channels');
  });

  it('Showcase holds the featured, the 360° and the Premium videos', async () => {
    const showcase = await screen('showcase');
    const seeded = (keep: (video: (typeof SEED_VIDEOS)[number]) => boolean) => SEED_VIDEOS.filter(keep).map((video) => video.id).sort();
    expect(ids(section(showcase, 'featured')).sort()).toEqual(seeded((video) => video.featured));
    expect(ids(section(showcase, 'spherical')).sort()).toEqual(seeded((video) => video.format === VideoFormat.Spherical));
    expect(ids(section(showcase, 'premium')).sort()).toEqual(seeded((video) => video.isPremium));
  });

  it('Featured replay lists the ended events, the latest first, then the newest videos; People we love its videos and the stars', async () => {
    const replay = await screen('featured-replay');
    expect(ids(section(replay, 'replays'))).toEqual(['harbour-regatta', 'oud-festival-night']);
    const latest = section(replay, 'latest').items as VideoSummary[];
    expect(latest.map((video) => video.publishedAt)).toEqual([...latest.map((video) => video.publishedAt)].sort().reverse());
    const people = await screen('people-we-love');
    expect(ids(section(people, 'people'))).toEqual(['coach-interview', 'acoustic-session', 'festival-recap', 'old-town-walk']);
    expect(section(people, 'stars').type).toBe('channels');
  });

  it('Teleport now shows what is on air and 360° places, and holds only until the next event starts or ends', async () => {
    const response = await get('teleport-now');
    const teleport = success<DiscoveryScreen>(response);
    expect(ids(section(teleport, 'onAir'))).toContain('league-derby-live');
    const places = section(teleport, 'places').items as VideoSummary[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((video) => video.format === VideoFormat.Spherical && ['travel', 'nature'].includes(video.categoryId))).toBe(true);
    const changesAt = await nextEventChange(product.db, product.clock.now);
    const secondsLeft = Math.floor((changesAt!.getTime() - product.clock.now.getTime()) / 1000);
    expect(response.headers['cache-control']).toContain(`max-age=${Math.min(PUBLIC_READ_MAX_AGE_SECONDS, secondsLeft)},`);
  });

  it('is a public read with an ETag, answered 304 when it has not changed and anew after a catalogue change', async () => {
    const first = await get('showcase');
    expect(first.headers['cache-control']).toMatch(PUBLIC);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get('showcase', { 'if-none-match': etag })).statusCode).toBe(304);

    await changeCatalogue(product.db, () => product.db.query("UPDATE product.videos SET featured = false WHERE id = 'desert-dunes-360'"));
    try {
      const changed = await get('showcase', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(ids(section(success<DiscoveryScreen>(changed), 'featured'))).not.toContain('desert-dunes-360');
    } finally {
      await changeCatalogue(product.db, () => product.db.query("UPDATE product.videos SET featured = true WHERE id = 'desert-dunes-360'"));
    }
  });

  it('refuses a screen it does not have, and query parameters', async () => {
    const unknown = await get('trending');
    expect(unknown.statusCode).toBe(400);
    expect(failure(unknown).fields).toEqual(['params.screen']);
    const withQuery = await product.app.inject({ method: 'GET', url: `${API_PATHS.discoveryScreen('explore')}?page=2` });
    expect(withQuery.statusCode).toBe(400);
  });
});
