import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_VIDEO_ADS } from '../../../../host-app/server/content/seedVideoAds';
import { ffmpegPath } from '../../../../host-app/server/media/ffmpeg';
import { encodeVideoAd } from '../../../../host-app/server/media/videoAds';
import { VIDEO_AD_PROFILE } from '../../../../host-app/server/media/videoProfile';

describe('video ad creatives', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-ads-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('encodes a 15 s progressive MP4 at 640×360, H.264 with AAC, small enough to download whole before a video', { timeout: 120_000 }, async () => {
    const ad = SEED_VIDEO_ADS[0]!;
    const output = join(dir, `${ad.id}.mp4`);
    await encodeVideoAd({ title: ad.title.en, palette: ad.palette }, output);
    const { stderr } = await new Promise<{ stderr: string }>((resolve, reject) => {
      execFile(ffmpegPath(), ['-hide_banner', '-i', output], (error, _stdout, text) => (error && !text ? reject(error) : resolve({ stderr: text })));
    });
    expect(stderr).toMatch(/Duration: 00:00:1[45]\.\d+/);
    expect(stderr).toMatch(new RegExp(`Video: h264.*${VIDEO_AD_PROFILE.width}x${VIDEO_AD_PROFILE.height}`));
    expect(stderr).toMatch(/Audio: aac/);
    expect((await stat(output)).size).toBeLessThan(1024 * 1024);
  });
});
