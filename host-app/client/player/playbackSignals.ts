import { batch, signal, type Signal } from '@preact/signals-react';
import type { HlsLevel } from './hlsSource';

/**
 * The player's fast-changing state: time, buffered range, rendition, captions. Each value is a
 * signal; a control that reads one re-renders when that value changes, so the player tree does
 * not re-render while the video plays.
 */
export interface PlaybackValues {
  currentTime: number;
  /** Infinity for a live stream. */
  duration: number;
  /** End of the buffered range that holds the current time. */
  bufferedEnd: number;
  /** The range a viewer can seek in: the whole video, or a live stream's window. */
  seekableStart: number;
  seekableEnd: number;
  paused: boolean;
  muted: boolean;
  volume: number;
  rate: number;
  /** Renditions by index (hls.js order); empty when the browser plays HLS itself. */
  levels: readonly PlaybackLevel[];
  /** The rendition playing, or -1 before the first is chosen. */
  level: number;
  /** The automatic choice is on (the quality menu shows "Auto"). */
  autoLevel: boolean;
  /** The language of the captions shown, or null when off. */
  captions: string | null;
  pictureInPicture: boolean;
}

export interface PlaybackLevel {
  index: number;
  height: number;
}

/** One signal per value. */
export type Playback = { readonly [Key in keyof PlaybackValues]: Signal<PlaybackValues[Key]> };

export const INITIAL_PLAYBACK: PlaybackValues = {
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  seekableStart: 0,
  seekableEnd: 0,
  paused: true,
  muted: false,
  volume: 1,
  rate: 1,
  levels: [],
  level: -1,
  autoLevel: true,
  captions: null,
  pictureInPicture: false,
};

export function createPlayback(initial: Partial<PlaybackValues> = {}): Playback {
  const values = { ...INITIAL_PLAYBACK, ...initial };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, signal(value)])) as unknown as Playback;
}

/** Sets several values at once: readers re-render once, and only for values that changed. */
export function writePlayback(playback: Playback, values: Partial<PlaybackValues>): void {
  batch(() => {
    for (const key of Object.keys(values) as (keyof PlaybackValues)[]) {
      const target = playback[key] as Signal<unknown>;
      // Object.is, not the signal's own !==: a duration of NaN would otherwise notify on every event.
      if (!Object.is(target.peek(), values[key])) target.value = values[key];
    }
  });
}

/** A playing stream as the controls and shortcuts see it. */
export interface MediaHandle {
  media: HTMLMediaElement;
  playback: Playback;
  /** A live event's sliding-window stream. */
  live: boolean;
  /** The picture can float in its own window (not a 360° video, whose element only feeds the sphere). */
  canFloat: boolean;
  setLevel(index: number): void;
  /** The live edge to return to; the end of the seekable range when hls.js gives none. */
  liveEdge(): number;
  /** Starts playback that was held back (by a preroll): at once when the source is attached, else as soon as it is. */
  start(): void;
}

const MEDIA_EVENTS = [
  'timeupdate', 'durationchange', 'progress', 'play', 'pause', 'playing', 'ended', 'volumechange', 'ratechange', 'seeking', 'seeked',
  'loadedmetadata', 'emptied', 'enterpictureinpicture', 'leavepictureinpicture',
] as const;

function bufferedEndAt(media: HTMLMediaElement): number {
  const { buffered, currentTime } = media;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) return buffered.end(i);
  }
  return currentTime;
}

function shownCaptions(media: HTMLMediaElement): string | null {
  const tracks = media.textTracks;
  for (let i = 0; i < (tracks?.length ?? 0); i += 1) {
    const track = tracks[i]!;
    if (track.mode === 'showing') return track.language;
  }
  return null;
}

/** Copies the media element's state into the signals on each of its events; returns the unbinding. */
export function trackPlayback(media: HTMLMediaElement, playback: Playback, doc: Document = document): () => void {
  const read = () => {
    const seekable = media.seekable;
    const last = seekable && seekable.length > 0 ? seekable.length - 1 : -1;
    writePlayback(playback, {
      currentTime: media.currentTime,
      duration: media.duration,
      bufferedEnd: bufferedEndAt(media),
      seekableStart: last >= 0 ? seekable.start(0) : 0,
      seekableEnd: last >= 0 ? seekable.end(last) : 0,
      paused: media.paused,
      muted: media.muted,
      volume: media.volume,
      rate: media.playbackRate,
      captions: shownCaptions(media),
      pictureInPicture: doc.pictureInPictureElement === media,
    });
  };
  MEDIA_EVENTS.forEach((name) => media.addEventListener(name, read));
  media.textTracks?.addEventListener?.('change', read);
  read();
  return () => {
    MEDIA_EVENTS.forEach((name) => media.removeEventListener(name, read));
    media.textTracks?.removeEventListener?.('change', read);
  };
}

/** The levels as the quality menu lists them. */
export function playbackLevels(levels: readonly HlsLevel[]): PlaybackLevel[] {
  return levels.map((level, index) => ({ index, height: level.height }));
}
