/**
 * Names of the generated media, relative to `public/` (served as is), `streams/` (served only
 * through signed links), `live/` (written by the live streams) or `live-feeds/` (what they loop).
 * The seed stores these names and the generator writes these files.
 */
import { promoLoopFile } from '../../contract/content/promoLoops';

export const PUBLIC_MEDIA_DIR = 'public';
export const STREAM_MEDIA_DIR = 'streams';

/**
 * Pictures are named by a key, which the seed stores: each is encoded into several files named
 * from it, in every format and width it is served in (media/imageFiles.ts).
 */
export const publicMedia = {
  channel: (id: string) => `channels/${id}`,
  category: (id: string) => `categories/${id}`,
  videoCover: (id: string) => `videos/${id}`,
  eventCover: (id: string) => `events/${id}`,
  operatorLogo: (id: string) => `operators/${id}`,
  interestIcon: (id: string) => `interests/${id}`,
  houseAd: (id: string) => `ads/${id}`,
  /** A video ad's creative (an MP4 that VAST answers name). */
  videoAd: (id: string) => `ads/video/${id}.mp4`,
  promoLoop: promoLoopFile,
};

export const streamMedia = {
  /** One video's HLS folder: master playlist, a folder per rendition, captions. */
  video: (id: string) => `videos/${id}`,
};

/**
 * Live streams are written while the server runs, beside the generated media rather than in them,
 * in a folder of the server process's own: servers sharing the media folder never clear each other's.
 */
export const LIVE_MEDIA_DIR = 'live';
export const liveMedia = {
  event: (id: string) => `${process.pid}/${id}`,
};

/** Each event's feed, which its live stream loops: encoded once, named by what it shows, never served. */
export const LIVE_FEED_DIR = 'live-feeds';
export const liveFeedMedia = {
  feed: (eventId: string, version: string) => `${eventId}-${version}.mp4`,
};
