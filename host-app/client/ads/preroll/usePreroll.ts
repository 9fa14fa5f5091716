import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefCallback } from 'react';
import { analytics } from '../../analytics';
import { useI18n } from '../../i18n/I18nProvider';
import { usePlayerSession } from '../../player/PlayerContext';
import { useAds } from '../AdsContext';
import type { AdsState } from '../adsController';
import { createPrerollController, type PrerollAdsDecision, type PrerollController } from './prerollController';
import { contentMayStart, isSkippable, PREROLL_DECIDING, PREROLL_OFF, secondsLeft, secondsUntilSkip, type PrerollState } from './prerollFlow';
import type { VastModule } from './prerollTypes';
import { prerollTagUrl } from './vastRequest';

/** The VAST library arrives only with an ad to play. */
const loadVastModule = (): Promise<VastModule> => import('./vastPreroll');

/** What the site's ads state says about prerolls. */
export function prerollDecisionOf(ads: AdsState): PrerollAdsDecision {
  if (ads.status === 'off') return 'off';
  if (ads.status === 'ready') return ads.runtime.serves('preroll') ? 'preroll' : 'off';
  return 'pending';
}

export interface UsePrerollOptions {
  videoId: string;
  /** Only a video that will play gets a preroll (not one without a stream, or locked). */
  enabled: boolean;
  /** For tests: the VAST library's side. */
  loadVast?: () => Promise<VastModule>;
}

export interface UsePrerollResult {
  state: PrerollState;
  /** The content waits (the player's `hold`). */
  holdContent: boolean;
  skippable: boolean;
  /** Whole seconds until the skip works (null: never skippable). */
  secondsUntilSkip: number | null;
  secondsLeft: number;
  clickThroughUrl: string | null;
  /** The element around the player and the break: focus returns to the player from a finished break. */
  getHostProps(): { ref: RefCallback<HTMLElement>; className: string };
  getMediaProps(): { ref: RefCallback<HTMLVideoElement>; className: string; playsInline: true; preload: 'auto'; 'aria-hidden': true };
  getSkipButtonProps(): { type: 'button'; className: string; 'aria-disabled': boolean; 'data-skippable': boolean; onClick(): void };
  getClickThroughProps(): { href: string; target: '_blank'; rel: string; className: string; onClick(): void } | null;
}

/**
 * A preroll before one video, from the site's ads state: VIP and exempt viewers (ads off) make no
 * ad request at all. The hook holds no rule of its own; the flow and its selectors do.
 */
export function usePreroll({ videoId, enabled, loadVast = loadVastModule }: UsePrerollOptions): UsePrerollResult {
  const ads = useAds();
  const { locale } = useI18n();
  const session = usePlayerSession();
  const [controller, setController] = useState<PrerollController | null>(null);
  const host = useRef<HTMLElement | null>(null);
  const focusInBreak = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const next = createPrerollController({
      videoId,
      tagUrl: prerollTagUrl({ videoId, locale }),
      muted: !session.store.getState().hasInteracted,
      loadVast,
      report: (event) => analytics.track(event.name, event.props),
    });
    setController(next);
    return () => {
      next.dispose();
      setController(null);
    };
    // One preroll per video opened: a language switch on the way does not ask for another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId, enabled]);

  const decision = prerollDecisionOf(ads);
  useEffect(() => controller?.adsDecided(decision), [controller, decision]);

  const fallback = enabled ? PREROLL_DECIDING : PREROLL_OFF;
  const state = useSyncExternalStore(controller?.store.subscribe ?? noSubscription, () => controller?.store.getState() ?? fallback, () => fallback);

  // A break that ends with focus inside it (its skip button) hands focus to the player, not to the page.
  const finished = contentMayStart(state);
  useEffect(() => {
    if (!finished || !focusInBreak.current) return;
    focusInBreak.current = false;
    host.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [finished]);

  const detachMedia = useRef<(() => void) | null>(null);
  const mediaRef = useCallback<RefCallback<HTMLVideoElement>>(
    (media) => {
      detachMedia.current?.();
      detachMedia.current = media && controller ? controller.attachMedia(media) : null;
    },
    [controller],
  );
  const hostRef = useCallback<RefCallback<HTMLElement>>((element) => {
    host.current = element;
  }, []);

  const skippable = isSkippable(state);
  const clickThroughUrl = state.phase === 'playing' ? state.creative.clickThroughUrl : null;
  return {
    state,
    holdContent: !finished,
    skippable,
    secondsUntilSkip: secondsUntilSkip(state),
    secondsLeft: secondsLeft(state),
    clickThroughUrl,
    getHostProps: () => ({ ref: hostRef, className: 'ads-PrerollHost' }),
    getMediaProps: () => ({ ref: mediaRef, className: 'ads-PrerollMedia', playsInline: true, preload: 'auto', 'aria-hidden': true }),
    getSkipButtonProps: () => ({
      type: 'button',
      className: 'ads-PrerollSkip',
      // Focusable and announced before it works, so a keyboard viewer can wait on it.
      'aria-disabled': !skippable,
      'data-skippable': skippable,
      onClick: () => {
        focusInBreak.current = host.current?.contains(document.activeElement) ?? false;
        controller?.skip();
      },
    }),
    getClickThroughProps: () =>
      clickThroughUrl === null ? null : { href: clickThroughUrl, target: '_blank', rel: 'sponsored noopener', className: 'ads-PrerollLink', onClick: () => controller?.clicked() },
  };
}

const noSubscription = () => () => {};
