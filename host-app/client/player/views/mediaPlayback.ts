import { attachSource, type AttachedSource, type HlsLoader, type LevelCap } from '../hlsSource';
import { bindMediaStates } from '../mediaStates';
import { createPlayback, playbackLevels, trackPlayback, writePlayback, type MediaHandle } from '../playbackSignals';
import type { PlayerFailureReason } from '../playerFailure';
import type { PlayerState } from '../playerStates';
import type { PlayerStream } from '../playerVideo';

/** How far short of the end of a live stream's window "go to live" lands. */
const LIVE_EDGE_MARGIN_SECONDS = 1;

export interface MediaPlaybackOptions {
  stream: PlayerStream;
  autoPlay: boolean;
  startMuted: boolean;
  /** The viewer's bearer token, sent with each request of a stream that needs it. */
  authorization?: string | null;
  /** Where to start (a resumed video). */
  startAt?: number;
  /** The element shows the picture itself (not a 360° video's texture source). */
  canFloat?: boolean;
  /** What the automatic rendition choice is held to: the picture's size unless given. */
  levelCap?: LevelCap;
  onState(state: PlayerState): void;
  onFailure(reason: PlayerFailureReason, detail?: string): void;
  loadHls?: HlsLoader;
}

export interface MediaPlayback {
  handle: MediaHandle;
  stop(): void;
}

/**
 * Plays a stream in a media element: player states from its events, its errors as failures, its
 * state in playback signals, the source attached (through hls.js when needed). Returns the handle
 * the controls use and the teardown.
 */
export function startMediaPlayback(
  media: HTMLMediaElement,
  { stream, autoPlay, startMuted, authorization = null, startAt = 0, canFloat = true, levelCap, onState, onFailure, loadHls }: MediaPlaybackOptions,
): MediaPlayback {
  let stopped = false;
  let attached: AttachedSource | null = null;
  let playWhenAttached = autoPlay;
  // A refused autoplay leaves the video paused with its play button; that is no failure.
  const play = () => void media.play()?.catch(() => undefined);
  // Browsers let muted media start by itself; sound needs an earlier interaction.
  media.muted = startMuted;
  const playback = createPlayback();
  const unbindStates = bindMediaStates(media, onState);
  const untrack = trackPlayback(media, playback);
  const onError = () => onFailure('media_error', media.error ? `code ${media.error.code}` : undefined);
  media.addEventListener('error', onError);
  if (startAt > 0) media.addEventListener('loadedmetadata', () => (media.currentTime = startAt), { once: true });

  void attachSource(media, stream, {
    loadHls,
    authorization: stream.needsAuthorization ? authorization : null,
    levelCap,
    onFailure: (failure) => !stopped && onFailure(failure.reason, failure.detail),
    onLevels: (levels) => writePlayback(playback, { levels: playbackLevels(levels) }),
    onLevelSwitched: (level, auto) => writePlayback(playback, { level, autoLevel: auto }),
  }).then((source) => {
    if (stopped) return source.detach();
    attached = source;
    if (playWhenAttached) play();
  });

  const handle: MediaHandle = {
    media,
    playback,
    live: stream.kind === 'live',
    canFloat,
    setLevel(index) {
      attached?.setLevel(index);
      writePlayback(playback, { autoLevel: index < 0 });
    },
    liveEdge() {
      const seekable = media.seekable;
      if (seekable.length === 0) return attached?.liveSyncPosition() ?? media.currentTime;
      // Just short of the newest segment's end: as live as playback can be without stalling at once.
      return Math.max(attached?.liveSyncPosition() ?? 0, seekable.end(seekable.length - 1) - LIVE_EDGE_MARGIN_SECONDS);
    },
    start() {
      // Playing before the source is attached would be undone by the attaching (the media element's load resets it).
      if (attached) play();
      else playWhenAttached = true;
    },
  };

  return {
    handle,
    stop() {
      stopped = true;
      unbindStates();
      untrack();
      media.removeEventListener('error', onError);
      attached?.detach();
    },
  };
}
