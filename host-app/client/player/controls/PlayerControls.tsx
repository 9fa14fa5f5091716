import { useSignals } from '@preact/signals-react/runtime';
import { SEEK_STEP_SECONDS, type PlayerCommand } from '../keyboardShortcuts';
import { applyPlayerCommand } from '../mediaCommands';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';
import type { PlayerStream } from '../playerVideo';
import { CaptionsMenu } from './CaptionsMenu';
import { LiveControls } from './LiveControls';
import { PictureInPictureButton } from './PictureInPictureButton';
import { QualityMenu } from './QualityMenu';
import { SeekBar } from './SeekBar';
import { SpeedMenu } from './SpeedMenu';
import { TimeDisplay } from './TimeDisplay';
import { VolumeControl } from './VolumeControl';

export interface PlayerControlsProps {
  /** The media to control; null for a still (only full screen then). */
  handle: MediaHandle | null;
  stream: PlayerStream;
  container: HTMLElement | null;
  isFullscreen: boolean;
  t: PlayerTranslate;
}

/**
 * The player's controls; each does what its keyboard shortcut does. Each control reads the
 * playback signals it shows, so playing re-renders those controls and nothing else.
 */
export function PlayerControls({ handle, stream, container, isFullscreen, t }: PlayerControlsProps) {
  const run = (command: PlayerCommand) => {
    if (container) applyPlayerCommand(command, handle?.media ?? null, { container });
  };

  return (
    <div className="player-Controls" role="toolbar" aria-label={t('player.controls')}>
      {/* The seek bar's row is kept before the media is ready, so the page does not move when it is. */}
      {handle && container ? <SeekBar handle={handle} t={t} /> : <span className="player-SeekBar" aria-hidden="true" />}
      <div className="player-Buttons">
        {handle && container && (
          <>
            <PlayButton handle={handle} t={t} onToggle={() => run({ type: 'togglePlay' })} />
            <button type="button" className="player-Button" data-action="seek-back" onClick={() => run({ type: 'seekBy', seconds: -SEEK_STEP_SECONDS })}>
              {t('player.seekBack', { count: SEEK_STEP_SECONDS })}
            </button>
            <button type="button" className="player-Button" data-action="seek-forward" onClick={() => run({ type: 'seekBy', seconds: SEEK_STEP_SECONDS })}>
              {t('player.seekForward', { count: SEEK_STEP_SECONDS })}
            </button>
            <TimeDisplay handle={handle} />
            {handle.live && <LiveControls handle={handle} t={t} />}
            <VolumeControl handle={handle} container={container} t={t} />
            <QualityMenu handle={handle} t={t} />
            {stream.captions && stream.captions.length > 0 && <CaptionsMenu handle={handle} captions={stream.captions} t={t} />}
            {!handle.live && <SpeedMenu handle={handle} t={t} />}
            <PictureInPictureButton handle={handle} t={t} />
          </>
        )}
        <button type="button" className="player-Button" data-action="fullscreen" aria-pressed={isFullscreen} onClick={() => run({ type: 'toggleFullscreen' })}>
          {isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        </button>
      </div>
    </div>
  );
}

function PlayButton({ handle, t, onToggle }: { handle: MediaHandle; t: PlayerTranslate; onToggle(): void }) {
  useSignals();
  const paused = handle.playback.paused.value;
  return (
    <button type="button" className="player-Button" data-action="play" onClick={onToggle}>
      {paused ? t('player.play') : t('player.pause')}
    </button>
  );
}
