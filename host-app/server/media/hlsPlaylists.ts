import { AUDIO_KBPS, frameWidth, type Rendition } from './videoProfile';

/** Names inside one video's folder: the master playlist, each rendition's playlist and segments, the captions. */
export const HLS_FILES = {
  master: 'master.m3u8',
  /** The encoding profile a folder was made with: a folder of another profile is encoded again. */
  profile: 'profile.json',
  renditionPlaylist: (rendition: string) => `${rendition}/index.m3u8`,
  segmentPattern: (rendition: string) => `${rendition}/segment%03d.ts`,
  captions: (language: string) => `captions/${language}.vtt`,
  /** The seek bar's previews: a sprite sheet, and the WebVTT track that places each tile in time. */
  thumbnailSprite: 'thumbnails/sprite.jpg',
  thumbnailsTrack: 'thumbnails/thumbnails.vtt',
  livePlaylist: 'live.m3u8',
  liveSegmentPattern: 'live%d.ts',
} as const;

/**
 * H.264 Constrained Baseline (what x264's ultrafast preset makes) at the level its frame size needs,
 * and AAC-LC. Level 4.0 holds frames of up to 8192 macroblocks (2048×1024); 5.0 up to 22080, which
 * 360° video's 2880×1440 needs.
 */
function codecsOf(width: number, height: number): string {
  const level = Math.ceil(width / 16) * Math.ceil(height / 16) <= 8192 ? '28' : '32';
  return `avc1.42e0${level},mp4a.40.2`;
}

/**
 * The master playlist over the renditions. Written by the project rather than by ffmpeg's HLS
 * muxer: the bundled ffmpeg crashes when asked for several variant streams at once.
 */
export function masterPlaylist(renditions: readonly Rendition[], spherical: boolean): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    const bandwidth = (rendition.videoKbps + AUDIO_KBPS) * 1000 * 1.2;
    const width = frameWidth(rendition.height, spherical);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},RESOLUTION=${width}x${rendition.height},CODECS="${codecsOf(width, rendition.height)}",NAME="${rendition.name}"`,
      HLS_FILES.renditionPlaylist(rendition.name),
    );
  }
  return `${lines.join('\n')}\n`;
}
