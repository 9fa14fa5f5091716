import { sitePath } from '../../contract/site/sitePaths';
import type { Localized } from './localized';
import type { PaletteName } from './palettes';

/** A video ad of the ad server's stand-in: a linear creative the generator encodes, served as a VAST preroll. */
export interface SeedVideoAd {
  id: string;
  title: Localized;
  /** A page of the site (in the default locale) the ad's click opens. */
  targetUrl: string;
  /** Seconds before the viewer may skip; null: not skippable. */
  skipOffsetSeconds: number | null;
  /**
   * The campaign's targeting: prerolls play before the videos of this category, and the ad
   * server answers "no ad" for the others; null targets every video.
   */
  categoryId: string | null;
  palette: PaletteName;
}

export const SEED_VIDEO_ADS: readonly SeedVideoAd[] = [
  {
    id: 'concert-season-preroll',
    title: { en: 'Concert season on Live Music', ar: 'موسم الحفلات على موسيقى حية' },
    targetUrl: sitePath.channel('live-music'),
    skipOffsetSeconds: 5,
    categoryId: 'music',
    palette: 'neon',
  },
];
