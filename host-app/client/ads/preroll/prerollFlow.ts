import type { PrerollCreative } from './prerollTypes';

/** How a preroll ended: each lets the content start. */
export type PrerollOutcome = 'off' | 'noAd' | 'skipped' | 'completed' | 'failed' | 'timedOut';

export type PrerollState =
  | { phase: 'deciding' }
  | { phase: 'requesting' }
  | { phase: 'playing'; creative: PrerollCreative; position: number }
  | { phase: 'done'; outcome: PrerollOutcome };

export type PrerollAction =
  /** Ads are off for this viewer (VIP, exempt, nothing configured), or the preroll placement is not served. */
  | { type: 'adsOff' }
  | { type: 'requested' }
  | { type: 'noAd' }
  | { type: 'adReceived'; creative: PrerollCreative }
  | { type: 'progressed'; position: number }
  | { type: 'skipRequested' }
  | { type: 'ended' }
  | { type: 'failed' }
  | { type: 'timedOut' };

export const PREROLL_DECIDING: PrerollState = { phase: 'deciding' };
export const PREROLL_OFF: PrerollState = { phase: 'done', outcome: 'off' };

export function prerollReducer(state: PrerollState, action: PrerollAction): PrerollState {
  // A finished preroll never comes back: the content has started.
  if (state.phase === 'done') return state;
  switch (action.type) {
    case 'adsOff':
      return state.phase === 'deciding' ? { phase: 'done', outcome: 'off' } : state;
    case 'requested':
      return state.phase === 'deciding' ? { phase: 'requesting' } : state;
    case 'noAd':
      return state.phase === 'requesting' ? { phase: 'done', outcome: 'noAd' } : state;
    case 'adReceived':
      return state.phase === 'requesting' ? { phase: 'playing', creative: action.creative, position: 0 } : state;
    case 'progressed':
      return state.phase === 'playing' && action.position !== state.position ? { ...state, position: action.position } : state;
    case 'skipRequested':
      // The skip offset counts the ad's own playback, so a stalled ad cannot be skipped earlier by waiting.
      return isSkippable(state) ? { phase: 'done', outcome: 'skipped' } : state;
    case 'ended':
      return state.phase === 'playing' ? { phase: 'done', outcome: 'completed' } : state;
    case 'failed':
      // Whatever went wrong, the content plays (never blocked by an ad).
      return { phase: 'done', outcome: 'failed' };
    case 'timedOut':
      // Only the wait for an ad is bounded; an ad that is playing runs its course.
      return state.phase === 'playing' ? state : { phase: 'done', outcome: 'timedOut' };
    default:
      throw new Error(`Unknown preroll action "${(action as { type: unknown }).type}".`);
  }
}

/** The content waits while a preroll is decided, fetched or played. */
export function contentMayStart(state: PrerollState): boolean {
  return state.phase === 'done';
}

export function isSkippable(state: PrerollState): boolean {
  if (state.phase !== 'playing') return false;
  const offset = state.creative.skipOffsetSeconds;
  return offset !== null && state.position >= offset;
}

/** Whole seconds until the skip button works; null when the ad cannot be skipped. */
export function secondsUntilSkip(state: PrerollState): number | null {
  if (state.phase !== 'playing' || state.creative.skipOffsetSeconds === null) return null;
  return Math.max(0, Math.ceil(state.creative.skipOffsetSeconds - state.position));
}

/** Whole seconds of the ad left to play ("Ad · n s"). */
export function secondsLeft(state: PrerollState): number {
  if (state.phase !== 'playing') return 0;
  return Math.max(0, Math.ceil(state.creative.durationSeconds - state.position));
}
