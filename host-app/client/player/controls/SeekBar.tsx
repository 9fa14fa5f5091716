import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type CSSProperties } from 'react';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';
import { formatTime } from './formatTime';

/**
 * The seek bar: a range over the video (or a live stream's window) with the buffered part shaded.
 * Dragging seeks as it goes, without thumbnails. Time runs left to right in every language.
 */
export function SeekBar({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  useSignals();
  const { live, playback } = handle;
  const shown = useMemo(
    () => ({
      start: computed(() => (live ? playback.seekableStart.value : 0)),
      end: computed(() => (live ? playback.seekableEnd.value : Number.isFinite(playback.duration.value) ? playback.duration.value : 0)),
      // Tenths of a second: finer steps would re-render the bar on every frame for nothing.
      current: computed(() => Math.round(playback.currentTime.value * 10) / 10),
      buffered: computed(() => Math.round(playback.bufferedEnd.value * 10) / 10),
    }),
    [live, playback],
  );
  const start = shown.start.value;
  const end = shown.end.value;
  const current = shown.current.value;
  const buffered = shown.buffered.value;
  const span = Math.max(end - start, 0.001);
  const percent = (value: number) => `${Math.min(100, Math.max(0, ((value - start) / span) * 100)).toFixed(2)}%`;
  const style = { '--player-played': percent(current), '--player-buffered': percent(buffered) } as CSSProperties;

  return (
    <input
      type="range"
      className="player-SeekBar"
      dir="ltr"
      style={style}
      min={start}
      max={end || 0}
      step={0.1}
      value={Math.min(Math.max(current, start), end || 0)}
      disabled={end <= start}
      aria-label={t('player.seek')}
      aria-valuenow={Math.round(current)}
      aria-valuetext={t('player.timeOf', { current: formatTime(current - start), total: formatTime(end - start) })}
      data-buffered-end={buffered}
      onChange={(event) => {
        handle.media.currentTime = Number(event.currentTarget.value);
      }}
    />
  );
}
