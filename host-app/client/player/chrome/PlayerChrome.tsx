import { useEffect, useRef, type ReactNode } from 'react';
import { JUMP_STEP_SECONDS, type PlayerCommand } from '../keyboardShortcuts';
import { LiveControls } from '../controls/LiveControls';
import { TimeDisplay } from '../controls/TimeDisplay';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';
import { bindDoubleTapSeek } from './doubleTapSeek';
import { SettingsMenu } from './SettingsMenu';
import { keepControlsAfterTap } from './touchCompatibility';

/** Without input for this long while playing, the controls fade out; a tap or a move brings them back. */
export const CONTROLS_HIDE_SECONDS = 3;

export interface PlayerChromeProps {
  /** The id of the player's root, which goes full screen (it holds the keyboard shortcuts). */
  rootId: string;
  /** The view: its media element carries slot="media". */
  children: ReactNode;
  /** The media, once the view has one. */
  handle: MediaHandle | null;
  live: boolean;
  hasCaptions: boolean;
  /** A 360° view: dragging looks around, so taps do not seek and the picture cannot float. */
  spherical: boolean;
  locale: string;
  t: PlayerTranslate;
  run(command: PlayerCommand): void;
}

/**
 * The player's controls over the picture, as media-chrome elements: a large play/pause in the
 * centre; a seek bar with thumbnail previews; play, 10-second jumps, sound, time (or the live
 * badge), settings, picture-in-picture and full screen. The elements are defined when their
 * module loads (after the page is interactive); until then the picture shows alone.
 */
export function PlayerChrome({ rootId, children, handle, live, hasCaptions, spherical, locale, t, run }: PlayerChromeProps) {
  const controllerRef = useRef<HTMLElement>(null);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const controller = controllerRef.current;
    return controller ? keepControlsAfterTap(controller) : undefined;
  }, []);

  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller || spherical) return;
    const isPicture = (target: EventTarget | null) => target === controller || (target instanceof HTMLElement && target.slot === 'media');
    return bindDoubleTapSeek(controller, isPicture, (command) => runRef.current(command));
  }, [spherical]);

  return (
    <media-controller
      ref={controllerRef}
      className="player-Stage"
      autohide={String(CONTROLS_HIDE_SECONDS)}
      nohotkeys=""
      fullscreenelement={rootId}
      defaultstreamtype={live ? 'live' : 'on-demand'}
      lang={locale}
      suppressHydrationWarning
    >
      {children}
      <media-loading-indicator slot="centered-chrome" noautohide="" className="player-Loading" suppressHydrationWarning />
      {!spherical && <media-play-button slot="centered-chrome" className="player-CentrePlay" notooltip="" suppressHydrationWarning />}
      {handle && <SettingsMenu handle={handle} hasCaptions={hasCaptions} t={t} />}
      <media-control-bar className="player-Controls player-SeekRow" suppressHydrationWarning>
        {/* Time runs left to right in every language: the seek bar does not mirror. */}
        {/* Its preview shows the tile of the "thumbnails" track under the pointer, and the time there. */}
        <media-time-range className="player-SeekBar" dir="ltr" suppressHydrationWarning />
      </media-control-bar>
      <media-control-bar className="player-Controls player-ButtonRow" suppressHydrationWarning>
        {/* No tooltip: its text holds both "Play" and "Pause", which is not the button's name. */}
        <media-play-button notooltip="" suppressHydrationWarning />
        {!live && (
          <>
            <media-seek-backward-button seekoffset={String(JUMP_STEP_SECONDS)} suppressHydrationWarning />
            <media-seek-forward-button seekoffset={String(JUMP_STEP_SECONDS)} suppressHydrationWarning />
          </>
        )}
        <media-mute-button suppressHydrationWarning />
        <media-volume-range className="player-Volume" dir="ltr" suppressHydrationWarning />
        {/* The time from the playback signals, in plain text (media-chrome's is a button named "playback time", whose name would not say the time it shows). */}
        {handle && (live ? <LiveControls handle={handle} t={t} /> : <TimeDisplay handle={handle} />)}
        <span className="player-Spacer" />
        <media-settings-menu-button suppressHydrationWarning />
        {!spherical && <media-pip-button suppressHydrationWarning />}
        <media-fullscreen-button suppressHydrationWarning />
      </media-control-bar>
    </media-controller>
  );
}
