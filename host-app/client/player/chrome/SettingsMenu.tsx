import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

/** Playback rates offered; the player's own choice. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const AUTO = 'auto';

export interface SettingsMenuProps {
  handle: MediaHandle;
  hasCaptions: boolean;
  t: PlayerTranslate;
}

/**
 * The settings menu the gear button opens: quality, captions and speed, each a submenu. Captions
 * and speed are media-chrome's own menus over the media element; quality lists hls.js's renditions.
 */
export function SettingsMenu({ handle, hasCaptions, t }: SettingsMenuProps) {
  return (
    <media-settings-menu hidden anchor="auto" className="player-Settings" suppressHydrationWarning>
      <QualityItem handle={handle} t={t} />
      {hasCaptions && (
        <media-settings-menu-item data-setting="captions" suppressHydrationWarning>
          {t('player.captions')}
          <media-captions-menu slot="submenu" hidden suppressHydrationWarning>
            <span slot="title">{t('player.captions')}</span>
          </media-captions-menu>
        </media-settings-menu-item>
      )}
      {!handle.live && (
        <media-settings-menu-item data-setting="speed" suppressHydrationWarning>
          {t('player.speed')}
          <media-playback-rate-menu slot="submenu" hidden rates={PLAYBACK_RATES.join(' ')} suppressHydrationWarning>
            <span slot="title">{t('player.speed')}</span>
          </media-playback-rate-menu>
        </media-settings-menu-item>
      )}
    </media-settings-menu>
  );
}

/** Auto plus each rendition hls.js found; absent when the browser plays HLS itself. */
function QualityItem({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  useSignals();
  const menuRef = useRef<HTMLElement>(null);
  const levels = handle.playback.levels.value;
  const level = handle.playback.level.value;
  const auto = handle.playback.autoLevel.value;

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onChange = () => {
      const value = (menu as HTMLElement & { value?: string }).value;
      if (value) handle.setLevel(value === AUTO ? -1 : Number(value));
    };
    menu.addEventListener('change', onChange);
    return () => menu.removeEventListener('change', onChange);
  }, [handle, levels.length]);

  if (levels.length === 0) return null;
  const playing = levels[level];
  return (
    <media-settings-menu-item data-setting="quality" suppressHydrationWarning>
      {t('player.quality')}
      <media-chrome-menu ref={menuRef} slot="submenu" hidden suppressHydrationWarning>
        <span slot="title">{t('player.quality')}</span>
        <media-chrome-menu-item type="radio" value={AUTO} checked={auto} suppressHydrationWarning>
          {auto && playing ? t('player.qualityAutoPlaying', { height: playing.height }) : t('player.qualityAuto')}
        </media-chrome-menu-item>
        {levels.map((item) => (
          <media-chrome-menu-item key={item.index} type="radio" value={String(item.index)} checked={!auto && item.index === level} suppressHydrationWarning>
            {t('player.qualityLevel', { height: item.height })}
          </media-chrome-menu-item>
        ))}
      </media-chrome-menu>
    </media-settings-menu-item>
  );
}
