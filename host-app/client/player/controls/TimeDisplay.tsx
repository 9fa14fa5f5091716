import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { MediaHandle } from '../playbackSignals';
import { formatTime } from './formatTime';

/** Current and total time (live streams show the time only). */
export function TimeDisplay({ handle }: { handle: MediaHandle }) {
  useSignals();
  const { currentTime } = handle.playback;
  // Whole seconds: the text changes once a second, so it re-renders once a second.
  const wholeSeconds = useMemo(() => computed(() => Math.floor(currentTime.value)), [currentTime]);
  const current = wholeSeconds.value;
  const duration = handle.playback.duration.value;
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
