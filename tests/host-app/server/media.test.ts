import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeApng, encodePng, crc32 } from '../../../host-app/server/media/png';
import { generateSampleMedia, sampleMediaPlan } from '../../../host-app/server/media/sampleMedia';
import { wrapWords } from '../../../host-app/server/media/painters';
import { PUBLIC_MEDIA_DIR, publicMedia, STREAM_MEDIA_DIR, streamMedia } from '../../../host-app/server/content/mediaFiles';
import { SEED_CHANNELS, SEED_VIDEOS } from '../../../host-app/server/content/seedCatalog';
import { SEED_EVENTS } from '../../../host-app/server/content/seedEvents';
import { PREMIUM_PROMO_LOOP_IDS, promoLoopFile } from '../../../host-app/shared/promoLoops';

interface Chunk {
  type: string;
  data: Buffer;
}

/** Reads a PNG's chunks, checking every CRC. */
function readChunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

/** Undoes the None, Sub and Up filters of an RGB image. */
function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const left = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      const above = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      pixels[y * stride + i] = (value + (filter === 1 ? left : filter === 2 ? above : 0)) & 0xff;
    }
  }
  return pixels;
}

describe('PNG and APNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('encodes RGB pixels that decode back to the same values', () => {
    const width = 7;
    const height = 5;
    const pixels = new Uint8Array(width * height * 3).map((_, index) => (index * 37 + Math.floor(index / 21) * 11) & 0xff);
    const chunks = readChunks(encodePng(pixels, width, height));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([width, height, 8, 2]);
    expect(unfilter(inflateSync(chunks[1]!.data), width, height)).toEqual(pixels);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(new Uint8Array(5), 2, 2)).toThrow('Expected 12 bytes');
  });

  it('encodes an endlessly looping APNG with numbered frame chunks', () => {
    const frames = [0, 128, 255].map((value) => new Uint8Array(2 * 2 * 3).fill(value));
    const chunks = readChunks(encodeApng(frames, 2, 2, 100));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'acTL', 'fcTL', 'IDAT', 'fcTL', 'fdAT', 'fcTL', 'fdAT', 'IEND']);
    expect([chunks[1]!.data.readUInt32BE(0), chunks[1]!.data.readUInt32BE(4)]).toEqual([3, 0]);
    const sequence = chunks.filter((chunk) => chunk.type === 'fcTL' || chunk.type === 'fdAT').map((chunk) => chunk.data.readUInt32BE(0));
    expect(sequence).toEqual([0, 1, 2, 3, 4]);
    expect([chunks[2]!.data.readUInt16BE(20), chunks[2]!.data.readUInt16BE(22)]).toEqual([100, 1000]);
    expect(unfilter(inflateSync(chunks[7]!.data.subarray(4)), 2, 2)).toEqual(frames[2]);
  });

  it('wraps titles between words', () => {
    expect(wrapWords('Night Skyline From the Top', 12)).toEqual(['Night', 'Skyline From', 'the Top']);
  });
});

describe('sample media', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sample-media-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('plans a file for every medium the seed refers to', () => {
    const files = new Set(sampleMediaPlan().map((item) => item.file));
    for (const video of SEED_VIDEOS) {
      expect(files).toContain(`${PUBLIC_MEDIA_DIR}/${publicMedia.videoCover(video.id)}`);
      const stream = video.stream.kind === 'equirectangular-image' ? streamMedia.equirectangular(video.stream.scene) : streamMedia.testPattern(video.stream.pattern);
      expect(files).toContain(`${STREAM_MEDIA_DIR}/${stream}`);
    }
    for (const channel of SEED_CHANNELS) expect(files).toContain(`${PUBLIC_MEDIA_DIR}/${publicMedia.channel(channel.id)}`);
    for (const event of SEED_EVENTS) expect(files).toContain(`${PUBLIC_MEDIA_DIR}/${publicMedia.eventCover(event.id)}`);
    for (const id of PREMIUM_PROMO_LOOP_IDS) expect(files).toContain(`${PUBLIC_MEDIA_DIR}/${promoLoopFile(id)}`);
  });

  it('generates valid images, 2:1 equirectangular for 360, under 10 MB in all, and then only what is missing', { timeout: 300_000 }, async () => {
    const written = await generateSampleMedia(dir);
    expect(written.length).toBe(sampleMediaPlan().length);

    let total = 0;
    for (const file of written) {
      const path = join(dir, file);
      total += (await stat(path)).size;
      const chunks = readChunks(await readFile(path));
      const ihdr = chunks[0]!.data;
      if (file.startsWith(`${STREAM_MEDIA_DIR}/360/`)) expect(ihdr.readUInt32BE(0)).toBe(2 * ihdr.readUInt32BE(4));
      // Regular videos and the premium page's promotional loops are animated.
      if (file.startsWith(`${STREAM_MEDIA_DIR}/regular/`) || file.startsWith(`${PUBLIC_MEDIA_DIR}/promo/`)) expect(chunks.some((chunk) => chunk.type === 'acTL')).toBe(true);
    }
    expect(total).toBeLessThan(10 * 1024 * 1024);

    const kept = join(dir, written[0]!);
    await writeFile(kept, 'kept');
    await rm(join(dir, written[1]!));
    expect(await generateSampleMedia(dir)).toEqual([written[1]]);
    expect((await stat(kept)).size).toBe(4);
    expect((await readdir(join(dir, STREAM_MEDIA_DIR, '360'))).every((name) => !name.endsWith('.partial'))).toBe(true);
  });
});
