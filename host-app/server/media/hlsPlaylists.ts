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

/** H.264 Constrained Baseline (what x264's ultrafast preset makes) up to level 4.0, and AAC-LC. */
const CODECS = 'avc1.42e028,mp4a.40.2';

/**
 * The master playlist over the renditions. Written by the project rather than by ffmpeg's HLS
 * muxer: the bundled ffmpeg crashes when asked for several variant streams at once.
 */
export function masterPlaylist(renditions: readonly Rendition[], spherical: boolean): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    const bandwidth = (rendition.videoKbps + AUDIO_KBPS) * 1000 * 1.2;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},RESOLUTION=${frameWidth(rendition.height, spherical)}x${rendition.height},CODECS="${CODECS}",NAME="${rendition.name}"`,
      HLS_FILES.renditionPlaylist(rendition.name),
    );
  }
  return `${lines.join('\n')}\n`;
}
