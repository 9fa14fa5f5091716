import { join } from 'node:path';
import type { PaletteName } from '../content/palettes';
import { HLS_FILES } from '../media/hlsPlaylists';
import { equirectangularScene, regularScene, STREAM_CLOCK } from '../media/videoScenes';
import { AUDIO_KBPS, frameWidth } from '../media/videoProfile';

/** A live stream: one small rendition with a sliding window of segments, fed by a looping feed. */
export const LIVE_PROFILE = {
  height: 360,
  fps: 15,
  videoKbps: 500,
  segmentSeconds: 2,
  /** Segments in the playlist; older ones are deleted from disk. */
  windowSegments: 6,
  /** Length of the event's feed, which the stream plays over and over. A whole number of segments. */
  feedSeconds: 16,
} as const;

export interface LiveSource {
  title: string;
  palette: PaletteName;
  spherical: boolean;
}

/**
 * ffmpeg arguments that encode an event's feed into `output` (MP4): the painted scene for
 * `feedSeconds`, with a keyframe on every segment boundary so the stream can be cut without
 * encoding again. The clock is the feed's own time.
 */
export function liveFeedArgs(source: LiveSource, output: string): string[] {
  const { height, fps, videoKbps, segmentSeconds, feedSeconds } = LIVE_PROFILE;
  const scene = { title: `LIVE  ${source.title}`, palette: source.palette, width: frameWidth(height, source.spherical), height, fps, seconds: feedSeconds, clock: STREAM_CLOCK };
  const graph = [
    `${source.spherical ? equirectangularScene(scene) : regularScene(scene)}`,
    `sine=frequency=330:beep_factor=4:sample_rate=48000:duration=${feedSeconds}[audio]`,
  ].join(';');
  const keyframeEvery = fps * segmentSeconds;
  return [
    '-filter_complex', graph,
    '-map', '[scene]', '-map', '[audio]',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p',
    '-g', String(keyframeEvery), '-keyint_min', String(keyframeEvery), '-sc_threshold', '0', '-b:v', `${videoKbps}k`,
    '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2',
    '-movflags', '+faststart', output,
  ];
}

/**
 * ffmpeg arguments for an endless live stream into `folder`: the feed, looped and read at its own
 * pace (`-re`), so segments appear as a live camera's would. Its packets are copied, not encoded
 * again: a stream costs next to no CPU. Segment numbers continue from the wall clock, so a
 * restarted stream's media sequence keeps advancing.
 */
export function liveStreamArgs(feed: string, folder: string, now: Date): string[] {
  const { segmentSeconds, windowSegments } = LIVE_PROFILE;
  return [
    '-re', '-stream_loop', '-1', '-i', feed,
    '-c', 'copy',
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', String(windowSegments),
    '-hls_flags', 'delete_segments', '-start_number', String(Math.floor(now.getTime() / 1000 / segmentSeconds)),
    '-hls_segment_filename', join(folder, HLS_FILES.liveSegmentPattern),
    join(folder, HLS_FILES.livePlaylist),
  ];
}
