import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLatest } from '../../hooks/useLatest';
import { isImageStream } from '../playerVideo';
import { CaptionTracks } from '../views/CaptionTracks';
import { startMediaPlayback } from '../views/mediaPlayback';
import type { PlayerViewProps } from '../views/viewProps';
import { createDeviceLook, requestMotionPermission, screenAngle, watchDeviceOrientation } from './deviceOrientation';
import { bindDragLook } from './dragLook';
import { isImmersiveVrSupported, navigatorXr, requestVrSession, type XrSystemLike } from './immersiveVr';
import type { SphericalScene } from './sphericalScene';
import { equirectangularWidthFor } from './sphereResolution';
import { INITIAL_VIEW, keyLookOrientation, type ViewOrientation } from './viewOrientation';

export type SphericalSceneModule = typeof import('./sphericalScene');
/** three.js arrives with this module, on demand. */
const loadSphericalScene = (): Promise<SphericalSceneModule> => import('./sphericalScene');

export interface SphericalViewProps extends PlayerViewProps {
  onVrModeClick(): void;
  /** For tests: the scene module and WebXR. */
  loadScene?: () => Promise<SphericalSceneModule>;
  xr?: XrSystemLike | null;
}

const degrees = (value: number) => String(Math.round(value * 10) / 10 || 0);
/** media-chrome's attribute for what stays when the controls fade out. */
const STAYS_WHEN_CONTROLS_HIDE: Record<string, string> = { noautohide: '' };
/** The compass reads clockwise from where the video starts, 0 to 359; yaw turns left as it grows. */
const normalizeCompass = (yaw: number) => (((-yaw % 360) + 360) % 360);

/** A 360° image or video on a sphere: drag, arrow keys or device motion to look around, VR when a headset is there. */
export function SphericalView(props: SphericalViewProps) {
  const { stream, title, t, loadScene = loadSphericalScene } = props;
  const xr = props.xr === undefined ? navigatorXr() : props.xr;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const compassRef = useRef<HTMLSpanElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const viewRef = useRef<ViewOrientation>(INITIAL_VIEW);
  const sceneRef = useRef<SphericalScene | null>(null);
  const [vrSupported, setVrSupported] = useState(false);
  const latest = useLatest(props);
  const isVideo = !isImageStream(stream);

  // The view lives outside React state: dragging should not re-render the player.
  const setView = useCallback((view: ViewOrientation) => {
    viewRef.current = view;
    const surface = surfaceRef.current;
    if (surface) {
      surface.dataset.yaw = degrees(view.yaw);
      surface.dataset.pitch = degrees(view.pitch);
    }
    const compass = compassRef.current;
    if (compass) {
      // Through the CSSOM, which the site's CSP allows (a style attribute it would not).
      compass.style.setProperty('--player-yaw', `${degrees(view.yaw)}deg`);
      compass.setAttribute('aria-label', latest.current.t('player.compass', { degrees: Math.round(normalizeCompass(view.yaw)) }));
    }
    sceneRef.current?.setView(view);
  }, [latest]);

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    setView(viewRef.current);
    let stopMotion: (() => void) | null = null;
    let unmounted = false;
    const unbind = bindDragLook(surface, {
      getView: () => viewRef.current,
      setView,
      // Motion control starts after a tap, where iOS allows asking for it.
      onTap: () => {
        if (stopMotion) return;
        void requestMotionPermission().then((permission) => {
          if (permission !== 'granted' || unmounted || stopMotion) return;
          const look = createDeviceLook(viewRef.current);
          stopMotion = watchDeviceOrientation((reading) => setView(look(reading, screenAngle())));
        });
      },
    });
    return () => {
      unmounted = true;
      unbind();
      stopMotion?.();
    };
  }, [setView]);

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const media = videoRef.current;
    const { session, autoPlay, onMedia } = latest.current;
    const fail = (reason: Parameters<PlayerViewProps['onFailure']>[0], detail?: string) => latest.current.onFailure(reason, detail);
    let disposed = false;
    let stopMedia = () => {};
    if (media) {
      const { authorization, startAt } = latest.current;
      // The view, not the 1 px texture source, decides how large a rendition is worth fetching.
      const levelCap = { kind: 'view', element: surface, frameWidth: () => equirectangularWidthFor({ width: surface.clientWidth, height: surface.clientHeight }, window.devicePixelRatio) } as const;
      const playback = startMediaPlayback(media, { stream, autoPlay, authorization, startAt, canFloat: false, levelCap, startMuted: !session.store.getState().hasInteracted, onState: session.setState, onFailure: fail });
      stopMedia = playback.stop;
      onMedia(playback.handle);
    } else {
      session.setState('ContentRequested');
    }
    loadScene().then(
      ({ createSphericalScene }) => {
        if (disposed) return;
        sceneRef.current = createSphericalScene({
          container: surface,
          source: media ? { kind: 'video', element: media } : { kind: 'image', url: stream.url },
          view: viewRef.current,
          // A video's readiness comes from its own events.
          onReady: () => !media && !disposed && session.setState('Ready'),
          onError: (reason, detail) => !disposed && fail(reason, detail),
        });
      },
      (error: unknown) => !disposed && fail('module_load_failed', error instanceof Error ? error.message : String(error)),
    );
    return () => {
      disposed = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
      stopMedia();
      if (media) latest.current.onMedia(null);
    };
  }, [stream, loadScene, latest]);

  useEffect(() => {
    let cancelled = false;
    void isImmersiveVrSupported(xr).then((supported) => !cancelled && setVrSupported(supported));
    return () => {
      cancelled = true;
    };
  }, [xr]);

  const enterVr = () => {
    latest.current.onVrModeClick();
    const scene = sceneRef.current;
    if (!xr || !scene) return;
    // Requested inside the click: browsers start immersive sessions only on a user action.
    requestVrSession(xr)
      .then((session) => scene.enterVr(session))
      .catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyLookOrientation(viewRef.current, event.key);
    if (!next || event.ctrlKey || event.metaKey || event.altKey) return;
    // On the focused surface the arrows look around instead of seeking.
    event.preventDefault();
    event.stopPropagation();
    setView(next);
  };

  // Slotted into the player's controller when it has one: the surface takes the gestures (dragging
  // looks around) and stays when the controls hide; the video only feeds the sphere's texture.
  return (
    <>
      <div ref={surfaceRef} className="player-SphereSurface" slot="gestures-chrome" {...STAYS_WHEN_CONTROLS_HIDE} role="application" aria-label={`${title}. ${t('player.sphere')}`} tabIndex={0} onKeyDown={onKeyDown} />
      {isVideo && (
        <video ref={videoRef} slot="media" className="player-SphereVideo" crossOrigin="anonymous" playsInline preload="auto" aria-hidden="true" tabIndex={-1}>
          <CaptionTracks captions={stream.captions} t={t} />
        </video>
      )}
      <div className="player-SphereTools" slot="top-chrome" {...STAYS_WHEN_CONTROLS_HIDE}>
        <span ref={compassRef} className="player-Compass" role="img" aria-label={t('player.compass', { degrees: 0 })}>
          <span className="player-CompassNeedle" />
        </span>
        {vrSupported && (
          <button type="button" className="player-Button player-VrButton" onClick={enterVr}>
            {t('player.vrMode')}
          </button>
        )}
      </div>
    </>
  );
}
