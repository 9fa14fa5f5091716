// One file per icon: the package's index would load every icon it has wherever it is imported unbundled.
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import type { PlayerTranslate } from '../playerMessages';

/** Full screen for a picture without media controls (a 360° still, an animated image). */
export function FullscreenButton({ isFullscreen, t, onToggle }: { isFullscreen: boolean; t: PlayerTranslate; onToggle(): void }) {
  const label = isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen');
  const Icon = isFullscreen ? Minimize : Maximize;
  return (
    <button type="button" className="player-Button player-StillFullscreen" data-action="fullscreen" aria-label={label} aria-pressed={isFullscreen} onClick={onToggle}>
      <Icon aria-hidden="true" focusable="false" />
    </button>
  );
}
