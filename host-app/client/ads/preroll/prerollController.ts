import { ANALYTICS_EVENTS } from '../../analytics/analyticsEvents';
import type { AnalyticsProps } from '../../analytics/analyticsEvent';
import { createStore, type Store } from '../../state/createStore';
import { PREROLL_DECIDING, prerollReducer, type PrerollAction, type PrerollState } from './prerollFlow';
import type { AdQuartile, LoadedPreroll, VastModule } from './prerollTypes';
import { fetchVastDocument, vastHasAds } from './vastRequest';

/** What the site's ads decision means for a preroll: not known yet, off, or whether the preroll placement is served. */
export type PrerollAdsDecision = 'pending' | 'off' | 'preroll';

/** An ad event for analytics: its name and properties (placement, ad, video, quartile, reason). */
export interface PrerollAnalyticsEvent {
  name: (typeof ANALYTICS_EVENTS)[
    'adRequested' | 'adImpression' | 'adQuartile' | 'adSkipped' | 'adCompleted' | 'adFailed' | 'adClicked'];
  props: AnalyticsProps;
}

/** The content waits at most this long for an ad to arrive; then it plays without one. */
export const PREROLL_WAIT_MS = 8_000;
/** An ad whose playback stops moving this long is given up, and the content plays. */
export const PREROLL_STALL_MS = 8_000;

// The IAB VAST error codes the player reports: a timeout, a media file it cannot play, a general linear error.
const VAST_ERROR = { timeout: 402, mediaNotPlayable: 405, general: 400 } as const;

export interface PrerollControllerOptions {
  videoId: string;
  /** The VAST tag to ask. */
  tagUrl: string;
  /** The ad starts muted unless the viewer has acted on the site (browsers refuse sound before). */
  muted: boolean;
  loadVast: () => Promise<VastModule>;
  report(event: PrerollAnalyticsEvent): void;
  fetchImpl?: typeof fetch;
  /** Which media types this browser plays (a media element's canPlayType by default). */
  canPlayType?: (type: string) => string;
  waitMs?: number;
  stallMs?: number;
}

export interface PrerollController {
  store: Store<PrerollState>;
  /** Feeds the site's ads decision; the ad is asked for once ads are on and place prerolls. */
  adsDecided(decision: PrerollAdsDecision): void;
  /** Plays the creative in its media element and reports its progress; returns the unbinding. */
  attachMedia(media: HTMLVideoElement): () => void;
  /** Skips the ad, once its skip offset has played. */
  skip(): void;
  /** The viewer opened the ad's click-through. */
  clicked(): void;
  dispose(): void;
}

/**
 * One preroll before one video: decided from the ads state (no request at all when ads are off,
 * as for VIP viewers), fetched with a bound on the wait, played with its VAST trackers. Every way
 * it can end (no ad, a failure, a timeout, skip or the end) lets the content start.
 */
export function createPrerollController({
  videoId,
  tagUrl,
  muted,
  loadVast,
  report,
  fetchImpl,
  canPlayType = canPlay,
  waitMs = PREROLL_WAIT_MS,
  stallMs = PREROLL_STALL_MS,
}: PrerollControllerOptions): PrerollController {
  const store = createStore<PrerollState>(PREROLL_DECIDING);
  const abort = new AbortController();
  let loaded: LoadedPreroll | null = null;
  const dispatch = (action: PrerollAction) => store.setState((state) => prerollReducer(state, action));
  const props = (extra: AnalyticsProps = {}): AnalyticsProps => ({ placement: 'preroll', videoId, ...(loaded ? { adId: loaded.creative.adId } : {}), ...extra });

  const fail = (reason: string, code?: number) => {
    if (store.getState().phase === 'done') return;
    if (code !== undefined) loaded?.tracker.error(code);
    report({ name: ANALYTICS_EVENTS.adFailed, props: props({ reason }) });
    dispatch({ type: 'failed' });
  };

  const waitTimer = setTimeout(() => {
    const { phase } = store.getState();
    if (phase !== 'deciding' && phase !== 'requesting') return;
    if (phase === 'requesting') report({ name: ANALYTICS_EVENTS.adFailed, props: props({ reason: 'timeout' }) });
    abort.abort();
    dispatch({ type: 'timedOut' });
  }, waitMs);

  async function request() {
    dispatch({ type: 'requested' });
    report({ name: ANALYTICS_EVENTS.adRequested, props: props() });
    const document = await fetchVastDocument(tagUrl, abort.signal, fetchImpl);
    if (abort.signal.aborted) return;
    const found = vastHasAds(document) ? await (await loadVast()).readPreroll(document, { muted, canPlayType }) : null;
    if (abort.signal.aborted) return;
    if (!found) return dispatch({ type: 'noAd' });
    loaded = found;
    dispatch({ type: 'adReceived', creative: found.creative });
  }

  return {
    store,
    adsDecided(decision) {
      if (store.getState().phase !== 'deciding' || decision === 'pending') return;
      if (decision === 'off') return dispatch({ type: 'adsOff' });
      request().catch((error: unknown) => {
        if (!abort.signal.aborted) fail(error instanceof Error ? error.message : 'request failed');
      });
    },
    attachMedia(media) {
      const current = loaded;
      if (!current || store.getState().phase !== 'playing') return () => undefined;
      const { tracker } = current;
      let impressed = false;
      let stallTimer: ReturnType<typeof setTimeout> | undefined;
      const watchStall = () => {
        clearTimeout(stallTimer);
        stallTimer = setTimeout(() => fail('stalled', VAST_ERROR.timeout), stallMs);
      };
      const unsubscribeQuartiles = tracker.onQuartile((quartile: AdQuartile) => report({ name: ANALYTICS_EVENTS.adQuartile, props: props({ quartile }) }));
      const onPlaying = () => {
        if (impressed) return tracker.paused(false);
        impressed = true;
        tracker.impression();
        report({ name: ANALYTICS_EVENTS.adImpression, props: props() });
      };
      const onTime = () => {
        watchStall();
        tracker.progress(media.currentTime);
        dispatch({ type: 'progressed', position: media.currentTime });
      };
      const onPause = () => {
        if (!media.ended) tracker.paused(true);
      };
      const onVolume = () => tracker.muted(media.muted);
      const onEnded = () => {
        clearTimeout(stallTimer);
        tracker.complete();
        report({ name: ANALYTICS_EVENTS.adCompleted, props: props() });
        dispatch({ type: 'ended' });
      };
      const onError = () => fail('media_error', VAST_ERROR.mediaNotPlayable);
      const listeners = { playing: onPlaying, timeupdate: onTime, pause: onPause, volumechange: onVolume, ended: onEnded, error: onError } as const;
      for (const [name, listener] of Object.entries(listeners)) media.addEventListener(name, listener);

      media.muted = muted;
      media.src = current.creative.mediaUrl;
      watchStall();
      void media.play()?.catch((error: unknown) => {
        // A play refused (autoplay policy) or cut short by the teardown: the content goes on alone.
        if (!(error instanceof DOMException && error.name === 'AbortError')) fail('play_refused', VAST_ERROR.general);
      });
      return () => {
        clearTimeout(stallTimer);
        unsubscribeQuartiles();
        for (const [name, listener] of Object.entries(listeners)) media.removeEventListener(name, listener);
        media.pause();
        media.removeAttribute('src');
      };
    },
    skip() {
      const before = store.getState();
      dispatch({ type: 'skipRequested' });
      if (before === store.getState()) return;
      loaded?.tracker.skip();
      report({ name: ANALYTICS_EVENTS.adSkipped, props: props({ position: before.phase === 'playing' ? Math.round(before.position * 10) / 10 : 0 }) });
    },
    clicked() {
      if (store.getState().phase !== 'playing') return;
      loaded?.tracker.click();
      report({ name: ANALYTICS_EVENTS.adClicked, props: props() });
    },
    dispose() {
      clearTimeout(waitTimer);
      abort.abort();
    },
  };
}

function canPlay(type: string): string {
  return typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(type);
}
