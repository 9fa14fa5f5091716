import type { MediaHandle } from '../playbackStore';
import { usePlayback } from '../usePlayback';
import { formatTime } from './formatTime';

/** Current and total time (live streams show the time only). */
export function TimeDisplay({ handle }: { handle: MediaHandle }) {
  const current = usePlayback(handle.playback, (s) => Math.floor(s.currentTime));
  const duration = usePlayback(handle.playback, (s) => s.duration);
  return (
    <span className="player-Time" dir="ltr">
      <span data-time="current">{formatTime(current)}</span>
      {!handle.live && (
        <>
          {' / '}
          <span data-time="total">{formatTime(duration)}</span>
        </>
      )}
    </span>
  );
}
