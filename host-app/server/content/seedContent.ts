import type { Database, Transaction } from '@payment-client/server-kit/db';
import { SAMPLE_VIDEO_PROFILE, VIDEO_AD_PROFILE } from '../media/videoProfile';
import { publicMedia, streamMedia } from './mediaFiles';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from './seedCatalog';
import { SEED_COLLECTIONS } from './seedCollections';
import { SEED_HOUSE_ADS, SEED_INTERESTS } from './seedEngagement';
import { SEED_EVENTS } from './seedEvents';
import { SEED_OPERATORS, SEED_TERMS } from './seedMarkets';
import { SEED_VIDEO_ADS } from './seedVideoAds';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

async function seedCatalog(tx: Transaction, now: Date): Promise<void> {
  for (const [order, channel] of SEED_CHANNELS.entries()) {
    await tx.query(
      `INSERT INTO product.channels (id, title_en, title_ar, thumbnail, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET title_en = $2, title_ar = $3, thumbnail = $4, sort_order = $5`,
      [channel.id, channel.title.en, channel.title.ar, publicMedia.channel(channel.id), order],
    );
  }
  for (const [order, category] of SEED_CATEGORIES.entries()) {
    await tx.query(
      `INSERT INTO product.categories (id, title_en, title_ar, thumbnail, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET title_en = $2, title_ar = $3, thumbnail = $4, sort_order = $5`,
      [category.id, category.title.en, category.title.ar, publicMedia.category(category.id), order],
    );
  }
  for (const video of SEED_VIDEOS) {
    // Publication dates keep their first value, so restarts do not reorder the catalogue.
    await tx.query(
      `INSERT INTO product.videos (id, channel_id, category_id, title_en, title_ar, description_en, description_ar, format, duration_seconds,
         is_premium, featured, thumbnail, poster, stream_file, stream_mime, stream_kind, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, 'application/vnd.apple.mpegurl', $14, $15)
       ON CONFLICT (id) DO UPDATE SET channel_id = $2, category_id = $3, title_en = $4, title_ar = $5, description_en = $6, description_ar = $7,
         format = $8, duration_seconds = $9, is_premium = $10, featured = $11, thumbnail = $12, poster = $12, stream_file = $13, stream_mime = 'application/vnd.apple.mpegurl', stream_kind = $14`,
      [
        video.id,
        video.channelId,
        video.categoryId,
        video.title.en,
        video.title.ar,
        video.description.en,
        video.description.ar,
        video.format,
        SAMPLE_VIDEO_PROFILE.seconds,
        video.isPremium,
        video.featured,
        publicMedia.videoCover(video.id),
        streamMedia.video(video.streamOf ?? video.id),
        'hls',
        new Date(now.getTime() - video.publishedDaysAgo * DAY_MS).toISOString(),
      ],
    );
  }
}

/** Events move with the clock on every start: the live ones have just begun, the upcoming ones lie ahead. */
async function seedEvents(tx: Transaction, now: Date): Promise<void> {
  for (const event of SEED_EVENTS) {
    const startsAt = new Date(now.getTime() + event.startsInMinutes * MINUTE_MS);
    const endsAt = new Date(startsAt.getTime() + event.durationMinutes * MINUTE_MS);
    await tx.query(
      `INSERT INTO product.events (id, channel_id, video_id, title_en, title_ar, description_en, description_ar, location_en, location_ar,
         category_en, category_ar, label_en, label_ar, cover_image, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (id) DO UPDATE SET channel_id = $2, video_id = $3, title_en = $4, title_ar = $5, description_en = $6, description_ar = $7,
         location_en = $8, location_ar = $9, category_en = $10, category_ar = $11, label_en = $12, label_ar = $13, cover_image = $14,
         starts_at = $15, ends_at = $16`,
      [
        event.id,
        event.channelId,
        event.videoId,
        event.title.en,
        event.title.ar,
        event.description.en,
        event.description.ar,
        event.location.en,
        event.location.ar,
        event.category.en,
        event.category.ar,
        event.label.en,
        event.label.ar,
        publicMedia.eventCover(event.id),
        startsAt.toISOString(),
        endsAt.toISOString(),
      ],
    );
  }
}

async function seedMarketsAndEngagement(tx: Transaction): Promise<void> {
  for (const [order, operator] of SEED_OPERATORS.entries()) {
    await tx.query(
      `INSERT INTO product.operators (id, country, name, logo, is_live, sort_order) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET country = $2, name = $3, logo = $4, is_live = $5, sort_order = $6`,
      [operator.id, operator.country, operator.name, publicMedia.operatorLogo(operator.id), operator.isLive, order],
    );
  }
  for (const terms of SEED_TERMS) {
    for (const locale of ['en', 'ar'] as const) {
      await tx.query(
        `INSERT INTO product.home_terms (country, locale, terms_text) VALUES ($1, $2, $3)
         ON CONFLICT (country, locale) DO UPDATE SET terms_text = $3`,
        [terms.country, locale, terms.text[locale]],
      );
    }
  }
  for (const [order, interest] of SEED_INTERESTS.entries()) {
    await tx.query(
      `INSERT INTO product.interests (id, name_en, name_ar, icon, sort_order, category_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET name_en = $2, name_ar = $3, icon = $4, sort_order = $5, category_id = $6`,
      [interest.id, interest.name.en, interest.name.ar, publicMedia.interestIcon(interest.id), order, interest.categoryId ?? null],
    );
  }
  for (const [order, ad] of SEED_HOUSE_ADS.entries()) {
    await tx.query(
      `INSERT INTO product.house_ads (id, placement, title_en, title_ar, image, target_url, sort_order, active) VALUES ($1, $2, $3, $4, $5, $6, $7, true)
       ON CONFLICT (id) DO UPDATE SET placement = $2, title_en = $3, title_ar = $4, image = $5, target_url = $6, sort_order = $7`,
      [ad.id, ad.placement, ad.title.en, ad.title.ar, publicMedia.houseAd(ad.id), ad.targetUrl, order],
    );
  }
  const { width, height, videoKbps, audioKbps, seconds } = VIDEO_AD_PROFILE;
  for (const [order, ad] of SEED_VIDEO_ADS.entries()) {
    await tx.query(
      `INSERT INTO product.video_ads (id, title_en, title_ar, media, width, height, bitrate_kbps, duration_seconds, skip_offset_seconds, target_url, category_id, sort_order, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true)
       ON CONFLICT (id) DO UPDATE SET title_en = $2, title_ar = $3, media = $4, width = $5, height = $6, bitrate_kbps = $7, duration_seconds = $8,
         skip_offset_seconds = $9, target_url = $10, category_id = $11, sort_order = $12`,
      [ad.id, ad.title.en, ad.title.ar, publicMedia.videoAd(ad.id), width, height, videoKbps + audioKbps, seconds, ad.skipOffsetSeconds, ad.targetUrl, ad.categoryId, order],
    );
  }
}

/** The campaign collections; each one's videos are written again, so a video taken out of the seed leaves it. */
async function seedCollections(tx: Transaction): Promise<void> {
  // Parents first: a details page refers to its campaign.
  const ordered = [...SEED_COLLECTIONS.filter((item) => !item.parentSlug), ...SEED_COLLECTIONS.filter((item) => item.parentSlug)];
  for (const collection of ordered) {
    await tx.query(
      `INSERT INTO product.collections (slug, screen_name, title_en, title_ar, description_en, description_ar, hero_image, parent_slug, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (slug) DO UPDATE SET screen_name = $2, title_en = $3, title_ar = $4, description_en = $5, description_ar = $6, hero_image = $7,
         parent_slug = $8, sort_order = $9`,
      [
        collection.slug,
        collection.screen,
        collection.title.en,
        collection.title.ar,
        collection.description.en,
        collection.description.ar,
        publicMedia.videoCover(collection.heroVideoId),
        collection.parentSlug ?? null,
        SEED_COLLECTIONS.indexOf(collection),
      ],
    );
    await tx.query('DELETE FROM product.collection_videos WHERE collection_slug = $1', [collection.slug]);
    for (const [order, videoId] of collection.videoIds.entries()) {
      await tx.query('INSERT INTO product.collection_videos (collection_slug, video_id, sort_order) VALUES ($1, $2, $3)', [collection.slug, videoId, order]);
    }
  }
}

/** Idempotent: run on every start, it updates the sample content in place and never duplicates it. */
export async function seedContent(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalog(tx, now);
    await seedEvents(tx, now);
    await seedMarketsAndEngagement(tx);
    await seedCollections(tx);
  });
}
