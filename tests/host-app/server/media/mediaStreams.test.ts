import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { VideoDetail } from '../../../../host-app/contract/content/contentTypes';
import { recordSubscription } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { failure, injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREMIUM_VIDEO = 'coral-reef-360';

/** Premium media are enforced on every playlist and segment request, not only in the video detail. */
describe('premium media', () => {
  let product: TestProduct;
  let vip: { token: string; stream: NonNullable<VideoDetail['stream']> };
  beforeAll(async () => {
    product = await startTestProduct();
    const { token, subscriber } = await signUp(product.app);
    await recordSubscription(
      product.db,
      { subscriberId: subscriber.id, plan: 'monthly', paymentMethod: 'CreditCard', isTrial: false, autoRenew: true, currentPeriodEndsAt: new Date(product.clock.now.getTime() + 30 * DAY_MS) },
      product.clock.now,
    );
    const detail = success<VideoDetail>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.video(PREMIUM_VIDEO) }));
    vip = { token: token.id, stream: detail.stream! };
  });
  afterAll(async () => {
    await product.close();
  });

  const segmentUrl = () => vip.stream.url.replace(/master\.m3u8$/, '360p/segment000.ts');

  it('serves the VIP their playlists and segments with their own session', async () => {
    expect(vip.stream.needsAuthorization).toBe(true);
    const master = await injectAs(product.app, vip.token, { method: 'GET', url: vip.stream.url });
    expect(master.statusCode).toBe(200);
    const segment = await injectAs(product.app, vip.token, { method: 'GET', url: segmentUrl() });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // Never in a shared cache: each request is checked.
    expect(segment.headers['cache-control']).toBe('private, max-age=3600');
  });

  it("refuses the VIP's segment URL to a visitor and to a signed-in non-VIP (403)", async () => {
    const visitor = await product.app.inject({ method: 'GET', url: segmentUrl() });
    expect(visitor.statusCode).toBe(403);
    expect(failure(visitor).messageKey).toBe('media.vipOnly');
    const { token } = await signUp(product.app);
    for (const url of [segmentUrl(), vip.stream.url]) {
      const member = await injectAs(product.app, token.id, { method: 'GET', url });
      expect(member.statusCode, url).toBe(403);
    }
  });

  it('gives captions with a valid link only, and refuses paths outside the stream files', async () => {
    const free = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video('desert-dunes-360') }));
    expect(free.stream?.captions.map((track) => track.language)).toEqual(['en', 'ar']);
    const english = await product.app.inject({ method: 'GET', url: free.stream!.captions[0]!.url });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/vtt');
    for (const path of ['../../../../package.json', '360p/..%2F..%2Fmaster.m3u8', 'master.m3u8.bak']) {
      const response = await product.app.inject({ method: 'GET', url: free.stream!.url.replace(/master\.m3u8$/, path) });
      expect([403, 404], path).toContain(response.statusCode);
    }
  });
});
