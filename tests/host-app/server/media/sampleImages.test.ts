import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MEDIA_DIR, publicMedia } from '../../../../host-app/server/content/mediaFiles';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from '../../../../host-app/server/content/seedCatalog';
import { SEED_HOUSE_ADS, SEED_INTERESTS } from '../../../../host-app/server/content/seedEngagement';
import { SEED_EVENTS } from '../../../../host-app/server/content/seedEvents';
import { SEED_OPERATORS } from '../../../../host-app/server/content/seedMarkets';
import { artworkSvg } from '../../../../host-app/server/media/artwork';
import { encodeImageFiles, imageFilesOf, parseImageFileName, type ImageFile } from '../../../../host-app/server/media/imageFiles';
import { generateSampleMedia } from '../../../../host-app/server/media/sampleMedia';
import { findSampleImage, sampleImages, widthsFor, type SampleImage } from '../../../../host-app/server/media/sampleImages';

const imageOf = (key: string): SampleImage => {
  const image = findSampleImage(key);
  if (!image) throw new Error(`No sample image ${key}`);
  return image;
};

/** What sharp reads in a file: `heif` with AV1 compression is AVIF. */
const FORMAT_READ_AS: Record<ImageFile['format'], { format: string; compression?: string }> = {
  avif: { format: 'heif', compression: 'av1' },
  webp: { format: 'webp' },
  jpeg: { format: 'jpeg' },
};

describe('sample images: the plan', () => {
  it('has one picture for every seeded video, event, channel, category, house ad, interest and operator', () => {
    const keys = sampleImages().map((image) => image.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      [
        ...SEED_VIDEOS.map((video) => publicMedia.videoCover(video.id)),
        ...SEED_EVENTS.map((event) => publicMedia.eventCover(event.id)),
        ...SEED_CHANNELS.map((channel) => publicMedia.channel(channel.id)),
        ...SEED_CATEGORIES.map((category) => publicMedia.category(category.id)),
        ...SEED_HOUSE_ADS.map((ad) => publicMedia.houseAd(ad.id)),
        ...SEED_INTERESTS.map((interest) => publicMedia.interestIcon(interest.id)),
        ...SEED_OPERATORS.map((operator) => publicMedia.operatorLogo(operator.id)),
      ].sort(),
    );
  });

  it('encodes each picture at the widths of the layouts it is shown in, leaving out one the next width serves within a tenth', () => {
    // Card 336 and 672, cover 368, 720 and 1280: 368 serves 336, 720 serves 672.
    expect(widthsFor(['card', 'cover'])).toEqual([368, 720, 1280]);
    expect(imageOf(publicMedia.videoCover('match-highlights'))).toMatchObject({ width: 1280, height: 720, widths: [368, 720, 1280] });
    expect(imageOf(publicMedia.eventCover(SEED_EVENTS[0]!.id))).toMatchObject({ width: 1280, height: 720, widths: [368, 720, 1280] });
    expect(imageOf(publicMedia.channel('sports-arena'))).toMatchObject({ width: 672, height: 378, widths: [192, 336, 672] });
    expect(imageOf(publicMedia.category('travel'))).toMatchObject({ width: 672, height: 378, widths: [336, 672] });
    expect(imageOf(publicMedia.houseAd('premium-billboard'))).toMatchObject({ width: 1940, height: 500, widths: [368, 720, 970, 1940] });
    expect(imageOf(publicMedia.houseAd('nature-mpu'))).toMatchObject({ width: 600, height: 500, widths: [300, 600] });
    expect(imageOf(publicMedia.interestIcon('football'))).toMatchObject({ width: 64, height: 64, widths: [32, 64] });
  });

  it('draws no text: every picture is shapes, gradients and colour, with no title, clock or guide in it', () => {
    const shapes = new Set(['svg', 'defs', 'linearGradient', 'radialGradient', 'stop', 'rect', 'circle', 'ellipse', 'path', 'g']);
    const seededTexts = [...SEED_VIDEOS, ...SEED_EVENTS, ...SEED_CHANNELS, ...SEED_CATEGORIES, ...SEED_HOUSE_ADS].flatMap((item) => [item.title.en, item.title.ar]);
    for (const image of sampleImages()) {
      const svg = artworkSvg(image.artwork, image.width, image.height);
      const elements = new Set([...svg.matchAll(/<([A-Za-z]+)/g)].map((match) => match[1]!));
      expect([...elements].filter((element) => !shapes.has(element)), image.key).toEqual([]);
      expect(svg, image.key).not.toMatch(/font|glyph|<text|LEFT|FRONT|\d\d:\d\d/i);
      // Nothing between tags: an element's content could only be text.
      expect(svg.replace(/<[^>]*>/g, ''), image.key).toBe('');
      for (const text of seededTexts) expect(svg.includes(text), `${image.key} holds "${text}"`).toBe(false);
    }
  });

  it('names each file by key, width and a hash of what makes it: the same picture keeps its names, another artwork gets new ones', () => {
    const image = imageOf(publicMedia.videoCover('match-highlights'));
    const { files, fallback, hash } = imageFilesOf(image);
    expect(files.map((file) => file.name)).toEqual([
      `videos/match-highlights-368.${hash}.avif`,
      `videos/match-highlights-720.${hash}.avif`,
      `videos/match-highlights-1280.${hash}.avif`,
      `videos/match-highlights-368.${hash}.webp`,
      `videos/match-highlights-720.${hash}.webp`,
      `videos/match-highlights-1280.${hash}.webp`,
      `videos/match-highlights-1280.${hash}.jpg`,
    ]);
    expect(fallback).toEqual({ name: `videos/match-highlights-1280.${hash}.jpg`, format: 'jpeg', width: 1280, height: 720 });
    expect(files.map((file) => [file.width, file.height])).toEqual([[368, 207], [720, 405], [1280, 720], [368, 207], [720, 405], [1280, 720], [1280, 720]]);
    expect(imageFilesOf({ ...image }).hash).toBe(hash);
    expect(imageFilesOf({ ...image, artwork: { ...image.artwork, variant: image.artwork.variant / 2 } }).hash).not.toBe(hash);
    expect(imageFilesOf({ ...image, widths: [720, 1280] }).hash).not.toBe(hash);
    expect(parseImageFileName(`match-highlights-368.${hash}.avif`)).toEqual({ base: 'match-highlights', width: 368, hash });
    expect(parseImageFileName('match-highlights.png')).toBeNull();
  });
});

describe('sample images: the files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sample-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const images = [publicMedia.videoCover('desert-dunes-360'), publicMedia.houseAd('premium-billboard'), publicMedia.interestIcon('music')].map(imageOf);
  const pathOf = (file: ImageFile) => join(dir, PUBLIC_MEDIA_DIR, file.name);

  it('writes AVIF and WebP at every width and a JPEG, each read back by sharp at its stated size; then only what is missing', { timeout: 120_000 }, async () => {
    const written = await generateSampleMedia(dir, { only: { images } });
    expect(written.sort()).toEqual(images.map((image) => `image ${image.key}`).sort());

    for (const image of images) {
      const { files } = imageFilesOf(image);
      expect(files.filter((file) => file.format === 'avif').map((file) => file.width)).toEqual(image.widths);
      expect(files.filter((file) => file.format === 'webp').map((file) => file.width)).toEqual(image.widths);
      for (const file of files) {
        const metadata = await sharp(pathOf(file)).metadata();
        expect({ format: metadata.format, compression: metadata.compression, width: metadata.width, height: metadata.height }, file.name).toEqual({
          compression: undefined,
          ...FORMAT_READ_AS[file.format],
          width: file.width,
          height: file.height,
        });
      }
    }

    expect(await generateSampleMedia(dir, { only: { images } })).toEqual([]);
    await rm(pathOf(imageFilesOf(images[1]!).files[2]!));
    expect(await generateSampleMedia(dir, { only: { images } })).toEqual([`image ${images[1]!.key}`]);
    expect((await readdir(join(dir, PUBLIC_MEDIA_DIR, 'ads'))).filter((name) => name.includes('.partial'))).toEqual([]);
  });

  it('encodes the same picture into the same bytes, so a name never stands for two contents', { timeout: 60_000 }, async () => {
    const image = images[0]!;
    const { files } = imageFilesOf(image);
    const [first, second] = await Promise.all([encodeImageFiles(image, files), encodeImageFiles(image, files)]);
    expect(first.map((bytes) => bytes.length)).toEqual(second.map((bytes) => bytes.length));
    first.forEach((bytes, index) => expect(bytes.equals(second[index]!), files[index]!.name).toBe(true));
  });

  it('removes the files of an earlier hash once a picture is encoded again, and no other picture\u2019s', { timeout: 60_000 }, async () => {
    const image = images[2]!;
    const folder = join(dir, PUBLIC_MEDIA_DIR, 'interests');
    const stale = ['music-32.0123456789.avif', 'music-64.0123456789.webp', 'music-64.0123456789.jpg'];
    const others = ['football-32.0123456789.avif', 'music-video-32.0123456789.avif', 'music.png'];
    for (const name of [...stale, ...others]) await writeFile(join(folder, name), 'old');
    await generateSampleMedia(dir, { only: { images: [image] }, force: true });
    const left = await readdir(folder);
    for (const name of stale) expect(left).not.toContain(name);
    for (const name of others) expect(left).toContain(name);
    for (const file of imageFilesOf(image).files) expect(left).toContain(file.name.slice('interests/'.length));
  });
});
