/**
 * Names of the generated media, relative to `public/` (served as is) or `streams/` (served only
 * through signed links). The seed stores these names and the generator writes these files.
 */
import { promoLoopFile } from '../../shared/promoLoops';

export const PUBLIC_MEDIA_DIR = 'public';
export const STREAM_MEDIA_DIR = 'streams';

export const publicMedia = {
  channel: (id: string) => `channels/${id}.png`,
  category: (id: string) => `categories/${id}.png`,
  videoCover: (id: string) => `videos/${id}.png`,
  eventCover: (id: string) => `events/${id}.png`,
  operatorLogo: (id: string) => `operators/${id}.png`,
  interestIcon: (id: string) => `interests/${id}.png`,
  houseAd: (id: string) => `ads/${id}.png`,
  promoLoop: promoLoopFile,
};

export const streamMedia = {
  equirectangular: (scene: string) => `360/${scene}.png`,
  /** Animated PNG (APNG): browsers play it in an <img>. */
  testPattern: (pattern: string) => `regular/${pattern}.png`,
};
