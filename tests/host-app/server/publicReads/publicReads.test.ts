import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { ApiSuccess } from '../../../../host-app/contract/http/apiEnvelope';
import type { ChannelSummary, HomeData, ProductEvent } from '../../../../host-app/contract/content/contentTypes';
import { recordSubscription } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { changeCatalogue } from '../catalogueChanges';
import { injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOME = API_PATHS.home('en', 'AE');
const PUBLIC = /^public, max-age=(\d+), stale-while-revalidate=(\d+)$/;

const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

function channelsOf(home: HomeData): ChannelSummary[] {
  const section = home.sections.find((candidate) => candidate.type === 'channels');
  if (section?.type !== 'channels') throw new Error('home has no channels section');
  return section.items;
}

describe('public reads', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => product.app.inject({ method: 'GET', url, headers });
  const follow = (token: string, channelId: string) => injectAs(product.app, token, { method: 'POST', url: API_PATHS.updateFollowing, payload: { channelId, follow: true } });

  async function vipToken(): Promise<string> {
    const { token, subscriber } = await signUp(product.app);
    await recordSubscription(
      product.db,
      { subscriberId: subscriber.id, plan: 'monthly', paymentMethod: 'CreditCard', isTrial: false, autoRenew: true, currentPeriodEndsAt: new Date(product.clock.now.getTime() + 30 * DAY_MS) },
      product.clock.now,
    );
    return token.id;
  }

  describe('validators and cache headers', () => {
    it('carry a weak ETag and public cache headers, and answer 304 without a body to a matching If-None-Match', async () => {
      const first = await get(API_PATHS.eventsUpcoming);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(PUBLIC);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const revalidated = await get(API_PATHS.eventsUpcoming, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toMatch(PUBLIC);
      // One of several, or the same tag sent strong, still matches (If-None-Match compares weakly).
      expect((await get(API_PATHS.eventsUpcoming, { 'if-none-match': `W/"other", ${etag.slice(2)}` })).statusCode).toBe(304);

      expect((await get(API_PATHS.eventsUpcoming, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
      // Another language is another answer, with its own tag.
      const arabic = await get(API_PATHS.eventsUpcoming, { 'x-language': 'ar', 'if-none-match': etag });
      expect(arabic.statusCode).toBe(200);
      expect(arabic.headers.etag).not.toBe(etag);
      expect(varyOf(first)).toContain('x-language');
    });

    it('are public for a visitor and varied on who asks; a signed-in viewer gets a private answer of their own, with its own ETag', async () => {
      const visitor = await get(HOME);
      expect(visitor.headers['cache-control']).toMatch(PUBLIC);
      expect(varyOf(visitor)).toEqual(expect.arrayContaining(['authorization', 'x-user-id', 'x-language']));

      const { token, subscriber } = await signUp(product.app);
      const viewer = await injectAs(product.app, token.id, { method: 'GET', url: HOME });
      expect(viewer.statusCode).toBe(200);
      expect(viewer.headers['cache-control']).toBe('private, no-cache');
      expect(varyOf(viewer)).toEqual(expect.arrayContaining(['authorization', 'x-user-id', 'x-language']));
      const revalidated = await injectAs(product.app, token.id, { method: 'GET', url: HOME, headers: { 'if-none-match': String(viewer.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['cache-control']).toBe('private, no-cache');

      // The user header alone names a viewer too.
      expect((await get(HOME, { 'x-user-id': subscriber.id })).headers['cache-control']).toBe('private, no-cache');
      // A token that is not valid is refused, as before, never answered from memory.
      expect((await get(HOME, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    });

    it('stay public for everyone where the answer does not depend on the viewer', async () => {
      const { token } = await signUp(product.app);
      const visitor = await get(API_PATHS.eventsLive);
      const viewer = await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.eventsLive });
      expect(viewer.headers['cache-control']).toMatch(PUBLIC);
      expect(viewer.headers.etag).toBe(visitor.headers.etag);
      expect(varyOf(viewer)).not.toContain('authorization');
    });

    it('still refuse headers and queries a route refuses, from memory or not', async () => {
      await get('/media/videos?page=0&count=5');
      expect((await get('/media/videos?page=0&count=5', { 'x-language': 'fr' })).statusCode).toBe(400);
      expect((await get('/media/videos?page=0&count=5', { 'x-os': 'toaster' })).statusCode).toBe(400);
      const bad = await get('/media/videos?page=-1&count=5');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['cache-control']).toBe('no-store');
    });
  });

  describe('bytes', () => {
    it('send an answer over 1 kB in brotli or gzip as the client asks, each decoding to the same JSON, and as is without Accept-Encoding', async () => {
      const plain = await get(HOME);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const br = await get(HOME, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(varyOf(br)).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(br.headers.etag).toBe(plain.headers.etag);

      const gzip = await get(HOME, { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect((await get(HOME, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    });

    it('send an answer under 1 kB as it is, whatever the client accepts', async () => {
      const small = await get('/media/videos?search=no-video-is-called-this&page=0&count=5', { 'accept-encoding': 'br, gzip' });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(success<{ items: unknown[] }>(small).items).toEqual([]);
    });

    it('compress a private answer over 1 kB on its way out, once', async () => {
      const { token } = await signUp(product.app);
      const response = await injectAs(product.app, token.id, { method: 'GET', url: HOME, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect((JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as ApiSuccess<HomeData>).data.locale).toBe('en');
    });
  });

  describe('memory', () => {
    it('answers a kept read without any database work', async () => {
      await get(HOME, { 'x-language': 'ar' });
      const query = vi.spyOn(product.db, 'query');
      const transaction = vi.spyOn(product.db, 'transaction');
      try {
        const hit = await get(HOME, { 'x-language': 'ar', 'accept-encoding': 'br' });
        expect(hit.statusCode).toBe(200);
        expect(query).not.toHaveBeenCalled();
        expect(transaction).not.toHaveBeenCalled();
      } finally {
        query.mockRestore();
        transaction.mockRestore();
      }
    });

    it('builds an answer once for requests that come together', async () => {
      const url = API_PATHS.home('ar', 'SA');
      const queriesOf = async (requests: number) => {
        product.app.publicReads.cache.invalidate();
        const query = vi.spyOn(product.db, 'query');
        try {
          const answers = await Promise.all(Array.from({ length: requests }, () => get(url)));
          expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
          return query.mock.calls.length;
        } finally {
          query.mockRestore();
        }
      };
      const one = await queriesOf(1);
      expect(one).toBeGreaterThan(0);
      expect(await queriesOf(10)).toBe(one);
    });

    it('shows a catalogue change as soon as it is written: a follow through the API, or a row changed by hand', async () => {
      const followersOf = async (channelId: string) => channelsOf(success<HomeData>(await get(HOME))).find((channel) => channel.id === channelId)!.followers;
      const before = await followersOf('nature-vr');
      const { token } = await signUp(product.app);
      expect((await changeCatalogue(product.db, () => follow(token.id, 'nature-vr'))).statusCode).toBe(200);
      expect(await followersOf('nature-vr')).toBe(before + 1);

      const titleOf = async () => channelsOf(success<HomeData>(await get(HOME))).find((channel) => channel.id === 'nature-vr')!.title;
      const title = await titleOf();
      // As someone with SQL access would change it.
      await changeCatalogue(product.db, () => product.db.query("UPDATE product.channels SET title_en = 'Nature, renamed' WHERE id = 'nature-vr'"));
      try {
        expect(await titleOf()).toBe('Nature, renamed');
      } finally {
        await changeCatalogue(product.db, () => product.db.query('UPDATE product.channels SET title_en = $1 WHERE id = $2', [title, 'nature-vr']));
      }
      expect(await titleOf()).toBe(title);
    });
  });

  describe('viewers', () => {
    it("never hands a signed-in viewer's home to a visitor, nor a visitor's to a signed-in viewer", async () => {
      const { token } = await signUp(product.app);
      expect((await changeCatalogue(product.db, () => follow(token.id, 'live-music'))).statusCode).toBe(200);
      const followed = (home: HomeData) => channelsOf(home).filter((channel) => channel.isFollowing).map((channel) => channel.id);

      // The visitor's answer is kept first, then the viewer asks, then a visitor again.
      expect(followed(success<HomeData>(await get(HOME)))).toEqual([]);
      expect(followed(success<HomeData>(await injectAs(product.app, token.id, { method: 'GET', url: HOME })))).toEqual(['live-music']);
      expect(followed(success<HomeData>(await get(HOME)))).toEqual([]);
      expect(followed(success<HomeData>(await injectAs(product.app, token.id, { method: 'GET', url: HOME })))).toEqual(['live-music']);

      // VIP: no ads for them, the visitors' ads (the web's offers and Featured) for the visitors.
      const vip = await vipToken();
      const ads = (home: HomeData) => home.sections.filter((section) => section.type === 'dynamicHomeAd').length;
      expect(ads(success<HomeData>(await get(HOME)))).toBe(2);
      expect(ads(success<HomeData>(await injectAs(product.app, vip, { method: 'GET', url: HOME })))).toBe(0);
      expect(ads(success<HomeData>(await get(HOME)))).toBe(2);
      expect(success(await injectAs(product.app, vip, { method: 'GET', url: API_PATHS.adConfiguration }))).toBeNull();
      expect(success(await get(API_PATHS.adConfiguration))).not.toBeNull();
    });
  });

  describe('the clock', () => {
    it('keeps an event list only until the next event starts or ends, and tells caches so', async () => {
      const upcoming = success<ProductEvent[]>(await get(API_PATHS.eventsUpcoming));
      const next = upcoming[0]!;
      const startsAt = new Date(next.date).getTime();
      expect(success<ProductEvent[]>(await get(API_PATHS.eventsLive)).map((event) => event.id)).not.toContain(next.id);

      // 30 s before it starts, caches may keep the list 30 s at most, and not a moment stale.
      product.clock.now = new Date(startsAt - 30_000);
      const shortly = await get(API_PATHS.eventsLive);
      const [, maxAge, staleFor] = PUBLIC.exec(String(shortly.headers['cache-control'])) ?? [];
      expect(Number(maxAge)).toBeLessThanOrEqual(30);
      expect(Number(staleFor)).toBe(0);

      // Once it has started it is live, though nothing was written.
      product.clock.now = new Date(startsAt + 1_000);
      expect(success<ProductEvent[]>(await get(API_PATHS.eventsLive)).map((event) => event.id)).toContain(next.id);
      expect(success<ProductEvent[]>(await get(API_PATHS.eventsUpcoming)).map((event) => event.id)).not.toContain(next.id);
    });
  });
});
