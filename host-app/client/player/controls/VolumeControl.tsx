import { applyPlayerCommand } from '../mediaCommands';
import { useSignals } from '@preact/signals-react/runtime';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

/** Mute and a volume slider. */
export function VolumeControl({ handle, container, t }: { handle: MediaHandle; container: HTMLElement; t: PlayerTranslate }) {
  useSignals();
  const muted = handle.playback.muted.value;
  const volume = handle.playback.volume.value;
  return (
    <>
      <button type="button" className="player-Button" data-action="mute" aria-pressed={muted} onClick={() => applyPlayerCommand({ type: 'toggleMute' }, handle.media, { container })}>
        {muted ? t('player.unmute') : t('player.mute')}
      </button>
      <input
        type="range"
        className="player-Volume"
        dir="ltr"
        min={0}
        max={1}
        step={0.05}
        value={muted ? 0 : volume}
        aria-label={t('player.volume')}
        aria-valuenow={Math.round((muted ? 0 : volume) * 100)}
        aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
        onChange={(event) => {
          handle.media.volume = Number(event.currentTarget.value);
          handle.media.muted = handle.media.volume === 0;
        }}
      />
    </>
  );
}
