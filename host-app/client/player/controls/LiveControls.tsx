import { useSignals } from '@preact/signals-react/runtime';
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

/** Further behind the edge than this, the viewer is no longer watching live (hls.js itself plays about three segments back). */
const BEHIND_LIVE_SECONDS = 10;

/**
 * The live badge. Once the viewer has fallen behind the live edge (after a pause, say), the badge
 * greys and is itself the button back to live, as streaming players draw it: a separate "go to live"
 * button did not fit a phone's control bar in every language.
 */
export function LiveControls({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  useSignals();
  const { paused, seekableEnd, currentTime } = handle.playback;
  // Derived, so the badge re-renders only when the viewer crosses the line, not on every tick.
  const behindLive = useMemo(() => computed(() => paused.value || seekableEnd.value - currentTime.value > BEHIND_LIVE_SECONDS), [paused, seekableEnd, currentTime]);
  const behind = behindLive.value;
  const goToLive = () => {
    handle.media.currentTime = handle.liveEdge();
    void handle.media.play().catch(() => undefined);
  };
  return behind ? (
    <button type="button" className="player-LiveBadge" data-at-live-edge="false" data-action="go-to-live" aria-label={t('player.goToLive')} onClick={goToLive}>
      {t('player.live')}
    </button>
  ) : (
    <span className="player-LiveBadge" data-at-live-edge="true" aria-label={t('player.atLiveEdge')}>
      {t('player.live')}
    </span>
  );
}
