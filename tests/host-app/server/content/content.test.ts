import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { ChannelVideos, FollowingChange, HomeData, ProductEvent, VideoDetail, VideoPage } from '../../../../host-app/contract/content/contentTypes';
import { VideoFormat } from '../../../../host-app/contract/content/contentConstants';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { seedContent } from '../../../../host-app/server/content/seedContent';
import { SEED_VIDEOS } from '../../../../host-app/server/content/seedCatalog';
import { MEDIA_URL_TTL_SECONDS } from '../../../../host-app/server/securityPolicy';
import { recordSubscription } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { countRows, failure, injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('content', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  async function vipToken(): Promise<string> {
    const { token, subscriber } = await signUp(product.app);
    await recordSubscription(
      product.db,
      { subscriberId: subscriber.id, plan: 'monthly', paymentMethod: 'CreditCard', isTrial: false, autoRenew: true, currentPeriodEndsAt: new Date(product.clock.now.getTime() + 30 * DAY_MS) },
      product.clock.now,
    );
    return token.id;
  }

  describe('the seeded catalogue', () => {
    it('holds at least 60 videos across every category, 12 channels and 10 events, each titled in both languages, each video with a poster of its own', async () => {
      const count = async (sql: string) => Number((await product.db.query<{ n: number }>(sql)).rows[0]?.n);
      expect(await count('SELECT count(*)::int AS n FROM product.videos')).toBeGreaterThanOrEqual(60);
      expect(await count('SELECT count(*)::int AS n FROM product.channels')).toBeGreaterThanOrEqual(12);
      expect(await count('SELECT count(*)::int AS n FROM product.events')).toBeGreaterThanOrEqual(10);
      // Every category has videos, and no title is missing or left in English on the Arabic side.
      expect(await count('SELECT count(*)::int AS n FROM product.categories c WHERE NOT EXISTS (SELECT 1 FROM product.videos v WHERE v.category_id = c.id)')).toBe(0);
      for (const table of ['videos', 'channels', 'events', 'categories']) {
        expect(await count(`SELECT count(*)::int AS n FROM product.${table} WHERE title_en = '' OR title_ar = '' OR title_ar = title_en OR title_ar !~ '[\u0600-\u06FF]'`), table).toBe(0);
      }
      expect(await count('SELECT (count(*) - count(DISTINCT poster))::int AS n FROM product.videos')).toBe(0);
    });
  });

  describe('home', () => {
    it('answers operators with isLive, terms text and sections for a locale and country', async () => {
      const home = success<HomeData>(await product.app.inject({ method: 'GET', url: API_PATHS.home('en', 'SA') }));
      expect(home.country).toBe('SA');
      expect(home.operators.map((operator) => [operator.id, operator.isLive])).toEqual([
        ['sa-oasis', true],
        ['sa-dune', true],
        ['sa-palm', false],
      ]);
      expect(home.termsText).toContain('mobile balance');
      expect(home.sections.map((section) => [section.key, section.type])).toEqual([
        ['whats_hot', 'sliders'],
        ['web_dynamic_ads', 'dynamicHomeAd'],
        ['liveNow', 'events'],
        ['upcomingEvents', 'events'],
        ['live', 'events'],
        ['channels', 'channels'],
        ['stars', 'channels'],
        ['categories', 'categories'],
        ['category', 'videos'],
        ['people_we_love', 'videos'],
        ['featured_replay', 'videos'],
        ['past_live', 'events'],
        ['channel_list', 'channels'],
        ['dynamic_home_ads', 'dynamicHomeAd'],
      ]);
      for (const section of home.sections) expect(section.items.length).toBeGreaterThan(0);
    });

    it('treats GB as the UK market, falls back to the general terms, and speaks Arabic', async () => {
      const gb = success<HomeData>(await product.app.inject({ method: 'GET', url: API_PATHS.home('en', 'gb') }));
      expect(gb.country).toBe('UK');
      expect(gb.operators.map((operator) => operator.id)).toEqual(['uk-thames']);
      expect(gb.termsText).toContain('14 days');
      const other = success<HomeData>(await product.app.inject({ method: 'GET', url: API_PATHS.home('ar', 'FR') }));
      expect(other.operators).toEqual([]);
      expect(other.termsText).toContain('يتجدد اشتراك بريميوم تلقائيًا حتى تلغيه');
      expect(other.sections[0]?.title).toBe('الأكثر رواجًا');
    });

    it('hides house ads from VIP subscribers', async () => {
      const home = success<HomeData>(await injectAs(product.app, await vipToken(), { method: 'GET', url: API_PATHS.home('en', 'AE') }));
      expect(home.sections.some((section) => section.type === 'dynamicHomeAd')).toBe(false);
    });

    it('refuses an unknown locale or a malformed country with 400', async () => {
      const locale = await product.app.inject({ method: 'GET', url: '/home/fr/AE' });
      expect(locale.statusCode).toBe(400);
      expect(failure(locale)).toMatchObject({ fields: ['params.locale'], messageKey: 'locale.invalid' });
      const country = await product.app.inject({ method: 'GET', url: '/home/en/ARE' });
      expect(failure(country)).toMatchObject({ fields: ['params.country'], messageKey: 'country.invalid' });
    });
  });

  describe('videos', () => {
    it('pages the catalogue 5 at a time from page 0, newest first', async () => {
      const first = success<VideoPage>(await product.app.inject({ method: 'GET', url: API_PATHS.videos }));
      expect(first).toMatchObject({ page: 0, count: 5, total: SEED_VIDEOS.length, hasMore: true });
      expect(first.items).toHaveLength(5);
      const dates = first.items.map((video) => video.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const lastPage = Math.ceil(SEED_VIDEOS.length / 5) - 1;
      const last = success<VideoPage>(await product.app.inject({ method: 'GET', url: API_PATHS.videos, query: { page: String(lastPage), count: '5' } }));
      expect(last.items).toHaveLength(SEED_VIDEOS.length - 5 * lastPage);
      expect(last.hasMore).toBe(false);
      const ids = new Set([...first.items, ...last.items].map((video) => video.id));
      expect(ids.size).toBe(first.items.length + last.items.length);
    });

    it('searches titles in both languages, treating % and _ literally', async () => {
      const reef = success<VideoPage>(await product.app.inject({ method: 'GET', url: API_PATHS.videos, query: { search: 'reef' } }));
      expect(reef.items.map((video) => video.id)).toEqual(['coral-reef-360']);
      const arabic = success<VideoPage>(
        await product.app.inject({ method: 'GET', url: API_PATHS.videos, query: { search: 'الشعاب' }, headers: { 'x-language': 'ar' } }),
      );
      expect(arabic.items[0]?.title).toBe('غوص في الشعاب المرجانية');
      const wildcard = success<VideoPage>(await product.app.inject({ method: 'GET', url: API_PATHS.videos, query: { search: '%' } }));
      expect(wildcard.total).toBe(0);
    });

    it('refuses bad paging and unknown query parameters', async () => {
      const before = await countRows(product.db);
      for (const [query, field] of [
        [{ page: '-1' }, 'query.page'],
        [{ count: '500' }, 'query.count'],
        [{ page: 'two' }, 'query.page'],
        [{ search: 'x'.repeat(101) }, 'query.search'],
        [{ sort: 'title' }, 'query.sort'],
      ] as const) {
        const response = await product.app.inject({ method: 'GET', url: API_PATHS.videos, query });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(failure(response).fields).toEqual([field]);
      }
      const language = await product.app.inject({ method: 'GET', url: API_PATHS.videos, headers: { 'x-language': 'fr' } });
      expect(failure(language).fields).toEqual(['headers.x-language']);
      expect(await countRows(product.db)).toEqual(before);
    });

    it('gives a free video a signed stream link that serves the media', async () => {
      const detail = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video('desert-dunes-360') }));
      expect(detail).toMatchObject({ id: 'desert-dunes-360', format: VideoFormat.Spherical, isPremium: false, access: 'granted' });
      expect(detail.stream).toMatchObject({ mimeType: 'application/vnd.apple.mpegurl', kind: 'hls', needsAuthorization: false });
      const media = await product.app.inject({ method: 'GET', url: detail.stream?.url ?? '' });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(media.body).toContain('360p/index.m3u8');
    });

    it('keeps premium streams from visitors and non-VIP subscribers, and gives them to VIP subscribers', async () => {
      const anonymous = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video('coral-reef-360') }));
      expect(anonymous).toMatchObject({ access: 'sign_in_required', stream: null });
      const { token } = await signUp(product.app);
      const member = success<VideoDetail>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.video('coral-reef-360') }));
      expect(member).toMatchObject({ access: 'vip_required', stream: null });
      // A client claiming VIP changes nothing: only the subscription table counts.
      const claimed = success<VideoDetail>(
        await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.video('coral-reef-360'), headers: { 'x-is-vip': 'true' } }),
      );
      expect(claimed.access).toBe('vip_required');
      const vip = success<VideoDetail>(await injectAs(product.app, await vipToken(), { method: 'GET', url: API_PATHS.video('coral-reef-360') }));
      expect(vip.access).toBe('granted');
      expect(vip.stream?.needsAuthorization).toBe(true);
    });

    it('refuses tampered, borrowed and expired stream links', async () => {
      const detail = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video('desert-dunes-360') }));
      const url = detail.stream?.url ?? '';
      const borrowed = await product.app.inject({ method: 'GET', url: url.replace('/desert-dunes-360/', '/coral-reef-360/') });
      expect(borrowed.statusCode).toBe(403);
      const tampered = url.replace(/\/(\d+)\./, (_match, expires: string) => `/${Number(expires) + 3600}.`);
      expect(tampered).not.toBe(url);
      expect((await product.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      product.clock.advance(MEDIA_URL_TTL_SECONDS * 1000);
      const expired = await product.app.inject({ method: 'GET', url: detail.stream?.url ?? '' });
      expect(expired.statusCode).toBe(403);
      expect(failure(expired).messageKey).toBe('media.linkExpired');
    });

    it('answers 404 for an unknown video and 400 for a malformed id', async () => {
      const missing = await product.app.inject({ method: 'GET', url: API_PATHS.video('no-such-video') });
      expect(missing.statusCode).toBe(404);
      expect(failure(missing)).toMatchObject({ errorCode: ResultCode.EntityNotFound, messageKey: 'notFound.video' });
      expect((await product.app.inject({ method: 'GET', url: '/media/videos/bad%20id' })).statusCode).toBe(400);
    });
  });

  describe('channels', () => {
    it('lists a channel videos with paging and follows and unfollows idempotently', async () => {
      const { token } = await signUp(product.app);
      const page = success<ChannelVideos>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.channelVideos, query: { channelId: 'live-music', page: '0', count: '2' } }));
      expect(page.channel).toMatchObject({ id: 'live-music', isFollowing: false });
      expect(page.items).toHaveLength(2);
      expect(page.total).toBe(SEED_VIDEOS.filter((video) => video.channelId === 'live-music').length);
      expect(page.items.every((video) => video.channel.id === 'live-music')).toBe(true);

      const follow = () => injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId: 'live-music', follow: true } });
      const followed = success<FollowingChange>(await follow());
      expect(followed.isFollowing).toBe(true);
      expect(success<FollowingChange>(await follow()).followers).toBe(followed.followers);
      const again = success<ChannelVideos>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.channelVideos, query: { channelId: 'live-music' } }));
      expect(again.channel.isFollowing).toBe(true);

      const unfollowed = success<FollowingChange>(
        await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId: 'live-music', follow: false } }),
      );
      expect(unfollowed).toEqual({ channelId: 'live-music', isFollowing: false, followers: followed.followers - 1 });
    });

    it('needs a token to follow, refuses unknown channels (404) and bad bodies (400) without writing', async () => {
      const { token } = await signUp(product.app);
      const before = await countRows(product.db);
      expect((await product.app.inject({ method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId: 'live-music', follow: true } })).statusCode).toBe(401);
      expect((await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId: 'nope', follow: true } })).statusCode).toBe(404);
      const bad = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId: 'live-music', follow: 'yes' } });
      expect(bad.statusCode).toBe(400);
      expect(failure(bad).fields).toEqual(['body.follow']);
      expect(await countRows(product.db)).toEqual(before);
      expect((await product.app.inject({ method: 'GET', url: API_PATHS.channelVideos, query: { channelId: 'nope' } })).statusCode).toBe(404);
      expect(failure(await product.app.inject({ method: 'GET', url: API_PATHS.channelVideos })).fields).toEqual(['query.channelId']);
    });
  });

  describe('events', () => {
    it('lists live events (started, not ended) and upcoming ones in the header language', async () => {
      const now = product.clock.now.getTime();
      const live = success<ProductEvent[]>(await product.app.inject({ method: 'GET', url: API_PATHS.eventsLive }));
      expect(live.length).toBeGreaterThan(0);
      for (const event of live) {
        expect(event.isLive).toBe(true);
        expect(new Date(event.date).getTime()).toBeLessThanOrEqual(now);
        expect(new Date(event.endDate).getTime()).toBeGreaterThan(now);
      }
      const upcoming = success<ProductEvent[]>(await product.app.inject({ method: 'GET', url: API_PATHS.eventsUpcoming, headers: { 'x-language': 'ar' } }));
      expect(upcoming.length).toBeGreaterThan(0);
      expect(upcoming.every((event) => !event.isLive && new Date(event.date).getTime() > now)).toBe(true);
      expect(upcoming[0]).toMatchObject({ title: 'نصف نهائي الكأس', navigationId: 'match-highlights', coverImageUrl: expect.stringMatching(/^\/media\/files\/events\/cup-semi-final-1280\.[0-9a-f]{10}\.jpg$/) });
      expect(upcoming[0]?.channel).toEqual({ title: 'ساحة الرياضة', thumbnail: expect.stringMatching(/^\/media\/files\/channels\/sports-arena-672\.[0-9a-f]{10}\.jpg$/) });
    });

    it('moves events along with the clock: an upcoming event becomes live', async () => {
      const upcoming = success<ProductEvent[]>(await product.app.inject({ method: 'GET', url: API_PATHS.eventsUpcoming }));
      const next = upcoming[0]!;
      product.clock.now = new Date(new Date(next.date).getTime() + 60_000);
      const live = success<ProductEvent[]>(await product.app.inject({ method: 'GET', url: API_PATHS.eventsLive }));
      expect(live.map((event) => event.id)).toContain(next.id);
    });
  });

  it('re-seeding is idempotent and re-schedules events around the new time', async () => {
    const tables = ['product.channels', 'product.videos', 'product.events', 'product.interests', 'product.operators', 'product.house_ads', 'product.video_ads', 'product.home_terms', 'product.collections', 'product.collection_videos'];
    const count = async () => Promise.all(tables.map(async (table) => (await product.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n));
    const before = await count();
    const later = new Date(product.clock.now.getTime() + 30 * DAY_MS);
    await seedContent(product.db, later);
    expect(await count()).toEqual(before);
    product.clock.now = later;
    const live = success<ProductEvent[]>(await product.app.inject({ method: 'GET', url: API_PATHS.eventsLive }));
    expect(live.map((event) => event.id)).toEqual(expect.arrayContaining(['league-derby-live', 'rooftop-concert-live']));
  });
});
