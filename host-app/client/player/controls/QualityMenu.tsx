import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

const AUTO = 'auto';

/** Auto plus each rendition hls.js found; absent when the browser plays HLS itself. */
export function QualityMenu({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  const id = useId();
  useSignals();
  const levels = handle.playback.levels.value;
  const level = handle.playback.level.value;
  const auto = handle.playback.autoLevel.value;
  if (levels.length === 0) return null;
  const playing = levels[level];
  return (
    <span className="player-Menu">
      <label htmlFor={id}>{t('player.quality')}</label>
      <select
        id={id}
        value={auto ? AUTO : String(level)}
        onChange={(event) => handle.setLevel(event.currentTarget.value === AUTO ? -1 : Number(event.currentTarget.value))}
      >
        <option value={AUTO}>{auto && playing ? t('player.qualityAutoPlaying', { height: playing.height }) : t('player.qualityAuto')}</option>
        {levels.map((item) => (
          <option key={item.index} value={String(item.index)}>
            {t('player.qualityLevel', { height: item.height })}
          </option>
        ))}
      </select>
    </span>
  );
}
