import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents';
import type { PlayerVideo } from './playerVideo';

/** Why a video could not be shown or stopped playing; reported with the analytics event. */
export type PlayerFailureReason =
  | 'media_error'
  | 'stream_unsupported'
  | 'hls_unsupported'
  | 'hls_fatal_error'
  | 'module_load_failed'
  | 'renderer_failed'
  | 'image_load_failed'
  | 'youtube_id_invalid';

export type PlayerEventName = typeof ANALYTICS_EVENTS.videoPlayerFailed | typeof ANALYTICS_EVENTS.playerError | typeof ANALYTICS_EVENTS.vrModeButtonClicked;

export interface PlayerEvent {
  name: PlayerEventName;
  props: { videoId: string; format: number; reason?: PlayerFailureReason; detail?: string };
}

/**
 * A failure before the video was ever ready is Video_Player_Failed (it never played);
 * one after it was ready is Player_Error (playback broke).
 */
export function playerFailureEvent(video: Pick<PlayerVideo, 'id' | 'format'>, reachedReady: boolean, reason: PlayerFailureReason, detail?: string): PlayerEvent {
  return {
    name: reachedReady ? ANALYTICS_EVENTS.playerError : ANALYTICS_EVENTS.videoPlayerFailed,
    props: { videoId: video.id, format: video.format, reason, ...(detail ? { detail } : {}) },
  };
}
