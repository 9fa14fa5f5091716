import type { Queryable } from '@payment-client/server-kit/db';

/** What a live stream needs of an event: its schedule, its video's title, format and premium flag. */
export interface LiveEventRow {
  id: string;
  video_id: string;
  title_en: string;
  starts_at: Date;
  ends_at: Date;
  format: number;
  is_premium: boolean;
}

const SELECT_LIVE = `SELECT e.id, e.video_id, e.title_en, e.starts_at, e.ends_at, v.format, v.is_premium
  FROM product.events e JOIN product.videos v ON v.id = e.video_id`;

/** Events on air at `now`. */
export async function eventsOnAir(db: Queryable, now: Date): Promise<LiveEventRow[]> {
  const { rows } = await db.query<LiveEventRow>(`${SELECT_LIVE} WHERE e.starts_at <= $1 AND e.ends_at > $1 ORDER BY e.id`, [now.toISOString()]);
  return rows;
}

/** The next time an event starts after `now`, or null. */
export async function nextEventStart(db: Queryable, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ starts_at: Date }>('SELECT starts_at FROM product.events WHERE starts_at > $1 ORDER BY starts_at LIMIT 1', [now.toISOString()]);
  return rows[0] ? new Date(rows[0].starts_at) : null;
}

export async function findEventOnAir(db: Queryable, eventId: string, now: Date): Promise<LiveEventRow | null> {
  const { rows } = await db.query<LiveEventRow>(`${SELECT_LIVE} WHERE e.id = $1 AND e.starts_at <= $2 AND e.ends_at > $2`, [eventId, now.toISOString()]);
  return rows[0] ?? null;
}

export async function findEvent(db: Queryable, eventId: string): Promise<LiveEventRow | null> {
  const { rows } = await db.query<LiveEventRow>(`${SELECT_LIVE} WHERE e.id = $1`, [eventId]);
  return rows[0] ?? null;
}
