import type { Queryable } from '@payment-client/server-kit/db';
import type { ContinueWatchingItem, WatchProgress } from '../../contract/content/contentTypes';
import type { ProductLocale } from '../../contract/site/locales';
import { videoSummaryOf, type VideoRow } from '../content/videoQueries';

/** Closer than this to the end, a video counts as watched: it leaves "Continue watching" and starts over next time. */
export const FINISHED_MARGIN_SECONDS = 3;
/** Closer than this to the start, there is nothing worth resuming. */
export const RESUME_FROM_SECONDS = 3;
/** The longest "Continue watching" row. */
export const CONTINUE_WATCHING_LIMIT = 12;

interface ProgressRow {
  video_id: string;
  position_seconds: number;
  media_duration_seconds: number;
  finished: boolean;
  updated_at: Date;
}

function progressOf(row: ProgressRow): WatchProgress {
  const position = Number(row.position_seconds);
  return {
    videoId: row.video_id,
    positionSeconds: position,
    durationSeconds: Number(row.media_duration_seconds),
    finished: row.finished,
    resumeAtSeconds: row.finished || position < RESUME_FROM_SECONDS ? 0 : Math.floor(position),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Records where the viewer is in a video, replacing what was there. */
export async function saveWatchProgress(
  db: Queryable,
  subscriberId: string,
  videoId: string,
  { positionSeconds, durationSeconds }: { positionSeconds: number; durationSeconds: number },
  now: Date,
): Promise<WatchProgress> {
  const finished = durationSeconds - positionSeconds < FINISHED_MARGIN_SECONDS;
  const { rows } = await db.query<ProgressRow>(
    `INSERT INTO product.watch_progress (subscriber_id, video_id, position_seconds, media_duration_seconds, finished, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (subscriber_id, video_id) DO UPDATE SET position_seconds = $3, media_duration_seconds = $4, finished = $5, updated_at = $6
     RETURNING video_id, position_seconds, media_duration_seconds, finished, updated_at`,
    [subscriberId, videoId, positionSeconds, durationSeconds, finished, now],
  );
  return progressOf(rows[0]!);
}

/** The viewer's own progress in one video, or null when they never watched it. */
export async function readWatchProgress(db: Queryable, subscriberId: string, videoId: string): Promise<WatchProgress | null> {
  const { rows } = await db.query<ProgressRow>(
    'SELECT video_id, position_seconds, media_duration_seconds, finished, updated_at FROM product.watch_progress WHERE subscriber_id = $1 AND video_id = $2',
    [subscriberId, videoId],
  );
  return rows[0] ? progressOf(rows[0]) : null;
}

/** The videos the viewer started and did not finish, the most recently watched first. */
export async function continueWatching(db: Queryable, subscriberId: string, locale: ProductLocale): Promise<ContinueWatchingItem[]> {
  const { rows } = await db.query<VideoRow & ProgressRow>(
    `SELECT v.id, v.channel_id, v.category_id, v.title_en, v.title_ar, v.description_en, v.description_ar, v.format,
       v.duration_seconds, v.is_premium, v.thumbnail, v.poster, v.stream_file, v.stream_kind, v.published_at,
       c.title_en AS channel_title_en, c.title_ar AS channel_title_ar, c.thumbnail AS channel_thumbnail,
       p.video_id, p.position_seconds, p.media_duration_seconds, p.finished, p.updated_at
     FROM product.watch_progress p
     JOIN product.videos v ON v.id = p.video_id
     JOIN product.channels c ON c.id = v.channel_id
     WHERE p.subscriber_id = $1 AND NOT p.finished
     ORDER BY p.updated_at DESC, p.video_id
     LIMIT $2`,
    [subscriberId, CONTINUE_WATCHING_LIMIT],
  );
  return rows.map((row) => ({ video: videoSummaryOf(row, locale), progress: progressOf(row) }));
}
