import { effect } from '@preact/signals-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useLatest } from '../hooks/useLatest';
import { analytics } from '../analytics';
import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents';
import { FullscreenButton } from './controls/FullscreenButton';
import { bindLandscapeLock } from './chrome/landscapeLock';
import { loadMediaChrome, nameMediaChromeControlsIn } from './chrome/loadMediaChrome';
import { PlayerChrome } from './chrome/PlayerChrome';
import type { MediaHandle } from './playbackSignals';
import type { PlayerState } from './playerStates';
import { resumePosition, useResumePosition } from './resumePosition';
import { playerHandlesKeyFrom, shortcutCommand, type PlayerCommand } from './keyboardShortcuts';
import { applyPlayerCommand } from './mediaCommands';
import { bindFullscreenStates } from './mediaStates';
import { usePlayerSession } from './PlayerContext';
import { playerFailureEvent, type PlayerEvent, type PlayerFailureReason } from './playerFailure';
import { usePlayerText } from './playerMessages';
import { isImageStream, playerViewFor, type PlayerStream, type PlayerVideo } from './playerVideo';
import { SphericalView } from './spherical/SphericalView';
import { WatchProgressSync } from './WatchProgressSync';
import { AnimatedImage } from './views/AnimatedImage';
import { CaptionOverlay } from './views/CaptionOverlay';
import { NativeVideo } from './views/NativeVideo';
import type { PlayerViewProps } from './views/viewProps';
import { YoutubeFrame } from './views/YoutubeFrame';

export interface VideoPlayerProps {
  /** The video detail of the product API: id, title, format (PR-CONTENT-2), poster and stream. */
  video: PlayerVideo;
  /** Every analytics event the player reports (Video_Player_Failed, Player_Error, VRMode_Button_Clicked), after it is tracked. */
  onEvent?: (event: PlayerEvent) => void;
  /** Start playing when ready (muted until the visitor has interacted with the site). Default true. */
  autoPlay?: boolean;
  /**
   * Holds the content back, and out of reach, while something plays before it (a preroll) or is
   * being decided; it starts by itself (with `autoPlay`) once let go. Default false.
   */
  hold?: boolean;
  /** The viewer's bearer token: premium streams need it on every playlist and segment request, and a signed-in viewer's place is kept on the server. */
  authorization?: string | null;
  /** Shown over the poster when the video has no stream, such as the way to get access; by default, that the video is not available. */
  unavailable?: ReactNode;
  /** Defines the controls' media-chrome elements (by default, loads their module); a test DOM that cannot run them passes its own. */
  loadControls?: () => Promise<void>;
}

/**
 * Plays one video as its format asks: 360° on a sphere, regular in a media element, YouTube in
 * its privacy-enhanced embed. Keyboard shortcuts work while the player has focus.
 */
export function VideoPlayer({ video, onEvent, autoPlay = true, hold = false, authorization = null, unavailable, loadControls = loadMediaChrome }: VideoPlayerProps) {
  const session = usePlayerSession();
  const { t, locale } = usePlayerText();
  const containerRef = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [handle, setHandle] = useState<MediaHandle | null>(null);
  const media = handle?.media ?? null;
  const [failed, setFailed] = useState(false);
  const reachedReady = useRef(false);
  const reported = useRef(false);
  const onEventRef = useLatest(onEvent);
  const mediaRef = useLatest(media);
  const isFullscreen = useIsFullscreen(container);
  const shortcutsId = useId();
  const rootId = useId();
  const view = playerViewFor(video.format);
  const stream = video.stream;
  // The views that play a media element get media-chrome's controls over it.
  const usesChrome = stream !== null && view !== 'youtube' && !isImageStream(stream);

  const emit = useCallback(
    (event: PlayerEvent) => {
      analytics.track(event.name, event.props);
      onEventRef.current?.(event);
    },
    [onEventRef],
  );

  // Each video starts with Select, before its view's effects report loading; the state follows it until it closes.
  useLayoutEffect(() => {
    reachedReady.current = false;
    reported.current = false;
    setFailed(false);
    session.setState('Select');
    let reportedState = 'Select';
    const unsubscribe = session.store.subscribe(() => {
      const { state } = session.store.getState();
      if (state === 'Ready' || state === 'Playing') reachedReady.current = true;
      if (containerRef.current) containerRef.current.dataset.playerState = state;
      if (state === reportedState || !REPORTED_STATES.has(state)) return;
      reportedState = state;
      analytics.track(ANALYTICS_EVENTS.playerState, { videoId: video.id, state, position: Math.round((mediaRef.current?.currentTime ?? 0) * 10) / 10 });
    });
    if (containerRef.current) containerRef.current.dataset.playerState = 'Select';
    return () => {
      unsubscribe();
      session.dispatch({ type: 'videoClosed' });
    };
  }, [video.id, session]);

  // Content held back starts once let go. The view may have attached its source while held (it then
  // waits), or may attach it only now (it then starts by itself): start() covers both.
  useEffect(() => {
    if (!hold && autoPlay) handle?.start();
  }, [hold, autoPlay, handle]);

  useEffect(() => (container ? bindFullscreenStates(container, session.setState) : undefined), [container, session]);
  useEffect(() => (container ? bindLandscapeLock(container) : undefined), [container]);
  useLevelAttribute(handle, containerRef);
  // On-demand videos resume where the viewer left them: from the server when signed in, from this browser otherwise.
  const resumable = video.stream !== null && video.stream?.kind !== 'live' && view !== 'youtube';
  const serverResume = resumable && authorization !== null;
  const [serverStart, setServerStart] = useState<{ videoId: string; at: number } | null>(null);
  const serverStartAt = serverStart?.videoId === video.id ? serverStart.at : null;
  const onServerStartAt = useCallback((at: number) => setServerStart({ videoId: video.id, at }), [video.id]);
  useResumePosition(video.id, resumable && !serverResume ? handle : null);

  const onFailure = useCallback(
    (reason: PlayerFailureReason, detail?: string) => {
      setFailed(true);
      // One report per video: a broken stream often fails several ways at once.
      if (reported.current) return;
      reported.current = true;
      emit(playerFailureEvent(video, reachedReady.current, reason, detail));
    },
    [emit, video],
  );

  useEffect(() => {
    if (!usesChrome) return;
    loadControls().catch((error: unknown) => onFailure('module_load_failed', error instanceof Error ? error.message : String(error)));
  }, [usesChrome, onFailure, loadControls]);
  // Controls created from here on are named in the page's language (after a language switch too).
  useMemo(() => nameMediaChromeControlsIn(locale), [locale]);

  const run = (command: PlayerCommand) => {
    if (!container) return;
    const language = document.documentElement.lang;
    applyPlayerCommand(command.type === 'toggleCaptions' ? { ...command, language } : command, media, { container });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = shortcutCommand(event);
    if (!command || !container || !playerHandlesKeyFrom(event.target, command)) return;
    event.preventDefault();
    run(command);
  };

  const setContainerRef = useCallback((element: HTMLDivElement | null) => {
    containerRef.current = element;
    setContainer(element);
  }, []);

  const viewProps = (current: PlayerStream): PlayerViewProps => ({
    title: video.title,
    stream: current,
    poster: video.poster,
    session,
    t,
    autoPlay: autoPlay && !hold,
    authorization,
    startAt: serverResume ? (serverStartAt ?? 0) : resumable ? resumePosition(video.id) : 0,
    onMedia: setHandle,
    onFailure,
  });

  const onVrModeClick = () => emit({ name: ANALYTICS_EVENTS.vrModeButtonClicked, props: { videoId: video.id, format: video.format } });
  const failure = failed && (
    <p className="player-Message" role="alert" slot="centered-chrome">
      {t('player.failed')}
    </p>
  );

  return (
    <div
      ref={setContainerRef}
      id={rootId}
      className="player-Root"
      data-player-view={view}
      data-live={stream?.kind === 'live' || undefined}
      tabIndex={0}
      role="region"
      aria-label={t('player.region', { title: video.title })}
      aria-describedby={shortcutsId}
      onKeyDown={onKeyDown}
      // Held content cannot be started from under what plays before it.
      inert={hold || undefined}
    >
      {usesChrome ? (
        <PlayerChrome
          key={`${video.id}:${stream.url}:${locale}`}
          rootId={rootId}
          handle={handle}
          live={stream.kind === 'live'}
          hasCaptions={(stream.captions?.length ?? 0) > 0}
          spherical={view === 'spherical'}
          locale={locale}
          t={t}
          run={run}
        >
          {serverResume && serverStartAt === null ? null : view === 'spherical' ? (
            <SphericalView {...viewProps(stream)} onVrModeClick={onVrModeClick} />
          ) : (
            <NativeVideo {...viewProps(stream)} />
          )}
          {view === 'spherical' && media && <CaptionOverlay media={media} />}
          {failure}
        </PlayerChrome>
      ) : (
        <div className="player-Stage" key={`${video.id}:${stream?.url ?? ''}`}>
          {!stream ? (
            <>
              {video.poster && <img className="player-Media" src={video.poster} alt="" />}
              {unavailable ? <div className="player-Message">{unavailable}</div> : <p className="player-Message">{t('player.unavailable')}</p>}
            </>
          ) : view === 'spherical' ? (
            <SphericalView {...viewProps(stream)} onVrModeClick={onVrModeClick} />
          ) : view === 'youtube' ? (
            <YoutubeFrame {...viewProps(stream)} />
          ) : (
            <AnimatedImage {...viewProps(stream)} />
          )}
          {failure}
          {stream && view !== 'youtube' && <FullscreenButton isFullscreen={isFullscreen} t={t} onToggle={() => run({ type: 'toggleFullscreen' })} />}
        </div>
      )}
      {serverResume && <WatchProgressSync videoId={video.id} handle={handle} onStartAt={onServerStartAt} />}
      <p id={shortcutsId} hidden>
        {t('player.shortcuts')}
      </p>
    </div>
  );
}

/** Reported to analytics as they happen; PlaybackTime ticks several times a second and is left out. */
const REPORTED_STATES = new Set<PlayerState>(['ContentRequested', 'Ready', 'Buffering', 'Playing', 'Paused', 'Seek', 'Ended', 'Fullscreen', 'CloseFullscreen', 'Volume']);

/** The rendition playing, on the player's root as data-level (e.g. 720p), written outside React. */
function useLevelAttribute(handle: MediaHandle | null, root: { current: HTMLElement | null }) {
  useEffect(() => {
    if (!handle) return;
    const { levels, level } = handle.playback;
    return effect(() => {
      const height = levels.value[level.value]?.height;
      if (root.current) {
        if (height) root.current.dataset.level = `${height}p`;
        else delete root.current.dataset.level;
      }
    });
  }, [handle, root]);
}

function useIsFullscreen(container: Element | null): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('fullscreenchange', onChange);
      return () => document.removeEventListener('fullscreenchange', onChange);
    },
    () => container !== null && document.fullscreenElement === container,
    () => false,
  );
}
