/** The player states (PR-PLAYER-1), exactly as named. */
export const PLAYER_STATES = [
  'None',
  'ContentRequested',
  'PlaybackTime',
  'Ready',
  'Buffering',
  'Playing',
  'Paused',
  'Seek',
  'Ended',
  'Fullscreen',
  'CloseFullscreen',
  'Volume',
  'Select',
] as const;

export type PlayerState = (typeof PLAYER_STATES)[number];

/** The media element events that move the player to a state. */
export const MEDIA_EVENT_STATES = {
  loadstart: 'ContentRequested',
  timeupdate: 'PlaybackTime',
  canplay: 'Ready',
  waiting: 'Buffering',
  playing: 'Playing',
  pause: 'Paused',
  seeking: 'Seek',
  ended: 'Ended',
  volumechange: 'Volume',
} as const satisfies Record<string, PlayerState>;

export type MediaEventName = keyof typeof MEDIA_EVENT_STATES;
