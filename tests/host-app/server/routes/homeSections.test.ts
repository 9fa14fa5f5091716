import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { HomeData, HomeSection, ProductEvent } from '../../../../host-app/contract/content/contentTypes';
import { HOME_SECTION_KEYS } from '../../../../host-app/contract/content/contentConstants';
import { injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

describe('home sections', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const home = async (locale: 'en' | 'ar') => success<HomeData>(await product.app.inject({ method: 'GET', url: API_PATHS.home(locale, 'AE') }));
  const section = (data: HomeData, key: HomeSection['key']) => data.sections.find((item) => item.key === key);

  it.each(['en', 'ar'] as const)('serves every one of the spec’s 14 section keys once, each with items, in %s', async (locale) => {
    const data = await home(locale);
    expect(HOME_SECTION_KEYS).toHaveLength(14);
    expect(data.sections.map((item) => item.key).sort()).toEqual([...HOME_SECTION_KEYS].sort());
    for (const item of data.sections) {
      expect(item.title, item.key).not.toBe('');
      expect(item.items.length, item.key).toBeGreaterThan(0);
    }
  });

  it('carries only the banner house ads in its Featured sections: the native, interstitial and sticky ads have places of their own', async () => {
    const data = await home('en');
    for (const key of ['web_dynamic_ads', 'dynamic_home_ads'] as const) {
      const featured = section(data, key);
      expect(featured?.type).toBe('dynamicHomeAd');
      expect(featured?.items.map((item) => (item as { placement: string }).placement)).toEqual(['billboard', 'mpu']);
    }
  });

  it('past live holds only events that have ended, the latest first; live holds what is on air, then what is next', async () => {
    const data = await home('en');
    const now = product.clock.now.getTime();
    const past = section(data, 'past_live')!.items as ProductEvent[];
    expect(past.map((event) => event.id)).toEqual(['harbour-regatta', 'oud-festival-night']);
    for (const event of past) expect([event.isLive, Date.parse(event.endDate) <= now]).toEqual([false, true]);
    const live = section(data, 'live')!.items as ProductEvent[];
    expect(live[0]).toMatchObject({ id: 'league-derby-live', isLive: true });
    expect(live.every((event) => Date.parse(event.endDate) > now)).toBe(true);
  });

  it('names the category row after its category and fills it with that category’s videos, in Arabic too', async () => {
    const [en, ar] = [await home('en'), await home('ar')];
    expect(section(en, 'category')).toMatchObject({ type: 'videos', title: 'Sports' });
    expect(section(ar, 'category')).toMatchObject({ title: 'الرياضة' });
    expect((section(en, 'category')!.items as { categoryId: string }[]).every((video) => video.categoryId === 'sports')).toBe(true);
    expect(section(en, 'people_we_love')!.items.map((video) => video.id)).toEqual(['coach-interview', 'acoustic-session', 'festival-recap', 'old-town-walk']);
    expect(section(ar, 'people_we_love')!.title).toBe('ناس نحبهم');
  });

  describe('a signed-in viewer’s own home', () => {
    const homeAs = async (token: string) =>
      success<HomeData>(await injectAs(product.app, token, { method: 'GET', url: API_PATHS.home('en', 'AE') }));
    const choose = (token: string, interests: string[]) =>
      injectAs(product.app, token, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests } });
    const videoRows = (data: HomeData) => data.sections.filter((item) => item.type === 'videos' && item.key !== 'following');

    it('follows the viewer’s interests: the category row is their first interest’s, and the rows and their videos change order with them', async () => {
      const { token } = await signUp(product.app);
      const guestOrder = (await home('en')).sections.map((item) => item.key);
      expect((await homeAs(token.id)).sections.map((item) => item.key)).toEqual(guestOrder);

      await choose(token.id, ['music']);
      const music = await homeAs(token.id);
      expect(section(music, 'category')).toMatchObject({ title: 'Music' });
      expect(videoRows(music)[0]!.key).toBe('category');
      const latest = section(music, 'featured_replay')!.items as { categoryId: string }[];
      const firstOther = latest.findIndex((video) => video.categoryId !== 'music');
      expect(firstOther).toBeGreaterThan(0);
      expect(latest.slice(firstOther).some((video) => video.categoryId === 'music')).toBe(false);

      await choose(token.id, ['nature']);
      const nature = await homeAs(token.id);
      expect(section(nature, 'category')).toMatchObject({ title: 'Nature' });
      expect((section(nature, 'featured_replay')!.items[0] as { categoryId: string }).categoryId).toBe('nature');
      // Everyone else's home is untouched.
      expect((await home('en')).sections.map((item) => item.key)).toEqual(guestOrder);
    });

    it('shows the newest videos of followed channels right after the hero, and only to the follower', async () => {
      const { token } = await signUp(product.app);
      expect(section(await homeAs(token.id), 'following')).toBeUndefined();
      await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId: 'live-music', follow: true } });
      const data = await homeAs(token.id);
      expect(data.sections[1]).toMatchObject({ key: 'following', type: 'videos', title: 'From channels you follow' });
      const videos = section(data, 'following')!.items as { channel: { id: string }; publishedAt: string }[];
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.every((video) => video.channel.id === 'live-music')).toBe(true);
      expect(videos.map((video) => video.publishedAt)).toEqual(videos.map((video) => video.publishedAt).sort().reverse());
      expect(section(await home('en'), 'following')).toBeUndefined();
    });
  });
});
