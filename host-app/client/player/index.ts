export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
export { PlayerProvider, usePlayer, type PlayerProviderProps, type UsePlayerResult } from './PlayerContext';
export { PLAYER_STATES, type PlayerState } from './playerStates';
export type { PlayerSnapshot } from './playerSession';
export type { PlayerVideo, PlayerStream } from './playerVideo';
export type { PlayerEvent, PlayerFailureReason } from './playerFailure';
