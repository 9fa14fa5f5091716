import { createHash } from 'node:crypto';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../contract/content/imageLayouts';
import { VideoFormat } from '../../contract/content/contentConstants';
import { type AdPlacementType } from '../../contract/ads/adConfiguration';
import { publicMedia } from '../content/mediaFiles';
import type { PaletteName } from '../content/palettes';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from '../content/seedCatalog';
import { SEED_HOUSE_ADS, SEED_INTERESTS } from '../content/seedEngagement';
import { SEED_EVENTS } from '../content/seedEvents';
import { SEED_OPERATORS } from '../content/seedMarkets';
import type { Artwork, ArtworkMotif } from './artwork';

/** One picture of the seeded content: its artwork, its shape, and the widths it is encoded at. */
export interface SampleImage {
  /** What the seed stores: a path below the public media folder, without width, hash or extension. */
  key: string;
  artwork: Artwork;
  /** The largest encoded width and the height that goes with it; every width keeps this aspect ratio. */
  width: number;
  height: number;
  /** Ascending; the last is `width`. */
  widths: readonly number[];
}

/**
 * The widths of every layout a picture is shown in, leaving out any that the next wider one
 * exceeds by a tenth or less: that one serves it with no visible loss, and one file fewer.
 */
export function widthsFor(layouts: readonly ImageLayoutName[]): number[] {
  const all = [...new Set(layouts.flatMap((layout) => IMAGE_LAYOUTS[layout].widths))].sort((a, b) => a - b);
  return all.filter((width, index) => index === all.length - 1 || all[index + 1]! > width * 1.1);
}

/** A number between 0 and 1 drawn from the key, so each picture's artwork is its own and stays the same. */
function variantOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

function sampleImage(key: string, motif: ArtworkMotif, palette: PaletteName, aspect: readonly [number, number], layouts: readonly ImageLayoutName[]): SampleImage {
  const widths = widthsFor(layouts);
  const width = widths[widths.length - 1]!;
  return { key, artwork: { motif, palette, variant: variantOf(key) }, width, height: Math.round((width * aspect[1]) / aspect[0]), widths };
}

const WIDE = [16, 9] as const;
const SQUARE = [1, 1] as const;

/** The house ads' placements that have a layout of their own. */
const HOUSE_AD_LAYOUTS: Partial<Record<AdPlacementType, ImageLayoutName>> = { billboard: 'billboard', mpu: 'mpu', native: 'row', interstitial: 'mpu', sticky: 'sticky' };

function houseAdLayout(placement: AdPlacementType): ImageLayoutName {
  const layout = HOUSE_AD_LAYOUTS[placement];
  if (!layout) throw new Error(`No image layout for house ads placed as ${placement}: add one to IMAGE_LAYOUTS.`);
  return layout;
}

/** Every picture the seeded content refers to, derived from the same seed records. */
export function sampleImages(): SampleImage[] {
  return [
    ...SEED_VIDEOS.map((video) =>
      sampleImage(publicMedia.videoCover(video.id), video.format === VideoFormat.Spherical ? 'globe' : 'horizon', video.palette, WIDE, ['card', 'row', 'cover']),
    ),
    ...SEED_EVENTS.map((event) => sampleImage(publicMedia.eventCover(event.id), 'horizon', event.palette, WIDE, ['card', 'cover'])),
    ...SEED_CHANNELS.map((channel) => sampleImage(publicMedia.channel(channel.id), 'emblem', channel.palette, WIDE, ['card', 'channelBadge'])),
    ...SEED_CATEGORIES.map((category) => sampleImage(publicMedia.category(category.id), 'horizon', category.palette, WIDE, ['card'])),
    ...SEED_HOUSE_ADS.map((ad) => sampleImage(publicMedia.houseAd(ad.id), 'horizon', ad.palette, [ad.width, ad.height], [houseAdLayout(ad.placement)])),
    ...SEED_INTERESTS.map((interest) => sampleImage(publicMedia.interestIcon(interest.id), 'emblem', interest.palette, SQUARE, ['icon'])),
    ...SEED_OPERATORS.map((operator) => sampleImage(publicMedia.operatorLogo(operator.id), 'emblem', 'slate', SQUARE, ['icon'])),
  ];
}

let byKey: Map<string, SampleImage> | undefined;

/** The sample picture stored under `key`, if the seed has one. */
export function findSampleImage(key: string): SampleImage | undefined {
  byKey ??= new Map(sampleImages().map((image) => [image.key, image]));
  return byKey.get(key);
}
