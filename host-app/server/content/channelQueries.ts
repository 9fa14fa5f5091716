import type { Queryable } from '@payment-client/server-kit/db';
import type { Category, ChannelSummary } from '../../contract/content/contentTypes';
import type { ProductLocale } from '../../contract/site/locales';
import { publicImage } from './mediaUrls';

export interface ChannelRow {
  id: string;
  title_en: string;
  title_ar: string;
  thumbnail: string;
  followers: number;
  is_following: boolean;
}

const SELECT_CHANNELS = `SELECT ch.id, ch.title_en, ch.title_ar, ch.thumbnail,
  (SELECT count(*)::int FROM product.channel_follows f WHERE f.channel_id = ch.id) AS followers,
  EXISTS (SELECT 1 FROM product.channel_follows f WHERE f.channel_id = ch.id AND f.subscriber_id = $1) AS is_following
  FROM product.channels ch`;

export function channelSummaryOf(row: ChannelRow, locale: ProductLocale): ChannelSummary {
  const thumbnail = publicImage(row.thumbnail);
  return {
    id: row.id,
    title: locale === 'ar' ? row.title_ar : row.title_en,
    thumbnail: thumbnail.url,
    thumbnailImage: thumbnail.image,
    followers: Number(row.followers),
    isFollowing: row.is_following,
  };
}

/** `subscriberId` null: a visitor, who follows nothing. */
export async function findChannel(db: Queryable, id: string, subscriberId: string | null, locale: ProductLocale): Promise<ChannelSummary | undefined> {
  const { rows } = await db.query<ChannelRow>(`${SELECT_CHANNELS} WHERE ch.id = $2`, [subscriberId, id]);
  return rows[0] && channelSummaryOf(rows[0], locale);
}

export async function listChannels(db: Queryable, subscriberId: string | null, locale: ProductLocale): Promise<ChannelSummary[]> {
  const { rows } = await db.query<ChannelRow>(`${SELECT_CHANNELS} ORDER BY ch.sort_order`, [subscriberId]);
  return rows.map((row) => channelSummaryOf(row, locale));
}

/** The most followed channels first: home's stars. */
export async function starChannels(db: Queryable, subscriberId: string | null, locale: ProductLocale, limit: number): Promise<ChannelSummary[]> {
  const { rows } = await db.query<ChannelRow>(`SELECT * FROM (${SELECT_CHANNELS}) AS stars ORDER BY followers DESC, id LIMIT $2`, [subscriberId, limit]);
  return rows.map((row) => channelSummaryOf(row, locale));
}

export async function listCategories(db: Queryable, locale: ProductLocale): Promise<Category[]> {
  const { rows } = await db.query<{ id: string; title_en: string; title_ar: string; thumbnail: string; video_count: number }>(
    `SELECT cat.id, cat.title_en, cat.title_ar, cat.thumbnail, (SELECT count(*)::int FROM product.videos v WHERE v.category_id = cat.id) AS video_count
     FROM product.categories cat ORDER BY cat.sort_order`,
  );
  return rows.map((row) => {
    const thumbnail = publicImage(row.thumbnail);
    return { id: row.id, title: locale === 'ar' ? row.title_ar : row.title_en, thumbnail: thumbnail.url, thumbnailImage: thumbnail.image, videoCount: Number(row.video_count) };
  });
}
