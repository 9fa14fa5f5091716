import type { MediaHandle } from '../playbackSignals';
import type { PlayerFailureReason } from '../playerFailure';
import type { PlayerTranslate } from '../playerMessages';
import type { PlayerSession } from '../playerSession';
import type { PlayerStream } from '../playerVideo';

/** What VideoPlayer gives each view. */
export interface PlayerViewProps {
  title: string;
  stream: PlayerStream;
  poster?: string;
  session: PlayerSession;
  t: PlayerTranslate;
  /** Starts playback by itself; muted unless the visitor has interacted with the site (read from the session when playback starts). */
  autoPlay: boolean;
  /** Where to start playing, in seconds (a resumed video). */
  startAt?: number;
  /** The viewer's bearer token, for streams that need it on each request. */
  authorization?: string | null;
  /** The view's media element and playback (for the controls and shortcuts), or null when it has none. */
  onMedia(media: MediaHandle | null): void;
  onFailure(reason: PlayerFailureReason, detail?: string): void;
}
