import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { VideoPage } from '../../../../host-app/contract/content/contentTypes';
import type { CatalogueSearch, SearchSuggestions } from '../../../../host-app/contract/content/searchTypes';
import { countRows, failure, startTestProduct, success, type TestProduct } from '../helpers';

// Runs on PGlite and, under npm test, on PostgreSQL too: the search SQL is the same on both.
describe('catalogue search', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const search = async (q: string, language: 'en' | 'ar' = 'en') =>
    success<CatalogueSearch>(await product.app.inject({ method: 'GET', url: API_PATHS.search, query: { q }, headers: { 'x-language': language } }));
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  it('finds the same video however the Arabic is spelled: alef forms, taa marbuta, diacritics', async () => {
    const spellings = ['أبرز لقطات المباراة', 'ابرز لقطات المباراه', 'إبرز لقطات المباراة', 'المُبَارَاة', 'المباراه'];
    for (const q of spellings) {
      const found = await search(q, 'ar');
      expect(ids(found.videos)[0], q).toBe('match-highlights');
      expect(found.videos[0]?.title, q).toBe('أبرز لقطات المباراة');
    }
  });

  it('finds stemmed English words, and ranks a title match above a description match', async () => {
    const found = await search('highlight');
    expect(ids(found.videos)[0]).toBe('match-highlights');
    const dunes = await search('dune');
    expect(ids(dunes.videos)[0]).toBe('desert-dunes-360');
  });

  it('finds a channel by its name, in either language', async () => {
    expect(ids((await search('Sports Arena')).channels)).toEqual(['sports-arena']);
    const arabic = await search('ساحه الرياضة', 'ar');
    expect(ids(arabic.channels)).toEqual(['sports-arena']);
    expect(arabic.channels[0]?.title).toBe('ساحة الرياضة');
  });

  it('finds a live or coming event by its name, as the catalogue shows it', async () => {
    const found = await search('Desert Rally');
    expect(ids(found.events)).toContain('desert-rally');
    expect(found.events.find((event) => event.id === 'desert-rally')).toMatchObject({ title: 'Desert Rally Stage', isLive: expect.any(Boolean) });
    expect(ids((await search('مرحلة رالي', 'ar')).events)).toContain('desert-rally');
  });

  it('matches what is still being typed', async () => {
    expect(ids((await search('coral re')).videos)).toContain('coral-reef-360');
  });

  it('offers the categories when nothing matches, and only then', async () => {
    const nothing = await search('zzqxv');
    expect([nothing.videos, nothing.channels, nothing.events]).toEqual([[], [], []]);
    expect(nothing.categories.length).toBeGreaterThan(0);
    expect((await search('reef')).categories).toEqual([]);
    // Punctuation alone is no word: nothing to match, and no error.
    expect((await search('%_*')).categories.length).toBeGreaterThan(0);
    // A tatweel alone, or beside a word, is no word either: the SQL drops it as the query parsing does.
    expect((await search('ـ', 'ar')).categories.length).toBeGreaterThan(0);
    expect(ids((await search('المبـاراة ـ', 'ar')).videos)).toContain('match-highlights');
  });

  it('suggests titles in the viewer’s language that start with what is typed', async () => {
    const suggest = async (q: string, language: 'en' | 'ar') =>
      success<SearchSuggestions>(await product.app.inject({ method: 'GET', url: API_PATHS.searchSuggestions, query: { q }, headers: { 'x-language': language } })).suggestions;
    expect(await suggest('mat', 'en')).toContainEqual({ kind: 'video', id: 'match-highlights', title: 'Match Highlights' });
    expect(await suggest('sport', 'en')).toContainEqual({ kind: 'channel', id: 'sports-arena', title: 'Sports Arena' });
    expect(await suggest('المبارا', 'ar')).toContainEqual({ kind: 'video', id: 'match-highlights', title: 'أبرز لقطات المباراة' });
    // A suggestion's title holds the typed word; a description match alone suggests nothing.
    for (const suggestion of await suggest('sun', 'en')) expect(suggestion.title.toLowerCase()).toContain('sun');
  });

  it('the paged video search uses the same matching', async () => {
    const page = success<VideoPage>(await product.app.inject({ method: 'GET', url: API_PATHS.videos, query: { search: 'المباراه' }, headers: { 'x-language': 'ar' } }));
    expect(ids(page.items)).toContain('match-highlights');
  });

  it('refuses an empty or over-long query, and an unknown parameter, naming it and writing nothing', async () => {
    const before = await countRows(product.db);
    for (const [url, query, field] of [
      [API_PATHS.search, {}, 'query.q'],
      [API_PATHS.search, { q: '   ' }, 'query.q'],
      [API_PATHS.search, { q: 'x'.repeat(101) }, 'query.q'],
      [API_PATHS.searchSuggestions, { q: 'a', sort: 'title' }, 'query.sort'],
    ] as const) {
      const response = await product.app.inject({ method: 'GET', url, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(failure(response).fields).toEqual([field]);
    }
    expect(await countRows(product.db)).toEqual(before);
  });
});
