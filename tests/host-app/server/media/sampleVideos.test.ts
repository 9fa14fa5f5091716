import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_MEDIA_DIR, streamMedia } from '../../../../host-app/server/content/mediaFiles';
import { SEED_VIDEOS } from '../../../../host-app/server/content/seedCatalog';
import { ffmpegPath } from '../../../../host-app/server/media/ffmpeg';
import { HLS_FILES } from '../../../../host-app/server/media/hlsPlaylists';
import { encodePromoLoop, PROMO_LOOP_SOURCE_RENDITION } from '../../../../host-app/server/media/promoLoops';
import { generateSampleMedia, sampleVideos } from '../../../../host-app/server/media/sampleMedia';
import { PROMO_LOOP_PROFILE, RENDITIONS, type VideoProfile } from '../../../../host-app/server/media/videoProfile';
import { PREMIUM_PROMO_LOOP_IDS, promoLoopFile } from '../../../../host-app/contract/content/promoLoops';

describe('sample videos', () => {
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

  it('encodes every seeded video that reuses no other’s renditions, and every promo loop of the premium page as MP4', () => {
    expect(sampleVideos().map((video) => video.id)).toEqual(SEED_VIDEOS.filter((video) => !video.streamOf).map((video) => video.id));
    // Each reused stream is one of those encoded, and a free video reuses only a free one's.
    const encoded = new Map(SEED_VIDEOS.filter((video) => !video.streamOf).map((video) => [video.id, video]));
    for (const video of SEED_VIDEOS.filter((item) => item.streamOf)) {
      const source = encoded.get(video.streamOf!);
      expect(source, video.id).toBeDefined();
      expect(source!.format, video.id).toBe(video.format);
      if (!video.isPremium) expect(source!.isPremium, video.id).toBe(false);
    }
    expect(PREMIUM_PROMO_LOOP_IDS.every((id) => promoLoopFile(id).endsWith('.mp4'))).toBe(true);
  });

  it('encodes H.264/AAC HLS in 360p and 720p with a master playlist, 2:1 for 360°, captions in two languages; then only what is missing', { timeout: 300_000 }, async () => {
    const progress: string[] = [];
    const written = await generateSampleMedia(dir, { profile: TEST_PROFILE, only: { videos }, onProgress: ({ done, total, step }) => progress.push(`${done}/${total} ${step}`) });
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
    }

    expect(await generateSampleMedia(dir, { profile: TEST_PROFILE, only: { videos } })).toEqual([]);
    expect((await readdir(join(dir, STREAM_MEDIA_DIR, 'videos'))).every((name) => !name.includes('.partial'))).toBe(true);
    // Media of another encoding profile are not reused: they are encoded again.
    expect((await generateSampleMedia(dir, { profile: { ...TEST_PROFILE, fps: 10 }, only: { videos: videos.slice(0, 1) } })).sort()).toEqual([`video ${videos[0]!.id}`]);
  });

  it('cuts a promo loop from the encoded videos: a regular scene and a turning 360° view, as a silent MP4 of the loop profile', { timeout: 120_000 }, async () => {
    const cuts = videos.map((video) => ({
      video: video.id,
      from: 0.5,
      playlist: join(dir, STREAM_MEDIA_DIR, streamMedia.video(video.id), HLS_FILES.renditionPlaylist(PROMO_LOOP_SOURCE_RENDITION)),
      spherical: video.spherical,
    }));
    const output = join(dir, 'promo', 'loop.mp4');
    await encodePromoLoop(cuts, output);
    const streams = await describeStreams(output);
    expect(streams).toMatch(new RegExp(`Video: h264.*${PROMO_LOOP_PROFILE.width}x${PROMO_LOOP_PROFILE.height}.*${PROMO_LOOP_PROFILE.fps} fps`));
    expect(streams).toContain(`Duration: 00:00:0${PROMO_LOOP_PROFILE.seconds}.00`);
    expect(streams).not.toMatch(/Audio:/);
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
