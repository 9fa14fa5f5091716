import type { Queryable } from '@payment-client/server-kit/db';
import type { ProductEvent } from '../../contract/content/contentTypes';
import type { ProductLocale } from '../../contract/site/locales';
import { publicImage } from './mediaUrls';

export interface EventRow {
  id: string;
  video_id: string;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  location_en: string;
  location_ar: string;
  category_en: string;
  category_ar: string;
  label_en: string;
  label_ar: string;
  cover_image: string;
  starts_at: Date;
  ends_at: Date;
  channel_title_en: string;
  channel_title_ar: string;
  channel_thumbnail: string;
}

export const SELECT_EVENTS = `SELECT e.id, e.video_id, e.title_en, e.title_ar, e.description_en, e.description_ar, e.location_en, e.location_ar,
  e.category_en, e.category_ar, e.label_en, e.label_ar, e.cover_image, e.starts_at, e.ends_at,
  c.title_en AS channel_title_en, c.title_ar AS channel_title_ar, c.thumbnail AS channel_thumbnail
  FROM product.events e JOIN product.channels c ON c.id = e.channel_id`;

/** At most this many events per list. */
const EVENTS_LIMIT = 20;

export function eventOf(row: EventRow, locale: ProductLocale, isLive: boolean): ProductEvent {
  const ar = locale === 'ar';
  const cover = publicImage(row.cover_image);
  return {
    id: row.id,
    title: ar ? row.title_ar : row.title_en,
    description: ar ? row.description_ar : row.description_en,
    coverImageUrl: cover.url,
    coverImage: cover.image,
    location: ar ? row.location_ar : row.location_en,
    category: ar ? row.category_ar : row.category_en,
    date: new Date(row.starts_at).toISOString(),
    endDate: new Date(row.ends_at).toISOString(),
    label: ar ? row.label_ar : row.label_en,
    isLive,
    navigationId: row.video_id,
    channel: { title: ar ? row.channel_title_ar : row.channel_title_en, thumbnail: publicImage(row.channel_thumbnail).url },
  };
}

/** Events running now, earliest start first. */
export async function liveEvents(db: Queryable, now: Date, locale: ProductLocale): Promise<ProductEvent[]> {
  const { rows } = await db.query<EventRow>(`${SELECT_EVENTS} WHERE e.starts_at <= $1 AND e.ends_at > $1 ORDER BY e.starts_at, e.id LIMIT ${EVENTS_LIMIT}`, [
    now.toISOString(),
  ]);
  return rows.map((row) => eventOf(row, locale, true));
}

/** Events not started yet, soonest first. */
export async function upcomingEvents(db: Queryable, now: Date, locale: ProductLocale): Promise<ProductEvent[]> {
  const { rows } = await db.query<EventRow>(`${SELECT_EVENTS} WHERE e.starts_at > $1 ORDER BY e.starts_at, e.id LIMIT ${EVENTS_LIMIT}`, [now.toISOString()]);
  return rows.map((row) => eventOf(row, locale, false));
}

/** Events that have ended, the most recent first: their videos are the replays. */
export async function pastEvents(db: Queryable, now: Date, locale: ProductLocale): Promise<ProductEvent[]> {
  const { rows } = await db.query<EventRow>(`${SELECT_EVENTS} WHERE e.ends_at <= $1 ORDER BY e.ends_at DESC, e.id LIMIT ${EVENTS_LIMIT}`, [now.toISOString()]);
  return rows.map((row) => eventOf(row, locale, false));
}

/** The next time an event starts or ends after `now`: the live and upcoming lists hold until then. Null when none will. */
export async function nextEventChange(db: Queryable, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `SELECT least((SELECT min(starts_at) FROM product.events WHERE starts_at > $1), (SELECT min(ends_at) FROM product.events WHERE ends_at > $1)) AS at`,
    [now.toISOString()],
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
