import { useMemo, useSyncExternalStore } from 'react';
import { SEEK_STEP_SECONDS, VOLUME_STEP, type PlayerCommand } from '../keyboardShortcuts';
import { applyPlayerCommand } from '../mediaCommands';
import { mediaStatusSource } from '../mediaStatus';
import type { PlayerTranslate } from '../playerMessages';

export interface PlayerControlsProps {
  /** The media element to control; null for a still (only full screen then). */
  media: HTMLMediaElement | null;
  container: HTMLElement | null;
  isFullscreen: boolean;
  t: PlayerTranslate;
}

/** The player's buttons; each does what its keyboard shortcut does. */
export function PlayerControls({ media, container, isFullscreen, t }: PlayerControlsProps) {
  const source = useMemo(() => mediaStatusSource(media), [media]);
  const status = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const run = (command: PlayerCommand) => {
    if (container) applyPlayerCommand(command, media, { container });
  };

  return (
    <div className="player-Controls" role="toolbar" aria-label={t('player.controls')}>
      {media && (
        <>
          <button type="button" className="player-Button" data-action="play" onClick={() => run({ type: 'togglePlay' })}>
            {status.paused ? t('player.play') : t('player.pause')}
          </button>
          <button type="button" className="player-Button" data-action="seek-back" onClick={() => run({ type: 'seekBy', seconds: -SEEK_STEP_SECONDS })}>
            {t('player.seekBack', { seconds: SEEK_STEP_SECONDS })}
          </button>
          <button type="button" className="player-Button" data-action="seek-forward" onClick={() => run({ type: 'seekBy', seconds: SEEK_STEP_SECONDS })}>
            {t('player.seekForward', { seconds: SEEK_STEP_SECONDS })}
          </button>
          <button type="button" className="player-Button" data-action="mute" aria-pressed={status.muted} onClick={() => run({ type: 'toggleMute' })}>
            {status.muted ? t('player.unmute') : t('player.mute')}
          </button>
          <button type="button" className="player-Button" data-action="volume-down" disabled={status.volume <= 0} onClick={() => run({ type: 'volumeBy', delta: -VOLUME_STEP })}>
            {t('player.volumeDown')}
          </button>
          <button type="button" className="player-Button" data-action="volume-up" disabled={status.volume >= 1 && !status.muted} onClick={() => run({ type: 'volumeBy', delta: VOLUME_STEP })}>
            {t('player.volumeUp')}
          </button>
        </>
      )}
      <button type="button" className="player-Button" data-action="fullscreen" aria-pressed={isFullscreen} onClick={() => run({ type: 'toggleFullscreen' })}>
        {isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
      </button>
    </div>
  );
}
