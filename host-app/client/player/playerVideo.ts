import { VideoFormat } from '../../contract/content/contentConstants';

/**
 * What the player plays: the video detail of the product API (formats of PR-CONTENT-2; the stream
 * is null when access is not granted). Wider than the API's types, so real video streams fit too.
 */
export interface PlayerVideo {
  id: string;
  title: string;
  format: VideoFormat;
  poster?: string;
  stream: PlayerStream | null;
}

export interface PlayerStream {
  url: string;
  /** e.g. image/png for a still, video/mp4, application/vnd.apple.mpegurl for HLS. */
  mimeType: string;
  /** `live` for a live event's sliding-window stream. */
  kind?: string;
  /** WebVTT captions beside the stream, one file per language. */
  captions?: readonly { language: string; url: string }[];
  /** A WebVTT thumbnails track over a sprite sheet: the seek bar's previews. */
  thumbnails?: string;
  /** Each request of the stream must carry the viewer's bearer token (premium streams). */
  needsAuthorization?: boolean;
}

/** How a video is shown: on a sphere, in the page's own media element, or in a YouTube frame. */
export type PlayerView = 'spherical' | 'native' | 'youtube';

export function playerViewFor(format: VideoFormat): PlayerView {
  switch (format) {
    case VideoFormat.Spherical:
      return 'spherical';
    case VideoFormat.Youtube:
      return 'youtube';
    // Smashi streams are regular video files or HLS.
    case VideoFormat.Normal:
    case VideoFormat.Smashi:
      return 'native';
  }
}

/** Stills and animated images are shown as images; everything else needs a media element. */
export function isImageStream(stream: PlayerStream): boolean {
  return stream.mimeType.startsWith('image/');
}
