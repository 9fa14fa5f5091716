/**
 * How the sample videos are encoded. Short clips keep the first start within its time budget on a
 * 2-core machine; every number here is the one the generator, the playlists and the tests use.
 */
export interface VideoProfile {
  /** Length of each generated clip. */
  seconds: number;
  fps: number;
  /** HLS segment length (keyframes fall on every segment boundary). */
  segmentSeconds: number;
  renditions: readonly Rendition[];
  /** Added above `renditions` for 360° video only. */
  sphericalRenditions?: readonly Rendition[];
}

export interface Rendition {
  /** Folder and label, e.g. 360p. */
  name: string;
  height: number;
  videoKbps: number;
}

export const RENDITIONS: readonly Rendition[] = [
  { name: '360p', height: 360, videoKbps: 600 },
  { name: '720p', height: 720, videoKbps: 1800 },
];

/**
 * A 360° view shows about a quarter of the frame's width at a time, so 720p looks soft: an
 * equirectangular 2880×1440 rendition gives the viewer's screen as many pixels as 720p regular
 * video does. Players pick it only when the network and the screen can take it.
 */
export const SPHERICAL_RENDITIONS: readonly Rendition[] = [{ name: '1440p', height: 1440, videoKbps: 6000 }];

export const SAMPLE_VIDEO_PROFILE: VideoProfile = { seconds: 16, fps: 20, segmentSeconds: 2, renditions: RENDITIONS, sphericalRenditions: SPHERICAL_RENDITIONS };

/** Every rendition a video of this profile is encoded in. */
export function renditionsOf(profile: VideoProfile, spherical: boolean): Rendition[] {
  return [...profile.renditions, ...(spherical ? (profile.sphericalRenditions ?? []) : [])];
}

export const AUDIO_KBPS = 96;

/** Regular video is 16:9; 360° video is equirectangular, 2:1. */
export function frameWidth(height: number, spherical: boolean): number {
  return spherical ? height * 2 : Math.round((height * 16) / 9 / 2) * 2;
}

/** Seconds between two captions cues. */
export const CAPTION_CUE_SECONDS = 4;

/** The promotional loops of the premium page. */
export const PROMO_LOOP_PROFILE = { seconds: 4, fps: 24, width: 320, height: 180 } as const;

/**
 * The video ads' creatives (prerolls): a 15 s spot, small and cheap to encode. A VAST player
 * downloads the whole file, so it stays at 640×360 and a low bitrate.
 */
export const VIDEO_AD_PROFILE = { seconds: 15, fps: 15, width: 640, height: 360, videoKbps: 300, audioKbps: 64 } as const;
