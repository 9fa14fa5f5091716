/** The linear creative a preroll plays, as its VAST answer describes it. */
export interface PrerollCreative {
  adId: string;
  title: string;
  /** The media file the player plays (an MP4 this browser can play). */
  mediaUrl: string;
  durationSeconds: number;
  /** Seconds of playback before the viewer may skip; null: not skippable. */
  skipOffsetSeconds: number | null;
  clickThroughUrl: string | null;
}

export type AdQuartile = 'firstQuartile' | 'midpoint' | 'thirdQuartile';

/** Reports the ad's playback to the ad server, through its VAST trackers. */
export interface PrerollTracker {
  impression(): void;
  /** The playhead, in seconds: start and the quartiles follow from it. */
  progress(seconds: number): void;
  paused(paused: boolean): void;
  muted(muted: boolean): void;
  skip(): void;
  complete(): void;
  /** A VAST error code (4xx: the linear ad could not play). */
  error(code: number): void;
  click(): void;
  /** Called once for each quartile the progress reaches; returns the unsubscription. */
  onQuartile(listener: (quartile: AdQuartile) => void): () => void;
}

export interface LoadedPreroll {
  creative: PrerollCreative;
  tracker: PrerollTracker;
}

/** The VAST library's side, loaded only when an answer holds an ad. */
export interface VastModule {
  /** The first linear ad of a VAST document this browser can play, with its tracker; null when there is none. */
  readPreroll(document: Document, options: { muted: boolean; canPlayType(type: string): string }): Promise<LoadedPreroll | null>;
}
