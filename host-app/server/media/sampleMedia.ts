import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PUBLIC_MEDIA_DIR, publicMedia, STREAM_MEDIA_DIR, streamMedia } from '../content/mediaFiles';
import type { PaletteName } from '../content/palettes';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from '../content/seedCatalog';
import { SEED_HOUSE_ADS, SEED_INTERESTS } from '../content/seedEngagement';
import { SEED_EVENTS } from '../content/seedEvents';
import { SEED_OPERATORS } from '../content/seedMarkets';
import { PROMO_LOOPS } from '../content/seedPromoLoops';
import { paintCover, paintEquirectangular, paintIcon, paintTestPattern } from './painters';

/** One file of the sample media: where it goes (relative to the media folder) and how to paint it. */
export interface PlannedMedia {
  file: string;
  paint: () => Buffer;
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Every file the seeded content refers to, derived from the same seed records. */
export function sampleMediaPlan(): PlannedMedia[] {
  const plan: PlannedMedia[] = [];
  const add = (dir: string, file: string, paint: () => Buffer) => plan.push({ file: `${dir}/${file}`, paint });

  for (const channel of SEED_CHANNELS) add(PUBLIC_MEDIA_DIR, publicMedia.channel(channel.id), () => paintIcon(256, channel.palette, channel.title.en));
  for (const interest of SEED_INTERESTS) add(PUBLIC_MEDIA_DIR, publicMedia.interestIcon(interest.id), () => paintIcon(128, interest.palette, interest.name.en));
  for (const category of SEED_CATEGORIES) {
    add(PUBLIC_MEDIA_DIR, publicMedia.category(category.id), () => paintCover({ width: 320, height: 180, palette: category.palette, title: category.title.en }));
  }
  for (const video of SEED_VIDEOS) {
    const badges = [video.format === 1 ? '360' : 'HD', ...(video.isPremium ? ['PREMIUM'] : [])];
    add(PUBLIC_MEDIA_DIR, publicMedia.videoCover(video.id), () =>
      paintCover({ width: 640, height: 360, palette: video.palette, title: video.title.en, caption: minutes(video.durationSeconds), badges }),
    );
  }
  for (const event of SEED_EVENTS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.eventCover(event.id), () =>
      paintCover({ width: 640, height: 360, palette: event.palette, title: event.title.en, caption: event.location.en, badges: [event.label.en] }),
    );
  }
  for (const operator of SEED_OPERATORS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.operatorLogo(operator.id), () => paintCover({ width: 240, height: 120, palette: 'slate', title: operator.name }));
  }
  for (const loop of PROMO_LOOPS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.promoLoop(loop.id), () => paintTestPattern(loop.palette, loop.title, 320, 180));
  }
  for (const ad of SEED_HOUSE_ADS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.houseAd(ad.id), () => paintCover({ width: ad.width, height: ad.height, palette: ad.palette, title: ad.title.en }));
  }

  const scenes = new Set<PaletteName>();
  const patterns = new Map<PaletteName, string>();
  for (const video of SEED_VIDEOS) {
    if (video.stream.kind === 'equirectangular-image') scenes.add(video.stream.scene);
    else if (!patterns.has(video.stream.pattern)) patterns.set(video.stream.pattern, video.title.en);
  }
  for (const scene of scenes) add(STREAM_MEDIA_DIR, streamMedia.equirectangular(scene), () => paintEquirectangular(scene));
  for (const [pattern, title] of patterns) add(STREAM_MEDIA_DIR, streamMedia.testPattern(pattern), () => paintTestPattern(pattern, title));
  return plan;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Writes the planned files that are missing (all of them with `force`); returns the files written. */
export async function generateSampleMedia(mediaDir: string, options: { force?: boolean } = {}): Promise<string[]> {
  const written: string[] = [];
  for (const item of sampleMediaPlan()) {
    const path = join(mediaDir, item.file);
    if (!options.force && (await exists(path))) continue;
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a stop halfway never leaves a truncated file that counts as present;
    // aside under this process's own name, so servers starting together never rename each other's.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, item.paint());
    await rename(partial, path);
    written.push(item.file);
  }
  return written;
}
