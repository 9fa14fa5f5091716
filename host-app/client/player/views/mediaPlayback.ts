import { attachSource, type AttachedSource, type HlsLoader } from '../hlsSource';
import { bindMediaStates } from '../mediaStates';
import type { PlayerFailureReason } from '../playerFailure';
import type { PlayerState } from '../playerStates';
import type { PlayerStream } from '../playerVideo';

export interface MediaPlaybackOptions {
  stream: PlayerStream;
  autoPlay: boolean;
  startMuted: boolean;
  onState(state: PlayerState): void;
  onFailure(reason: PlayerFailureReason, detail?: string): void;
  loadHls?: HlsLoader;
}

/**
 * Plays a stream in a media element: player states from its events, its errors as failures,
 * the source attached (through hls.js when needed). Returns the teardown.
 */
export function startMediaPlayback(media: HTMLMediaElement, { stream, autoPlay, startMuted, onState, onFailure, loadHls }: MediaPlaybackOptions): () => void {
  let stopped = false;
  let attached: AttachedSource | null = null;
  const unbindStates = bindMediaStates(media, onState);
  const onError = () => onFailure('media_error', media.error ? `code ${media.error.code}` : undefined);
  media.addEventListener('error', onError);
  // Browsers let muted media start by itself; sound needs an earlier interaction.
  media.muted = startMuted;

  void attachSource(media, stream, { loadHls, onFailure: (failure) => !stopped && onFailure(failure.reason, failure.detail) }).then((source) => {
    if (stopped) return source.detach();
    attached = source;
    // A refused autoplay leaves the video paused with its play button; that is no failure.
    if (autoPlay) void media.play()?.catch(() => undefined);
  });

  return () => {
    stopped = true;
    unbindStates();
    media.removeEventListener('error', onError);
    attached?.detach();
  };
}
