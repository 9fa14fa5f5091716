import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MEDIA_FILES_PREFIX } from '../../../../host-app/contract/http/apiPaths';
import type { HomeData, ResponsiveImage, VideoDetail } from '../../../../host-app/contract/content/contentTypes';
import type { Interest } from '../../../../host-app/contract/account/accountTypes';
import { PUBLIC_MEDIA_DIR, publicMedia } from '../../../../host-app/server/content/mediaFiles';
import { imageFilesOf } from '../../../../host-app/server/media/imageFiles';
import { generateSampleMedia } from '../../../../host-app/server/media/sampleMedia';
import { findSampleImage } from '../../../../host-app/server/media/sampleImages';
import { startTestProduct, success, type TestProduct } from '../helpers';

const FILE_URL = /^\/media\/files\/[a-z]+\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(?:avif|webp|jpg)$/;

/** Every URL of a picture, each with the width its srcset gives (the fallback's from `width`). */
function urlsOf(image: ResponsiveImage): { url: string; width: number }[] {
  const listed = image.sources.flatMap((source) =>
    source.srcset.split(', ').map((candidate) => {
      const [url, width] = candidate.split(' ');
      return { url: url!, width: Number(width!.slice(0, -1)) };
    }),
  );
  return [...listed, { url: image.src, width: image.width }];
}

describe('pictures on the product API', () => {
  let product: TestProduct;
  const video = 'match-highlights';
  beforeAll(async () => {
    product = await startTestProduct();
    const image = findSampleImage(publicMedia.videoCover(video))!;
    await generateSampleMedia(product.dirs.media, { only: { images: [image] } });
  }, 120_000);
  afterAll(async () => {
    await product.close();
  });

  it('gives a video its poster as the URL the spec names and, beside it, its formats and widths', async () => {
    const detail = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video(video) }));
    const poster = detail.posterImage!;
    expect(detail.poster).toBe(poster.src);
    expect(poster.src).toMatch(FILE_URL);
    expect(poster.src.endsWith('.jpg')).toBe(true);
    expect([poster.width, poster.height]).toEqual([1280, 720]);
    expect(poster.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of poster.sources) {
      const extension = source.type === 'image/avif' ? 'avif' : 'webp';
      expect(source.srcset).toMatch(new RegExp(`^\\S+-368\\.[0-9a-f]{10}\\.${extension} 368w, \\S+-720\\.[0-9a-f]{10}\\.${extension} 720w, \\S+-1280\\.[0-9a-f]{10}\\.${extension} 1280w$`));
    }
    // Card and player show the same picture.
    expect(detail.thumbnailImage).toEqual(poster);
    expect(detail.thumbnail).toBe(poster.src);
  });

  it('gives every picture of the home answer both fields: videos, events, channels, categories, house ads and operators', async () => {
    const home = success<HomeData>(await product.app.inject({ method: 'GET', url: API_PATHS.home('ar', 'AE') }));
    const pictures: [string, ResponsiveImage | undefined][] = home.operators.map((operator) => [operator.logo, operator.logoImage]);
    for (const section of home.sections) {
      for (const item of section.items) {
        if ('coverImageUrl' in item) pictures.push([item.coverImageUrl, item.coverImage]);
        else if ('imageUrl' in item) pictures.push([item.imageUrl, item.image]);
        else pictures.push([item.thumbnail, item.thumbnailImage]);
      }
    }
    expect(new Set(home.sections.map((section) => section.type))).toEqual(new Set(['sliders', 'events', 'channels', 'categories', 'videos', 'dynamicHomeAd']));
    expect(pictures.length).toBeGreaterThan(20);
    for (const [url, image] of pictures) {
      expect(image?.src).toBe(url);
      expect(image!.sources.length).toBe(2);
      for (const { url: fileUrl } of urlsOf(image!)) expect(fileUrl).toMatch(FILE_URL);
    }
    const interests = success<Interest[]>(await product.app.inject({ method: 'GET', url: API_PATHS.interests }));
    for (const interest of interests) expect(interest.iconImage?.src).toBe(interest.icon);
  });

  it('keeps a name that is not a sample picture as it is, with no formats to offer', async () => {
    await product.db.query(`UPDATE product.videos SET thumbnail = 'legacy/poster.png', poster = 'legacy/poster.png' WHERE id = 'coach-interview'`);
    const detail = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video('coach-interview') }));
    expect(detail.poster).toBe(`${MEDIA_FILES_PREFIX}legacy/poster.png`);
    expect(detail.thumbnail).toBe(`${MEDIA_FILES_PREFIX}legacy/poster.png`);
    expect(detail).not.toHaveProperty('posterImage');
    expect(detail).not.toHaveProperty('thumbnailImage');
  });

  it('serves each file of a picture with its own type, as immutable for a year, and the bytes are that picture at that width', async () => {
    const detail = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.video(video) }));
    const files = urlsOf(detail.posterImage!);
    expect(files.length).toBe(imageFilesOf(findSampleImage(publicMedia.videoCover(video))!).files.length);
    for (const { url, width } of files) {
      const response = await product.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      const type = url.endsWith('.avif') ? 'image/avif' : url.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
      expect(response.headers['content-type'], url).toBe(type);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.width, metadata.height], url).toEqual([width, Math.round((width * 9) / 16)]);
    }
  });

  it('keeps the hour of caching for files without a hash, and answers 404 for a hashed name that was never made', async () => {
    const loop = join(product.dirs.media, PUBLIC_MEDIA_DIR, publicMedia.promoLoop('no-ads'));
    await mkdir(join(loop, '..'), { recursive: true });
    await writeFile(loop, 'stand-in bytes');
    const unhashed = await product.app.inject({ method: 'GET', url: `${MEDIA_FILES_PREFIX}${publicMedia.promoLoop('no-ads')}` });
    expect(unhashed.statusCode).toBe(200);
    expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await product.app.inject({ method: 'GET', url: `${MEDIA_FILES_PREFIX}videos/${video}-720.0123456789.avif` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toContain('immutable');
  });
});
