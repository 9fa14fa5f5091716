import type { MediaHandle } from '../playbackStore';
import type { PlayerTranslate } from '../playerMessages';
import { usePlayback } from '../usePlayback';

/** Further behind the edge than this, the viewer is no longer watching live (hls.js itself plays about three segments back). */
const BEHIND_LIVE_SECONDS = 10;

/** The live badge, and "go to live" once the viewer has fallen behind the live edge (after a pause, say). */
export function LiveControls({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  const behind = usePlayback(handle.playback, (s) => s.paused || s.seekableEnd - s.currentTime > BEHIND_LIVE_SECONDS);
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
