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
  /** The highest rendition the automatic choice may take; -1 for none. */
  autoLevelCapping: number;
}
export interface HlsConfig {
  /** Adds the viewer's bearer token to every playlist and segment request of a premium stream. */
  xhrSetup?: (xhr: XMLHttpRequest, url: string) => void;
  /** Caps the automatic choice to the media element's size in device pixels. */
  capLevelToPlayerSize?: boolean;
}
export interface HlsConstructor {
  new (config?: HlsConfig): HlsInstance;
  isSupported(): boolean;
  Events: { ERROR: string; MANIFEST_PARSED: string; LEVEL_SWITCHED: string };
  /** hls.js's own rule for capping to a size: the lowest rendition that covers it, the highest when none does. */
  DefaultConfig: { capLevelController: { getMaxLevelByMediaSize(levels: readonly HlsLevel[], width: number, height: number): number } };
}
export type HlsLoader = () => Promise<HlsConstructor>;

/** Loaded on demand: hls.js never ships in the first bundle. */
export const loadHlsLibrary: HlsLoader = async () => (await import('hls.js')).default as unknown as HlsConstructor;

/**
 * What the automatic rendition choice is held to, so no more pixels are fetched and decoded than
 * the screen shows: a phone's small player gets a small rendition. `picture`: the media element
 * shows the picture, and hls.js caps to its size. `view`: a 360° video's element only feeds the
 * sphere's texture, so the cap is the frame width its view needs (sphereResolution.ts).
 */
export type LevelCap = { kind: 'picture' } | { kind: 'view'; element: Element; frameWidth(): number };

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
  {
    loadHls = loadHlsLibrary,
    authorization = null,
    levelCap = { kind: 'picture' },
    onFailure,
    onLevels,
    onLevelSwitched,
  }: SourceEvents & { loadHls?: HlsLoader; authorization?: string | null; levelCap?: LevelCap },
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
  const hls = new Hls({
    ...(authorization ? { xhrSetup: (xhr: XMLHttpRequest) => xhr.setRequestHeader('Authorization', `Bearer ${authorization}`) } : {}),
    capLevelToPlayerSize: levelCap.kind === 'picture',
  });
  hls.on(Hls.Events.ERROR, (_event, data: HlsErrorData) => {
    if (data.fatal) onFailure({ reason: 'hls_fatal_error', detail: `${data.type}: ${data.details}` });
  });
  // The view's cap is set when the renditions are known and again whenever the view changes size
  // (full screen), by hls.js's rule for a picture of the frame's size (twice as wide as high); no
  // cap until the view has a size.
  const capToView = () => {
    if (levelCap.kind !== 'view') return;
    const frameWidth = levelCap.frameWidth();
    hls.autoLevelCapping = frameWidth > 0 ? Hls.DefaultConfig.capLevelController.getMaxLevelByMediaSize(hls.levels, frameWidth, frameWidth / 2) : -1;
  };
  let viewObserver: ResizeObserver | null = null;
  if (levelCap.kind === 'view' && typeof ResizeObserver === 'function') {
    viewObserver = new ResizeObserver(capToView);
    viewObserver.observe(levelCap.element);
  }
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    capToView();
    onLevels?.(hls.levels);
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data: { level: number }) => onLevelSwitched?.(data.level, hls.autoLevelEnabled));
  hls.loadSource(stream.url);
  hls.attachMedia(media);
  return {
    detach() {
      viewObserver?.disconnect();
      hls.destroy();
    },
    setLevel(index) {
      // currentLevel switches at once (dropping the buffer ahead); -1 hands the choice back to hls.js.
      hls.currentLevel = index;
    },
    liveSyncPosition: () => hls.liveSyncPosition,
  };
}
