import { useId } from 'react';
import type { MediaHandle } from '../playbackStore';
import type { PlayerTranslate } from '../playerMessages';
import { usePlayback } from '../usePlayback';

/** Playback rates offered; the player's own choice. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export function SpeedMenu({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  const id = useId();
  const rate = usePlayback(handle.playback, (s) => s.rate);
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
