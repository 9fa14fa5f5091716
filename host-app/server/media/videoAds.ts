import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PaletteName } from '../content/palettes';
import { runFfmpeg } from './ffmpeg';
import { VIDEO_AD_PROFILE } from './videoProfile';
import { regularScene, STREAM_CLOCK } from './videoScenes';

/**
 * A video ad's creative as one progressive MP4 (H.264/AAC, moov first so it starts before it has
 * all arrived): the regular scene with the ad's title and its running time, over a steady tone.
 */
export async function encodeVideoAd(ad: { title: string; palette: PaletteName }, output: string): Promise<void> {
  const { seconds, fps, width, height, videoKbps, audioKbps } = VIDEO_AD_PROFILE;
  await mkdir(dirname(output), { recursive: true });
  await runFfmpeg([
    '-filter_complex', `${regularScene({ title: ad.title, palette: ad.palette, width, height, fps, seconds, clock: STREAM_CLOCK })};sine=frequency=660:sample_rate=44100:duration=${seconds}[tone]`,
    '-map', '[scene]', '-map', '[tone]',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', `${videoKbps}k`, '-maxrate', `${Math.round(videoKbps * 1.2)}k`, '-bufsize', `${videoKbps * 2}k`,
    '-c:a', 'aac', '-b:a', `${audioKbps}k`, '-ac', '2',
    '-movflags', '+faststart', output,
  ]);
}
