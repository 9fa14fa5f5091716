import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { Collection } from '../../../../host-app/contract/content/discoveryTypes';
import { SCREEN_NAMES } from '../../../../host-app/client/analytics/analyticsEvents';
import { publicMedia } from '../../../../host-app/server/content/mediaFiles';
import { SEED_COLLECTIONS } from '../../../../host-app/server/content/seedCollections';
import { changeCatalogue } from '../catalogueChanges';
import { failure, startTestProduct, success, type TestProduct } from '../helpers';

const PUBLIC = /^public, max-age=\d+, stale-while-revalidate=\d+$/;

describe('campaign collections', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product?.close();
  });

  const get = (slug: string, headers: Record<string, string> = {}) => product.app.inject({ method: 'GET', url: API_PATHS.collection(slug), headers });

  it('seeds every campaign the spec names as a screen', () => {
    expect(SEED_COLLECTIONS.map((item) => item.screen).sort()).toEqual(
      ['News', 'News_Celta_Vigo', 'Laliga_News', 'Apple_Vision_Pro', 'Apple_Vision_Pro_Details', 'Sindalah_Island', 'Etisalat_Video'].sort(),
    );
    for (const item of SEED_COLLECTIONS) expect(SCREEN_NAMES).toContain(item.screen);
  });

  it.each(SEED_COLLECTIONS.map((item) => [item.slug, item] as const))('answers %s with its words in both languages, its hero and its videos in order', async (slug, seeded) => {
    const [en, ar] = [success<Collection>(await get(slug, { 'x-language': 'en' })), success<Collection>(await get(slug, { 'x-language': 'ar' }))];
    expect(en).toMatchObject({ slug, screen: seeded.screen, title: seeded.title.en, description: seeded.description.en });
    expect(ar).toMatchObject({ slug, screen: seeded.screen, title: seeded.title.ar, description: seeded.description.ar });
    expect(en.videos.map((video) => video.id)).toEqual(seeded.videoIds);
    expect(ar.videos[0]!.title).not.toBe(en.videos[0]!.title);
    expect(en.hero).toContain(publicMedia.videoCover(seeded.heroVideoId));
  });

  it('links a campaign and its details page both ways', async () => {
    const campaign = success<Collection>(await get('apple-vision-pro'));
    expect(campaign.parent).toBeNull();
    expect(campaign.children.map((child) => child.slug)).toEqual(['apple-vision-pro-details']);
    const details = success<Collection>(await get('apple-vision-pro-details', { 'x-language': 'ar' }));
    expect(details.parent).toEqual({ slug: 'apple-vision-pro', title: 'أبل فيجن برو' });
    expect(details.children).toEqual([]);
  });

  it('is a public read with an ETag, answered 304 unchanged and anew once the collection changes', async () => {
    const first = await get('news');
    expect(first.headers['cache-control']).toMatch(PUBLIC);
    const etag = String(first.headers.etag);
    expect((await get('news', { 'if-none-match': etag })).statusCode).toBe(304);

    await changeCatalogue(product.db, () => product.db.query("UPDATE product.collections SET title_en = 'Headlines' WHERE slug = 'news'"));
    try {
      const changed = await get('news', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(success<Collection>(changed).title).toBe('Headlines');
    } finally {
      await changeCatalogue(product.db, () => product.db.query("UPDATE product.collections SET title_en = 'News' WHERE slug = 'news'"));
    }
  });

  it('answers 404 for a slug no collection has, and 400 for one that is not a slug', async () => {
    const missing = await get('no-such-campaign', { 'x-language': 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(failure(missing).message).toBe('هذه المجموعة غير موجودة');
    expect((await get('Not_A_Slug')).statusCode).toBe(400);
  });
});
