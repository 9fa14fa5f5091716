import type { Queryable } from '@payment-client/server-kit/db';
import type { ProductLocale } from '../../contract/site/locales';

export interface VideoAd {
  id: string;
  title: string;
  media: string;
  width: number;
  height: number;
  bitrateKbps: number;
  durationSeconds: number;
  skipOffsetSeconds: number | null;
  targetUrl: string;
}

/**
 * The video ad a preroll before this video serves: the first active ad whose campaign targets the
 * video's category or every video. Null for an unknown video or when no campaign targets it.
 */
export async function prerollFor(db: Queryable, videoId: string, locale: ProductLocale): Promise<VideoAd | null> {
  const { rows } = await db.query<{
    id: string;
    title_en: string;
    title_ar: string;
    media: string;
    width: number;
    height: number;
    bitrate_kbps: number;
    duration_seconds: number;
    skip_offset_seconds: number | null;
    target_url: string;
  }>(
    `SELECT a.id, a.title_en, a.title_ar, a.media, a.width, a.height, a.bitrate_kbps, a.duration_seconds, a.skip_offset_seconds, a.target_url
     FROM product.videos v
     JOIN product.video_ads a ON a.active AND (a.category_id IS NULL OR a.category_id = v.category_id)
     WHERE v.id = $1
     ORDER BY a.sort_order
     LIMIT 1`,
    [videoId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: locale === 'ar' ? row.title_ar : row.title_en,
    media: row.media,
    width: row.width,
    height: row.height,
    bitrateKbps: row.bitrate_kbps,
    durationSeconds: row.duration_seconds,
    skipOffsetSeconds: row.skip_offset_seconds,
    targetUrl: row.target_url,
  };
}

export async function videoAdExists(db: Queryable, adId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM product.video_ads WHERE id = $1', [adId]);
  return rows.length > 0;
}
