import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { VideoSummary } from '../../../../host-app/contract/content/contentTypes';
import { PRODUCT_HEADERS } from '../../../../host-app/contract/http/headers';
import { SEED_VIDEOS } from '../../../../host-app/server/content/seedCatalog';
import { SEED_EVENTS } from '../../../../host-app/server/content/seedEvents';
import { changeCatalogue } from '../catalogueChanges';
import { failure, startTestProduct, success, type TestProduct } from '../helpers';

describe('videos an event suggests', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const suggested = async (eventId: string, language = 'en') =>
    success<VideoSummary[]>(await product.app.inject({ method: 'GET', url: API_PATHS.eventSuggestedVideos(eventId), headers: { [PRODUCT_HEADERS.language]: language } }));

  it('suggests, for live and upcoming events alike, other videos of the same channel first, then of the same category', async () => {
    for (const event of SEED_EVENTS) {
      const own = SEED_VIDEOS.find((video) => video.id === event.videoId)!;
      const related = SEED_VIDEOS.filter((video) => video.id !== own.id && (video.channelId === own.channelId || video.categoryId === own.categoryId));
      const ids = (await suggested(event.id)).map((video) => video.id);
      expect(ids).not.toContain(own.id);
      expect(ids.filter((id) => !related.some((video) => video.id === id))).toEqual([]);
      expect(ids.length).toBe(Math.min(related.length, 6));
      // Same channel before same category only.
      const sameChannel = ids.map((id) => SEED_VIDEOS.find((video) => video.id === id)!.channelId === own.channelId);
      expect(sameChannel).toEqual([...sameChannel].sort((a, b) => Number(b) - Number(a)));
    }
    // The seed gives every event something to suggest.
    for (const event of SEED_EVENTS) expect((await suggested(event.id)).length, event.id).toBeGreaterThan(0);
  });

  it('puts videos of the same channel before newer ones that only share the category', async () => {
    const event = SEED_EVENTS[0]!;
    const own = SEED_VIDEOS.find((video) => video.id === event.videoId)!;
    const otherChannel = SEED_VIDEOS.find((video) => video.channelId !== own.channelId)!.channelId;
    // The newest video of all, on another channel but in the event video's category.
    await changeCatalogue(product.db, () =>
      product.db.query(
        `INSERT INTO product.videos (id, channel_id, category_id, title_en, title_ar, description_en, description_ar, format, duration_seconds,
           is_premium, featured, thumbnail, poster, stream_file, stream_mime, stream_kind, published_at)
         VALUES ('newest-same-category', $1, $2, 'Newest', 'الأحدث', '', '', 2, 16, false, false, 'x.png', 'x.png', 'x', 'application/vnd.apple.mpegurl', 'hls', now() + interval '1 day')`,
        [otherChannel, own.categoryId],
      ),
    );
    const videos = await suggested(event.id).finally(() => changeCatalogue(product.db, () => product.db.query("DELETE FROM product.videos WHERE id = 'newest-same-category'")));
    const channels = videos.map((video) => video.channel.id);
    const firstOther = channels.findIndex((channel) => channel !== own.channelId);
    expect(channels.slice(0, firstOther).every((channel) => channel === own.channelId)).toBe(true);
    expect(channels.slice(firstOther)).not.toContain(own.channelId);
    expect(channels.filter((channel) => channel === own.channelId).length).toBeGreaterThan(0);
    expect(videos.map((video) => video.id)).toContain('newest-same-category');
    expect(videos[0]!.id).not.toBe('newest-same-category');
  });

  it('speaks the language asked for', async () => {
    const [first] = await suggested(SEED_EVENTS[0]!.id, 'ar');
    const seed = SEED_VIDEOS.find((video) => video.id === first!.id)!;
    expect(first!.title).toBe(seed.title.ar);
  });

  it('answers 404 for an unknown event and 400 for a malformed id, naming the field', async () => {
    const unknown = await product.app.inject({ method: 'GET', url: API_PATHS.eventSuggestedVideos('no-such-event') });
    expect(unknown.statusCode).toBe(404);
    expect(failure(unknown).messageKey).toBe('notFound.event');
    const malformed = await product.app.inject({ method: 'GET', url: API_PATHS.eventSuggestedVideos('bad id!') });
    expect(malformed.statusCode).toBe(400);
    expect(failure(malformed).fields).toEqual(['params.eventId']);
  });
});
