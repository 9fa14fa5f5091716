import { describe, expect, it, vi } from 'vitest';
import RealHls from 'hls.js';
import { attachSource, isHlsStream, needsHlsLibrary, type HlsConstructor, type HlsInstance } from '../../../../host-app/client/player/hlsSource';

function fakeHls({ supported = true } = {}) {
  const instances: (HlsInstance & { listeners: Map<string, (event: string, data: { fatal: boolean; type: string; details: string }) => void> })[] = [];
  class FakeHls {
    static isSupported = () => supported;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_SWITCHED: 'hlsLevelSwitched' };
    // hls.js's own size rule, which the player caps a 360° view's renditions by.
    static DefaultConfig = RealHls.DefaultConfig;
    listeners = new Map();
    levels = [{ height: 360, width: 640, bitrate: 600_000 }, { height: 720, width: 1280, bitrate: 1_800_000 }];
    currentLevel = -1;
    autoLevelEnabled = true;
    autoLevelCapping = -1;
    liveSyncPosition = null;
    config: unknown;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on(event: string, listener: never) {
      this.listeners.set(event, listener);
    }
    constructor(config?: unknown) {
      this.config = config;
      instances.push(this as never);
    }
  }
  return { Hls: FakeHls as unknown as HlsConstructor, instances };
}

const videoThatPlays = (hlsSupport: '' | 'maybe') => {
  const video = document.createElement('video');
  video.canPlayType = (type: string) => (type === 'application/vnd.apple.mpegurl' ? hlsSupport : '');
  return video;
};

describe('HLS detection', () => {
  it('knows playlists by extension or type', () => {
    expect(isHlsStream('https://cdn.example/live/master.m3u8?token=1')).toBe(true);
    expect(isHlsStream('/media/stream/abc', 'application/x-mpegURL')).toBe(true);
    expect(isHlsStream('/media/files/clip.mp4', 'video/mp4')).toBe(false);
  });

  it('needs hls.js only when the browser cannot play HLS itself', () => {
    expect(needsHlsLibrary('/a.m3u8', undefined, videoThatPlays(''))).toBe(true);
    expect(needsHlsLibrary('/a.m3u8', undefined, videoThatPlays('maybe'))).toBe(false);
    expect(needsHlsLibrary('/a.mp4', 'video/mp4', videoThatPlays(''))).toBe(false);
  });
});

describe('attaching a source', () => {
  it('gives a regular file straight to the media element, without loading hls.js', async () => {
    const video = videoThatPlays('');
    const loadHls = vi.fn();
    await attachSource(video, { url: 'https://cdn.example/clip.mp4', mimeType: 'video/mp4' }, { loadHls, onFailure: vi.fn() });
    expect(video.getAttribute('src')).toBe('https://cdn.example/clip.mp4');
    expect(loadHls).not.toHaveBeenCalled();
  });

  it('lets a browser with native HLS play the playlist itself', async () => {
    const video = videoThatPlays('maybe');
    const loadHls = vi.fn();
    await attachSource(video, { url: '/live.m3u8' }, { loadHls, onFailure: vi.fn() });
    expect(video.getAttribute('src')).toBe('/live.m3u8');
    expect(loadHls).not.toHaveBeenCalled();
  });

  it('plays HLS through hls.js elsewhere, and destroys it on detach', async () => {
    const { Hls, instances } = fakeHls();
    const video = videoThatPlays('');
    const source = await attachSource(video, { url: '/live.m3u8' }, { loadHls: async () => Hls, onFailure: vi.fn() });
    expect(instances).toHaveLength(1);
    expect(instances[0]!.loadSource).toHaveBeenCalledWith('/live.m3u8');
    expect(instances[0]!.attachMedia).toHaveBeenCalledWith(video);
    expect(video.hasAttribute('src')).toBe(false);
    source.detach();
    expect(instances[0]!.destroy).toHaveBeenCalledOnce();
  });

  it('reports fatal hls.js errors only', async () => {
    const { Hls, instances } = fakeHls();
    const onFailure = vi.fn();
    await attachSource(videoThatPlays(''), { url: '/live.m3u8' }, { loadHls: async () => Hls, onFailure });
    const emit = instances[0]!.listeners.get('hlsError')!;
    emit('hlsError', { fatal: false, type: 'networkError', details: 'fragLoadTimeOut' });
    expect(onFailure).not.toHaveBeenCalled();
    emit('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(onFailure).toHaveBeenCalledWith({ reason: 'hls_fatal_error', detail: 'networkError: manifestLoadError' });
  });

  it('reports a browser without Media Source support, or hls.js failing to load', async () => {
    const onFailure = vi.fn();
    await attachSource(videoThatPlays(''), { url: '/a.m3u8' }, { loadHls: async () => fakeHls({ supported: false }).Hls, onFailure });
    await attachSource(videoThatPlays(''), { url: '/a.m3u8' }, { loadHls: () => Promise.reject(new Error('chunk failed')), onFailure });
    expect(onFailure.mock.calls).toEqual([[{ reason: 'hls_unsupported' }], [{ reason: 'module_load_failed', detail: 'chunk failed' }]]);
  });

  it("lists the renditions, picks one, reports hls.js's switches, and sends a premium stream's requests with the viewer's token", async () => {
    const { Hls, instances } = fakeHls();
    const onLevels = vi.fn();
    const onLevelSwitched = vi.fn();
    const source = await attachSource(videoThatPlays(''), { url: '/v/master.m3u8' }, { loadHls: async () => Hls, onFailure: vi.fn(), onLevels, onLevelSwitched, authorization: 'tok_1' });
    const hls = instances[0]! as unknown as { listeners: Map<string, (event: string, data: unknown) => void>; currentLevel: number; config: { xhrSetup: (xhr: { setRequestHeader(name: string, value: string): void }, url: string) => void } };
    hls.listeners.get('hlsManifestParsed')!('hlsManifestParsed', {});
    expect(onLevels).toHaveBeenCalledWith([expect.objectContaining({ height: 360 }), expect.objectContaining({ height: 720 })]);
    source.setLevel(1);
    expect(hls.currentLevel).toBe(1);
    hls.listeners.get('hlsLevelSwitched')!('hlsLevelSwitched', { level: 1 });
    expect(onLevelSwitched).toHaveBeenCalledWith(1, true);
    const setRequestHeader = vi.fn();
    hls.config.xhrSetup({ setRequestHeader }, '/v/360p/segment000.ts');
    expect(setRequestHeader).toHaveBeenCalledWith('Authorization', 'Bearer tok_1');
  });

  it("holds the automatic choice to the picture's size, through hls.js, for a video shown as it is", async () => {
    const { Hls, instances } = fakeHls();
    await attachSource(videoThatPlays(''), { url: '/v/master.m3u8' }, { loadHls: async () => Hls, onFailure: vi.fn() });
    expect((instances[0] as unknown as { config: { capLevelToPlayerSize: boolean } }).config.capLevelToPlayerSize).toBe(true);
  });

  it("holds a 360° video's automatic choice to what its view needs, and follows the view's size", async () => {
    const { Hls, instances } = fakeHls();
    const observed: Element[] = [];
    let resized = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
    try {
      const view = document.createElement('div');
      let frameWidth = 0;
      const source = await attachSource(videoThatPlays(''), { url: '/v/master.m3u8' }, { loadHls: async () => Hls, onFailure: vi.fn(), levelCap: { kind: 'view', element: view, frameWidth: () => frameWidth } });
      const hls = instances[0]! as unknown as { config: { capLevelToPlayerSize: boolean }; autoLevelCapping: number; listeners: Map<string, (event: string, data: unknown) => void> };
      // The 1 px texture source is not what hls.js may size the cap from.
      expect(hls.config.capLevelToPlayerSize).toBe(false);
      expect(observed).toEqual([view]);
      // No cap while the view has no size; then the lowest rendition that covers it (640 and 1280 px wide here).
      hls.listeners.get('hlsManifestParsed')!('hlsManifestParsed', {});
      expect(hls.autoLevelCapping).toBe(-1);
      for (const [width, level] of [[1000, 1], [1300, 1], [600, 0]] as const) {
        frameWidth = width;
        resized();
        expect(hls.autoLevelCapping, `${width} px`).toBe(level);
      }
      source.detach();
      expect(disconnect).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
