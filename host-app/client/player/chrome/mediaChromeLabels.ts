import type { PlayerTranslate } from '../playerMessages';

/**
 * The names media-chrome gives its controls (aria-labels, tooltips, spoken times), keyed by its
 * own English phrases, from the player's catalog: every control is named in the page's language.
 * `seekOffset` is fixed by the player, so its phrases are given already counted.
 */
export function mediaChromeLabels(t: PlayerTranslate, seekOffset: number): Record<string, string> {
  const seekBack = t('player.seekBack', { count: seekOffset });
  const seekForward = t('player.seekForward', { count: seekOffset });
  return {
    play: t('player.play'),
    Play: t('player.play'),
    pause: t('player.pause'),
    Pause: t('player.pause'),
    'seek back {seekOffset} seconds': seekBack,
    'Seek backward': seekBack,
    'seek forward {seekOffset} seconds': seekForward,
    'Seek forward': seekForward,
    mute: t('player.mute'),
    Mute: t('player.mute'),
    unmute: t('player.unmute'),
    Unmute: t('player.unmute'),
    volume: t('player.volume'),
    seek: t('player.seek'),
    'playback time': t('player.playbackTime'),
    '{currentTime} of {totalTime}': t('player.timeOf', { current: '{currentTime}', total: '{totalTime}' }),
    '{time} remaining': t('player.timeRemaining', { time: '{time}' }),
    'video not loaded, unknown time.': t('player.timeUnknown'),
    hour: t('player.hour'),
    hours: t('player.hours'),
    minute: t('player.minute'),
    minutes: t('player.minutes'),
    second: t('player.second'),
    seconds: t('player.seconds'),
    'enter picture in picture mode': t('player.pictureInPicture'),
    'Enter picture in picture mode': t('player.pictureInPicture'),
    'exit picture in picture mode': t('player.exitPictureInPicture'),
    'Exit picture in picture mode': t('player.exitPictureInPicture'),
    'enter fullscreen mode': t('player.fullscreen'),
    'Enter fullscreen mode': t('player.fullscreen'),
    'exit fullscreen mode': t('player.exitFullscreen'),
    'Exit fullscreen mode': t('player.exitFullscreen'),
    live: t('player.live'),
    'seek to live': t('player.goToLive'),
    'playing live': t('player.atLiveEdge'),
    settings: t('player.settings'),
    Settings: t('player.settings'),
    Off: t('player.captionsOff'),
    Auto: t('player.qualityAuto'),
    Captions: t('player.captions'),
    'closed captions': t('player.captions'),
    Quality: t('player.quality'),
    'Playback rate': t('player.speed'),
    'current playback rate': t('player.speed'),
    'media loading': t('player.loading'),
    'video player': t('player.controls'),
  };
}
