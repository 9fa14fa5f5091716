import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, crc32 } from '../../../host-app/server/media/png';
import { execFile } from 'node:child_process';
import { ffmpegPath } from '../../../host-app/server/media/ffmpeg';
import { HLS_FILES } from '../../../host-app/server/media/hlsPlaylists';
import { generateSampleMedia, sampleMediaPlan, sampleVideos } from '../../../host-app/server/media/sampleMedia';
import { RENDITIONS, type VideoProfile } from '../../../host-app/server/media/videoProfile';
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

describe('PNG encoder', () => {
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

  // Short and small, so the test encodes in seconds; the layout and checks are those of the full profile.
  const TEST_PROFILE: VideoProfile = { seconds: 4, fps: 12, segmentSeconds: 2, renditions: RENDITIONS };
  const videos = sampleVideos().filter((video) => video.id === 'match-highlights' || video.id === 'desert-dunes-360');

  it('plans an image for the channels, categories and events of the seed, and encodes every video and promo loop', () => {
    const files = new Set(sampleMediaPlan().map((item) => item.file));
    for (const channel of SEED_CHANNELS) expect(files).toContain(`${PUBLIC_MEDIA_DIR}/${publicMedia.channel(channel.id)}`);
    for (const event of SEED_EVENTS) expect(files).toContain(`${PUBLIC_MEDIA_DIR}/${publicMedia.eventCover(event.id)}`);
    expect(sampleVideos().map((video) => video.id)).toEqual(SEED_VIDEOS.map((video) => video.id));
    expect(PREMIUM_PROMO_LOOP_IDS.every((id) => promoLoopFile(id).endsWith('.mp4'))).toBe(true);
  });

  it('encodes H.264/AAC HLS in 360p and 720p with a master playlist, 2:1 for 360°, captions in two languages and a poster; then only what is missing', { timeout: 300_000 }, async () => {
    const progress: string[] = [];
    const written = await generateSampleMedia(dir, { profile: TEST_PROFILE, videos, onProgress: ({ done, total, step }) => progress.push(`${done}/${total} ${step}`) });
    expect(progress.map((line) => line.slice(0, 3))).toEqual(['1/2', '2/2']);
    expect(progress.map((line) => line.slice(4)).sort()).toEqual(['video desert-dunes-360', 'video match-highlights']);
    expect(written).toEqual(expect.arrayContaining(['video match-highlights', 'video desert-dunes-360']));

    for (const video of videos) {
      const folder = join(dir, STREAM_MEDIA_DIR, streamMedia.video(video.id));
      const master = await readFile(join(folder, HLS_FILES.master), 'utf8');
      const width = (height: number) => (video.spherical ? 2 * height : (height * 16) / 9);
      expect(master).toContain(`RESOLUTION=${width(360)}x360`);
      expect(master).toContain(`RESOLUTION=${width(720)}x720`);
      for (const rendition of RENDITIONS) {
        const playlist = await readFile(join(folder, HLS_FILES.renditionPlaylist(rendition.name)), 'utf8');
        expect(playlist).toContain('#EXT-X-ENDLIST');
        const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
        expect(durations.length).toBe(TEST_PROFILE.seconds / TEST_PROFILE.segmentSeconds);
        expect(durations.every((seconds) => seconds >= 1.9 && seconds <= 4)).toBe(true);
        const streams = await describeStreams(join(folder, rendition.name, 'segment000.ts'));
        expect(streams).toMatch(new RegExp(`Video: h264.*${width(rendition.height)}x${rendition.height}`));
        expect(streams).toMatch(/Audio: aac/);
      }
      const english = await readFile(join(folder, HLS_FILES.captions('en')), 'utf8');
      const arabic = await readFile(join(folder, HLS_FILES.captions('ar')), 'utf8');
      expect(english.startsWith('WEBVTT')).toBe(true);
      expect(english).toContain(`${video.title.en}, part 1`);
      expect(arabic).toContain(`${video.title.ar}، الجزء 1`);
      const poster = readChunks(await readFile(join(dir, PUBLIC_MEDIA_DIR, publicMedia.videoCover(video.id))));
      expect([poster[0]!.data.readUInt32BE(0), poster[0]!.data.readUInt32BE(4)]).toEqual([640, 360]);
    }

    expect(await generateSampleMedia(dir, { profile: TEST_PROFILE, videos })).toEqual([]);
    await rm(join(dir, PUBLIC_MEDIA_DIR, publicMedia.videoCover('match-highlights')));
    expect(await generateSampleMedia(dir, { profile: TEST_PROFILE, videos })).toEqual(['poster match-highlights']);
    expect((await readdir(join(dir, STREAM_MEDIA_DIR, 'videos'))).every((name) => !name.includes('.partial'))).toBe(true);
    // Media of another encoding profile are not reused: they are encoded again.
    expect((await generateSampleMedia(dir, { profile: { ...TEST_PROFILE, fps: 10 }, videos: videos.slice(0, 1) })).sort()).toEqual([`video ${videos[0]!.id}`]);
  });
});

/** What ffmpeg reads of a media file's streams (the bundled build has no ffprobe). */
async function describeStreams(file: string): Promise<string> {
  const { stderr } = await runProcess(ffmpegPath(), ['-hide_banner', '-i', file]);
  return stderr;
}

function runProcess(command: string, args: string[]): Promise<{ stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, (error, _stdout, stderr) => (error && !stderr ? reject(error) : resolve({ stderr })));
  });
}
