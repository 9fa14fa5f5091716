/**
 * The VAST tracking events the ad server's stand-in asks players to report (its Impression, Error
 * and Tracking elements), each recorded as one beacon: the ad was shown, how far it played, that
 * the viewer skipped it, or that it failed.
 */
export const AD_BEACON_EVENTS = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip', 'error'] as const;
export type AdBeaconEvent = (typeof AD_BEACON_EVENTS)[number];

/** TEST environment only: a beacon the ad server's stand-in recorded. */
export interface StoredAdBeacon {
  servingId: string;
  adId: string;
  event: AdBeaconEvent;
  videoId: string | null;
  errorCode: number | null;
  receivedAt: string;
}
