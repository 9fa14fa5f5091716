import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

/** Playback rates offered; the player's own choice. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export function SpeedMenu({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  const id = useId();
  useSignals();
  const rate = handle.playback.rate.value;
  return (
    <span className="player-Menu">
      <label htmlFor={id}>{t('player.speed')}</label>
      <select id={id} value={String(rate)} onChange={(event) => (handle.media.playbackRate = Number(event.currentTarget.value))}>
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={String(value)}>
            {t('player.speedValue', { rate: value })}
          </option>
        ))}
      </select>
    </span>
  );
}
