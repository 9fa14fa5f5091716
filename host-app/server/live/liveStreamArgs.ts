import { join } from 'node:path';
import type { PaletteName } from '../content/palettes';
import { HLS_FILES } from '../media/hlsPlaylists';
import { equirectangularScene, regularScene, WALL_CLOCK } from '../media/videoScenes';
import { AUDIO_KBPS, frameWidth } from '../media/videoProfile';

/** A live stream: one small rendition, fed in real time, with a sliding window of segments. */
export const LIVE_PROFILE = {
  height: 360,
  fps: 15,
  videoKbps: 500,
  segmentSeconds: 2,
  /** Segments in the playlist; older ones are deleted from disk. */
  windowSegments: 6,
} as const;

export interface LiveSource {
  title: string;
  palette: PaletteName;
  spherical: boolean;
}

/**
 * ffmpeg arguments for an endless live stream into `folder`. The realtime filters hold the
 * painted sources to the wall clock, so segments appear as a live camera's would. Segment
 * numbers continue from the wall clock, so a restarted stream's media sequence keeps advancing.
 */
export function liveStreamArgs(source: LiveSource, folder: string, now: Date): string[] {
  const { height, fps, videoKbps, segmentSeconds, windowSegments } = LIVE_PROFILE;
  const scene = { title: `LIVE  ${source.title}`, palette: source.palette, width: frameWidth(height, source.spherical), height, fps, clock: WALL_CLOCK };
  const graph = [
    `${source.spherical ? equirectangularScene(scene) : regularScene(scene)}`,
    '[scene]realtime[video]',
    'sine=frequency=330:beep_factor=4:sample_rate=48000,arealtime[audio]',
  ].join(';');
  const keyframeEvery = fps * segmentSeconds;
  return [
    '-filter_complex', graph,
    '-map', '[video]', '-map', '[audio]',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p',
    '-g', String(keyframeEvery), '-keyint_min', String(keyframeEvery), '-sc_threshold', '0', '-b:v', `${videoKbps}k`,
    '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2',
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', String(windowSegments),
    '-hls_flags', 'delete_segments', '-start_number', String(Math.floor(now.getTime() / 1000 / segmentSeconds)),
    '-hls_segment_filename', join(folder, HLS_FILES.liveSegmentPattern),
    join(folder, HLS_FILES.livePlaylist),
  ];
}
