/** What the controls show about a media element. */
export interface MediaStatus {
  paused: boolean;
  muted: boolean;
  volume: number;
}

const PAUSED_MUTED: MediaStatus = { paused: true, muted: false, volume: 1 };
const STATUS_EVENTS = ['play', 'pause', 'playing', 'ended', 'volumechange', 'emptied'] as const;

/**
 * A subscribable view of a media element's status for useSyncExternalStore: the snapshot only
 * changes identity when a shown value changes.
 */
export function mediaStatusSource(media: HTMLMediaElement | null) {
  let last = PAUSED_MUTED;
  return {
    subscribe(onChange: () => void) {
      if (!media) return () => {};
      STATUS_EVENTS.forEach((name) => media.addEventListener(name, onChange));
      return () => STATUS_EVENTS.forEach((name) => media.removeEventListener(name, onChange));
    },
    getSnapshot(): MediaStatus {
      if (!media) return PAUSED_MUTED;
      if (last.paused !== media.paused || last.muted !== media.muted || last.volume !== media.volume) {
        last = { paused: media.paused, muted: media.muted, volume: media.volume };
      }
      return last;
    },
  };
}
