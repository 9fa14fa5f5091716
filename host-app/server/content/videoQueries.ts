import type { Queryable } from '@payment-client/server-kit/db';
import type { VideoDetail, VideoPage, VideoSummary } from '../../contract/content/contentTypes';
import type { ProductLocale } from '../../contract/site/locales';
import type { VideoFormat } from '../../contract/content/contentConstants';
import { publicImage } from './mediaUrls';
import { SEARCH_TERMS, searchMatch, searchMatches, searchRank } from './searchMatch';

export interface VideoRow {
  id: string;
  channel_id: string;
  category_id: string;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  format: number;
  duration_seconds: number;
  is_premium: boolean;
  thumbnail: string;
  poster: string;
  stream_file: string;
  stream_kind: 'hls';
  published_at: Date;
  channel_title_en: string;
  channel_title_ar: string;
  channel_thumbnail: string;
}

export const SELECT_VIDEOS = `SELECT v.id, v.channel_id, v.category_id, v.title_en, v.title_ar, v.description_en, v.description_ar, v.format,
  v.duration_seconds, v.is_premium, v.thumbnail, v.poster, v.stream_file, v.stream_kind, v.published_at,
  c.title_en AS channel_title_en, c.title_ar AS channel_title_ar, c.thumbnail AS channel_thumbnail
  FROM product.videos v JOIN product.channels c ON c.id = v.channel_id`;

const ORDER = 'ORDER BY v.published_at DESC, v.id';

export function videoSummaryOf(row: VideoRow, locale: ProductLocale): VideoSummary {
  const thumbnail = publicImage(row.thumbnail);
  return {
    id: row.id,
    title: locale === 'ar' ? row.title_ar : row.title_en,
    description: locale === 'ar' ? row.description_ar : row.description_en,
    thumbnail: thumbnail.url,
    thumbnailImage: thumbnail.image,
    format: row.format as VideoFormat,
    durationSeconds: row.duration_seconds,
    isPremium: row.is_premium,
    categoryId: row.category_id,
    publishedAt: new Date(row.published_at).toISOString(),
    channel: { id: row.channel_id, title: locale === 'ar' ? row.channel_title_ar : row.channel_title_en, thumbnail: publicImage(row.channel_thumbnail).url },
  };
}

/** The poster fields of a video detail. */
export function videoPosterOf(row: VideoRow): Pick<VideoDetail, 'poster' | 'posterImage'> {
  const poster = publicImage(row.poster);
  return { poster: poster.url, posterImage: poster.image };
}

export async function findVideo(db: Queryable, id: string): Promise<VideoRow | undefined> {
  const { rows } = await db.query<VideoRow>(`${SELECT_VIDEOS} WHERE v.id = $1`, [id]);
  return rows[0];
}

export interface VideoFilter {
  search?: string;
  channelId?: string;
  categoryId?: string;
}

/**
 * One page of videos, newest first; a search matches titles and descriptions in both languages
 * (whole words and what is still being typed) and puts the best matches first.
 */
export async function listVideos(db: Queryable, filter: VideoFilter, page: number, count: number, locale: ProductLocale): Promise<VideoPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  let order = ORDER;
  let searchClause = '';
  let searchJoin = '';
  if (filter.search !== undefined) {
    const match = searchMatch(filter.search);
    if (!match) return { items: [], page, count, total: 0, hasMore: false };
    params.push(match.text, match.prefixes);
    searchClause = `WITH ${SEARCH_TERMS}`;
    searchJoin = 'CROSS JOIN search';
    conditions.push(searchMatches('v'));
    order = `ORDER BY ${searchRank('v')} DESC, v.published_at DESC, v.id`;
  }
  if (filter.channelId) {
    params.push(filter.channelId);
    conditions.push(`v.channel_id = $${params.length}`);
  }
  if (filter.categoryId) {
    params.push(filter.categoryId);
    conditions.push(`v.category_id = $${params.length}`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const totalResult = await db.query<{ total: number }>(`${searchClause} SELECT count(*)::int AS total FROM product.videos v ${searchJoin} ${where}`, params);
  const total = Number(totalResult.rows[0]?.total ?? 0);
  const { rows } = await db.query<VideoRow>(`${searchClause} ${SELECT_VIDEOS} ${searchJoin} ${where} ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    count,
    page * count,
  ]);
  return { items: rows.map((row) => videoSummaryOf(row, locale)), page, count, total, hasMore: (page + 1) * count < total };
}

/** The videos of `ids` that exist, in the order of `ids`. */
export async function videosByIds(db: Queryable, ids: readonly string[], locale: ProductLocale): Promise<VideoSummary[]> {
  const { rows } = await db.query<VideoRow>(`${SELECT_VIDEOS} WHERE v.id = ANY($1::text[])`, [[...ids]]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [videoSummaryOf(row, locale)] : [];
  });
}

export async function featuredVideos(db: Queryable, locale: ProductLocale, limit: number): Promise<VideoSummary[]> {
  const { rows } = await db.query<VideoRow>(`${SELECT_VIDEOS} WHERE v.featured ${ORDER} LIMIT $1`, [limit]);
  return rows.map((row) => videoSummaryOf(row, locale));
}

/** The newest videos of the channels a subscriber follows. */
export async function followedChannelVideos(db: Queryable, subscriberId: string, locale: ProductLocale, limit: number): Promise<VideoSummary[]> {
  const { rows } = await db.query<VideoRow>(
    `${SELECT_VIDEOS} WHERE v.channel_id IN (SELECT channel_id FROM product.channel_follows WHERE subscriber_id = $1) ${ORDER} LIMIT $2`,
    [subscriberId, limit],
  );
  return rows.map((row) => videoSummaryOf(row, locale));
}

/**
 * Videos to watch next to an event: others from its video's channel first, then from its
 * category, newest first within each; the event's own video is left out.
 */
export async function suggestedVideos(db: Queryable, videoId: string, locale: ProductLocale, limit: number): Promise<VideoSummary[]> {
  const { rows } = await db.query<VideoRow>(
    `WITH source AS (SELECT channel_id, category_id FROM product.videos WHERE id = $1)
     ${SELECT_VIDEOS}, source s
     WHERE v.id <> $1 AND (v.channel_id = s.channel_id OR v.category_id = s.category_id)
     ORDER BY (v.channel_id = s.channel_id) DESC, v.published_at DESC, v.id
     LIMIT $2`,
    [videoId, limit],
  );
  return rows.map((row) => videoSummaryOf(row, locale));
}
