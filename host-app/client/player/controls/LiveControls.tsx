import { useSignals } from '@preact/signals-react/runtime';
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

/** Further behind the edge than this, the viewer is no longer watching live (hls.js itself plays about three segments back). */
const BEHIND_LIVE_SECONDS = 10;

/** The live badge, and "go to live" once the viewer has fallen behind the live edge (after a pause, say). */
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
  return (
    <>
      <span className="player-LiveBadge" data-at-live-edge={!behind} aria-label={behind ? t('player.live') : t('player.atLiveEdge')}>
        {t('player.live')}
      </span>
      {behind && (
        <button type="button" className="player-Button" data-action="go-to-live" onClick={goToLive}>
          {t('player.goToLive')}
        </button>
      )}
    </>
  );
}
