import type { Queryable } from '@payment-client/server-kit/db';
import type { AdBeaconEvent, StoredAdBeacon } from '../../contract/ads/adBeacons';

export interface AdBeacon {
  servingId: string;
  adId: string;
  event: AdBeaconEvent;
  videoId: string | null;
  errorCode: number | null;
}

export async function recordAdBeacon(db: Queryable, beacon: AdBeacon, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO product.ad_beacons (received_at, serving_id, ad_id, event, video_id, error_code) VALUES ($1, $2, $3, $4, $5, $6)',
    [now.toISOString(), beacon.servingId, beacon.adId, beacon.event, beacon.videoId, beacon.errorCode],
  );
}

/** The beacons of one VAST answer, in the order they arrived. */
export async function readAdBeacons(db: Queryable, servingId: string): Promise<StoredAdBeacon[]> {
  const { rows } = await db.query<{ serving_id: string; ad_id: string; event: AdBeaconEvent; video_id: string | null; error_code: number | null; received_at: Date }>(
    'SELECT serving_id, ad_id, event, video_id, error_code, received_at FROM product.ad_beacons WHERE serving_id = $1 ORDER BY id',
    [servingId],
  );
  return rows.map((row) => ({
    servingId: row.serving_id,
    adId: row.ad_id,
    event: row.event,
    videoId: row.video_id,
    errorCode: row.error_code,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}
