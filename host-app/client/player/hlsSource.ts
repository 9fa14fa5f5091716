/** HLS playlists; Safari and some mobile browsers play them natively, others need hls.js. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
const HLS_MIME_TYPES = [HLS_MIME_TYPE, 'application/x-mpegurl', 'audio/mpegurl'];

export function isHlsStream(url: string, mimeType?: string): boolean {
  if (mimeType && HLS_MIME_TYPES.includes(mimeType.toLowerCase())) return true;
  try {
    return new URL(url, 'http://relative.invalid').pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/**
 * hls.js plays HLS wherever Media Source Extensions exist (it gives the quality menu and reports
 * level switches); a browser without them (an older iPhone) plays the playlist natively.
 */
export function needsHlsLibrary(url: string, mimeType: string | undefined, media: Pick<HTMLMediaElement, 'canPlayType'>, scope: object = globalThis): boolean {
  if (!isHlsStream(url, mimeType)) return false;
  const hasMediaSource = 'MediaSource' in scope || 'ManagedMediaSource' in scope;
  return hasMediaSource || media.canPlayType(HLS_MIME_TYPE) === '';
}

/** One rendition of an HLS stream, as hls.js lists it. */
export interface HlsLevel {
  height: number;
  width: number;
  bitrate: number;
}

export interface HlsErrorData {
  fatal: boolean;
  type: string;
  details: string;
}

/** The part of hls.js the player uses, so tests can give a fake. */
export interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: never) => void): void;
  destroy(): void;
  readonly levels: readonly HlsLevel[];
  /** -1 while the automatic choice is on. */
  currentLevel: number;
  readonly autoLevelEnabled: boolean;
  /** The position hls.js keeps a live stream at, near the live edge; null for on-demand. */
  readonly liveSyncPosition: number | null;
}
export interface HlsConfig {
  /** Adds the viewer's bearer token to every playlist and segment request of a premium stream. */
  xhrSetup?: (xhr: XMLHttpRequest, url: string) => void;
}
export interface HlsConstructor {
  new (config?: HlsConfig): HlsInstance;
  isSupported(): boolean;
  Events: { ERROR: string; MANIFEST_PARSED: string; LEVEL_SWITCHED: string };
}
export type HlsLoader = () => Promise<HlsConstructor>;

/** Loaded on demand: hls.js never ships in the first bundle. */
export const loadHlsLibrary: HlsLoader = async () => (await import('hls.js')).default as unknown as HlsConstructor;

export type SourceFailure = { reason: 'hls_unsupported' | 'hls_fatal_error' | 'module_load_failed'; detail?: string };

/** What the player can do with an attached stream beyond the media element itself. */
export interface AttachedSource {
  detach(): void;
  /** Picks a rendition by index, or -1 for the automatic choice; nothing for a source without renditions. */
  setLevel(index: number): void;
  /** The live edge hls.js plays at; null when unknown (then the end of the seekable range is the edge). */
  liveSyncPosition(): number | null;
}

export interface SourceEvents {
  onFailure(failure: SourceFailure): void;
  /** The renditions of the stream, once its master playlist is read. */
  onLevels?(levels: readonly HlsLevel[]): void;
  /** hls.js switched to this rendition. */
  onLevelSwitched?(index: number, auto: boolean): void;
}

/**
 * Gives the media element its source: through hls.js where it is needed, directly otherwise.
 * Fatal hls.js errors arrive through `onFailure` after attaching.
 */
export async function attachSource(
  media: HTMLMediaElement,
  stream: { url: string; mimeType?: string },
  { loadHls = loadHlsLibrary, authorization = null, onFailure, onLevels, onLevelSwitched }: SourceEvents & { loadHls?: HlsLoader; authorization?: string | null },
): Promise<AttachedSource> {
  const inert = { setLevel() {}, liveSyncPosition: () => null };
  if (!needsHlsLibrary(stream.url, stream.mimeType, media)) {
    media.src = stream.url;
    return {
      ...inert,
      detach() {
        media.removeAttribute('src');
        media.load();
      },
    };
  }
  let Hls: HlsConstructor;
  try {
    Hls = await loadHls();
  } catch (error) {
    onFailure({ reason: 'module_load_failed', detail: error instanceof Error ? error.message : String(error) });
    return { ...inert, detach() {} };
  }
  if (!Hls.isSupported()) {
    onFailure({ reason: 'hls_unsupported' });
    return { ...inert, detach() {} };
  }
  const hls = new Hls(authorization ? { xhrSetup: (xhr) => xhr.setRequestHeader('Authorization', `Bearer ${authorization}`) } : {});
  hls.on(Hls.Events.ERROR, (_event, data: HlsErrorData) => {
    if (data.fatal) onFailure({ reason: 'hls_fatal_error', detail: `${data.type}: ${data.details}` });
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => onLevels?.(hls.levels));
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data: { level: number }) => onLevelSwitched?.(data.level, hls.autoLevelEnabled));
  hls.loadSource(stream.url);
  hls.attachMedia(media);
  return {
    detach: () => hls.destroy(),
    setLevel(index) {
      // currentLevel switches at once (dropping the buffer ahead); -1 hands the choice back to hls.js.
      hls.currentLevel = index;
    },
    liveSyncPosition: () => hls.liveSyncPosition,
  };
}
