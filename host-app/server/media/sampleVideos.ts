import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Localized } from '../content/localized';
import type { PaletteName } from '../content/palettes';
import { captionsFile, CAPTION_LANGUAGES } from './captions';
import { runFfmpeg } from './ffmpeg';
import { HLS_FILES, masterPlaylist } from './hlsPlaylists';
import { spriteLayout, spriteSheetArgs, thumbnailsTrack } from './thumbnailSprites';
import { AUDIO_KBPS, frameWidth, renditionsOf, type VideoProfile } from './videoProfile';
import { equirectangularScene, regularScene, STREAM_CLOCK } from './videoScenes';

export interface SampleVideo {
  id: string;
  title: Localized;
  palette: PaletteName;
  spherical: boolean;
}

/** ffmpeg arguments for one HLS rendition of the `[v<name>]` and `[a<name>]` pads. */
function renditionOutput(folder: string, name: string, videoKbps: number, profile: VideoProfile): string[] {
  const keyframeEvery = profile.fps * profile.segmentSeconds;
  return [
    '-map', `[v${name}]`, '-map', `[a${name}]`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    // A keyframe on every segment boundary, so every segment starts cleanly and all renditions align.
    '-g', String(keyframeEvery), '-keyint_min', String(keyframeEvery), '-sc_threshold', '0',
    '-b:v', `${videoKbps}k`, '-maxrate', `${Math.round(videoKbps * 1.2)}k`, '-bufsize', `${videoKbps * 2}k`,
    '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000',
    '-f', 'hls', '-hls_time', String(profile.segmentSeconds), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', join(folder, HLS_FILES.segmentPattern(name)),
    join(folder, HLS_FILES.renditionPlaylist(name)),
  ];
}

/**
 * Encodes one sample video into `folder`: every rendition in a single ffmpeg run (the scene is
 * painted once at the largest size and scaled down), the master playlist, the captions, and the
 * seek bar's thumbnail sprite with its WebVTT track (drawn from the smallest rendition).
 */
export async function encodeSampleVideo(video: SampleVideo, folder: string, profile: VideoProfile): Promise<void> {
  const renditions = renditionsOf(profile, video.spherical).sort((a, b) => b.height - a.height);
  const top = renditions[0];
  if (!top) throw new Error('A video profile needs at least one rendition.');
  for (const rendition of renditions) await mkdir(join(folder, rendition.name), { recursive: true });
  const scene = { title: video.title.en, palette: video.palette, width: frameWidth(top.height, video.spherical), height: top.height, fps: profile.fps, seconds: profile.seconds, clock: STREAM_CLOCK };
  const names = renditions.map((rendition) => rendition.name);
  const graph = [
    video.spherical ? equirectangularScene(scene) : regularScene(scene),
    `[scene]split=${names.length}${names.map((name) => `[s${name}]`).join('')}`,
    ...renditions.map((rendition) => `[s${rendition.name}]scale=${frameWidth(rendition.height, video.spherical)}:${rendition.height}[v${rendition.name}]`),
    // A beep a second over a steady tone: something to hear, and to see in the waveform.
    `sine=frequency=440:beep_factor=2:sample_rate=48000:duration=${profile.seconds},asplit=${names.length}${names.map((name) => `[a${name}]`).join('')}`,
  ].join(';');
  await runFfmpeg(['-filter_complex', graph, ...renditions.flatMap((rendition) => renditionOutput(folder, rendition.name, rendition.videoKbps, profile))]);
  await writeFile(join(folder, HLS_FILES.master), masterPlaylist(renditionsOf(profile, video.spherical), video.spherical));
  await writeFile(join(folder, HLS_FILES.profile), JSON.stringify(profile));
  for (const language of CAPTION_LANGUAGES) {
    const file = join(folder, HLS_FILES.captions(language));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, captionsFile(video.title, language, profile.seconds));
  }
  const smallest = renditions[renditions.length - 1]!;
  const layout = spriteLayout(profile.seconds, video.spherical);
  await mkdir(dirname(join(folder, HLS_FILES.thumbnailSprite)), { recursive: true });
  await runFfmpeg(spriteSheetArgs(join(folder, HLS_FILES.renditionPlaylist(smallest.name)), join(folder, HLS_FILES.thumbnailSprite), layout));
  await writeFile(join(folder, HLS_FILES.thumbnailsTrack), thumbnailsTrack(layout, profile.seconds, basename(HLS_FILES.thumbnailSprite)));
}

/**
 * Encodes into a folder aside and renames it into place, so a stop halfway never leaves a video
 * that looks finished; aside under this process's own name, so servers starting together never
 * rename each other's.
 */
export async function encodeSampleVideoInPlace(video: SampleVideo, folder: string, profile: VideoProfile): Promise<void> {
  const partial = `${folder}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  try {
    await encodeSampleVideo(video, partial, profile);
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
