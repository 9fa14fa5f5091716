import { useEffect } from 'react';
import type { MediaHandle } from './playbackSignals';

/** Where each video was left, in this browser: the player starts there next time. */
const STORAGE_KEY = 'player.resume';
/** Saved at most this often while playing, and on every pause. */
const SAVE_EVERY_SECONDS = 5;
/** Too near the start or the end to be worth resuming. */
const MARGIN_SECONDS = 3;

type Positions = Record<string, number>;

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function write(videoId: string, position: number | null): void {
  try {
    const positions = read();
    if (position === null) delete positions[videoId];
    else positions[videoId] = position;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: resuming is a convenience only.
  }
}

/** The position to start a video at: where the viewer left it, or 0. */
export function resumePosition(videoId: string): number {
  const position = read()[videoId];
  return typeof position === 'number' && Number.isFinite(position) && position > 0 ? position : 0;
}

/** Saves the position of an on-demand video as it plays; forgets it once the video ends. */
export function useResumePosition(videoId: string, handle: MediaHandle | null): void {
  useEffect(() => {
    if (!handle) return;
    let saved = -Infinity;
    const media = handle.media;
    const save = (force: boolean) => {
      const { currentTime, duration } = media;
      if (!force && Math.abs(currentTime - saved) < SAVE_EVERY_SECONDS) return;
      saved = currentTime;
      const nearEdge = currentTime < MARGIN_SECONDS || (Number.isFinite(duration) && duration - currentTime < MARGIN_SECONDS);
      write(videoId, nearEdge ? null : Math.floor(currentTime));
    };
    const onTime = () => save(false);
    const onPause = () => save(true);
    const onEnded = () => write(videoId, null);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnded);
    return () => {
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnded);
    };
  }, [videoId, handle]);
}
