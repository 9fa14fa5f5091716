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

/** hls.js is needed only for HLS in a browser whose media element cannot play it. */
export function needsHlsLibrary(url: string, mimeType: string | undefined, media: Pick<HTMLMediaElement, 'canPlayType'>): boolean {
  return isHlsStream(url, mimeType) && media.canPlayType(HLS_MIME_TYPE) === '';
}

/** The part of hls.js the player uses, so tests can give a fake. */
export interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: { fatal: boolean; type: string; details: string }) => void): void;
  destroy(): void;
}
export interface HlsConstructor {
  new (): HlsInstance;
  isSupported(): boolean;
  Events: { ERROR: string };
}
export type HlsLoader = () => Promise<HlsConstructor>;

/** Loaded on demand: hls.js never ships in the first bundle. */
export const loadHlsLibrary: HlsLoader = async () => (await import('hls.js')).default as unknown as HlsConstructor;

export type SourceFailure = { reason: 'hls_unsupported' | 'hls_fatal_error' | 'module_load_failed'; detail?: string };

export interface AttachedSource {
  detach(): void;
}

/**
 * Gives the media element its source: directly, or through hls.js when the browser cannot play
 * HLS itself. Fatal hls.js errors arrive through `onFailure` after attaching.
 */
export async function attachSource(
  media: HTMLMediaElement,
  stream: { url: string; mimeType?: string },
  { loadHls = loadHlsLibrary, onFailure }: { loadHls?: HlsLoader; onFailure: (failure: SourceFailure) => void },
): Promise<AttachedSource> {
  if (!needsHlsLibrary(stream.url, stream.mimeType, media)) {
    media.src = stream.url;
    return {
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
    return { detach() {} };
  }
  if (!Hls.isSupported()) {
    onFailure({ reason: 'hls_unsupported' });
    return { detach() {} };
  }
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFailure({ reason: 'hls_fatal_error', detail: `${data.type}: ${data.details}` });
  });
  hls.loadSource(stream.url);
  hls.attachMedia(media);
  return { detach: () => hls.destroy() };
}
