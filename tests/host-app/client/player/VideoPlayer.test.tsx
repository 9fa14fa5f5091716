import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerProvider, usePlayer, VideoPlayer, type PlayerEvent, type PlayerVideo } from '../../../../host-app/client/player';
import { SphericalView, type SphericalSceneModule } from '../../../../host-app/client/player/spherical/SphericalView';
import { createPlayerSession } from '../../../../host-app/client/player/playerSession';
import type { XrSystemLike } from '../../../../host-app/client/player/spherical/immersiveVr';
import { playerTranslator } from '../../../../host-app/client/player/playerMessages';
import { withI18n } from './withI18n';

const normal: PlayerVideo = { id: 'vid_n', title: 'Harbour at dawn', format: 2, poster: '/p.png', stream: { url: '/media/stream/clip.mp4', mimeType: 'video/mp4' } };
const youtube: PlayerVideo = { id: 'vid_y', title: 'Match highlights', format: 3, stream: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', mimeType: 'text/html' } };

let play: ReturnType<typeof vi.spyOn>;
const srcProperty = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {});
  // The test DOM fires canplay as soon as src is set; a browser reports it only after loading, as the tests do here.
  Object.defineProperty(HTMLMediaElement.prototype, 'src', {
    configurable: true,
    get() {
      return (this as HTMLMediaElement).getAttribute('src') ?? '';
    },
    set(value: string) {
      (this as HTMLMediaElement).setAttribute('src', value);
    },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(HTMLMediaElement.prototype, 'src', srcProperty);
});

function PlayerState() {
  const { state, hasInteracted, markRouteChanged } = usePlayer();
  return (
    <>
      <output data-testid="state">{state}</output>
      <output data-testid="interacted">{String(hasInteracted)}</output>
      <button type="button" onClick={markRouteChanged}>
        navigate
      </button>
    </>
  );
}

/** The test DOM cannot run media-chrome's elements: the controls stay undefined elements here, and the browser tests run them. */
const noControls = vi.fn(async () => {});

function renderPlayer(video: PlayerVideo, onEvent?: (event: PlayerEvent) => void, locale: 'en' | 'ar' = 'en') {
  return render(
    <PlayerProvider>
      <VideoPlayer video={video} onEvent={onEvent} loadControls={noControls} />
      <PlayerState />
    </PlayerProvider>,
    { wrapper: withI18n(locale) },
  );
}

const media = () => document.querySelector('video')!;
const state = () => screen.getByTestId('state').textContent;

describe('VideoPlayer with a regular video', () => {
  it('plays the stream in a media element, muted until the visitor has interacted', async () => {
    renderPlayer(normal);
    await vi.waitFor(() => expect(media().getAttribute('src')).toBe('/media/stream/clip.mp4'));
    expect(media().muted).toBe(true);
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('holds the content back, out of reach, while something plays before it, and starts it when let go', async () => {
    const held = (hold: boolean) => (
      <PlayerProvider>
        <VideoPlayer video={normal} hold={hold} loadControls={noControls} />
      </PlayerProvider>
    );
    const { rerender } = render(held(true), { wrapper: withI18n('en') });
    await vi.waitFor(() => expect(media().getAttribute('src')).toBe('/media/stream/clip.mp4'));
    const region = screen.getByRole('region', { name: 'Video player: Harbour at dawn', hidden: true });
    expect(region.inert).toBe(true);
    await act(async () => {});
    expect(play).not.toHaveBeenCalled();
    rerender(held(false));
    await vi.waitFor(() => expect(play).toHaveBeenCalledOnce());
    expect(region.inert).toBe(false);
  });

  it('starts with sound once the route has changed', async () => {
    function Site({ location, show }: { location: string; show: boolean }) {
      return (
        <PlayerProvider location={location}>
          {show && <VideoPlayer video={normal} loadControls={noControls} />}
          <PlayerState />
        </PlayerProvider>
      );
    }
    const { rerender } = render(<Site location="/" show={false} />, { wrapper: withI18n() });
    expect(screen.getByTestId('interacted').textContent).toBe('false');
    rerender(<Site location="/video/vid_n" show />);
    expect(screen.getByTestId('interacted').textContent).toBe('true');
    await vi.waitFor(() => expect(media().getAttribute('src')).toBe('/media/stream/clip.mp4'));
    expect(media().muted).toBe(false);
  });

  it('marks interaction through markRouteChanged too', () => {
    renderPlayer(normal);
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByTestId('interacted').textContent).toBe('true');
  });

  it('follows the media element through the player states', () => {
    renderPlayer(normal);
    expect(state()).toBe('Select');
    for (const [event, expected] of [['loadstart', 'ContentRequested'], ['canplay', 'Ready'], ['playing', 'Playing'], ['waiting', 'Buffering'], ['pause', 'Paused'], ['ended', 'Ended']] as const) {
      act(() => void media().dispatchEvent(new Event(event)));
      expect(state()).toBe(expected);
    }
    expect(screen.getByRole('region', { name: 'Video player: Harbour at dawn' }).dataset.playerState).toBe('Ended');
  });

  it('answers the keyboard shortcuts while it has focus', () => {
    renderPlayer(normal);
    const region = screen.getByRole('region', { name: 'Video player: Harbour at dawn' });
    region.focus();
    fireEvent.keyDown(region, { key: 'm' });
    expect(media().muted).toBe(false);
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    expect(media().volume).toBe(0.9);
    play.mockClear();
    fireEvent.keyDown(region, { key: ' ' });
    expect(play).toHaveBeenCalledOnce();
  });

  it('puts media-chrome controls over the video, loading their elements, which go full screen with the player', async () => {
    noControls.mockClear();
    renderPlayer(normal);
    await vi.waitFor(() => expect(noControls).toHaveBeenCalledOnce());
    const region = screen.getByRole('region', { name: 'Video player: Harbour at dawn' });
    const controller = region.querySelector(':scope > media-controller')!;
    expect(controller.getAttribute('fullscreenelement')).toBe(region.id);
    expect(media().parentElement).toBe(controller);
    expect(media().slot).toBe('media');
    expect(controller.querySelector('media-fullscreen-button')).not.toBeNull();
  });

  it("shows the seek bar previews from the stream's thumbnails track", () => {
    renderPlayer({ ...normal, stream: { ...normal.stream!, thumbnails: '/media/stream/thumbnails.vtt' } });
    const track = media().querySelector('track[kind="metadata"]')!;
    expect(track.getAttribute('label')).toBe('thumbnails');
    expect(track.getAttribute('src')).toBe('/media/stream/thumbnails.vtt');
  });

  it('names the player in Arabic on Arabic pages, and its controls in the page language', () => {
    renderPlayer(normal, undefined, 'ar');
    screen.getByRole('region', { name: 'مشغل الفيديو: Harbour at dawn' });
    expect(document.querySelector('media-controller')!.getAttribute('lang')).toBe('ar');
  });

  it('reports Video_Player_Failed when the video fails before it was ready, once', () => {
    const onEvent = vi.fn();
    renderPlayer(normal, onEvent);
    act(() => void media().dispatchEvent(new Event('error')));
    act(() => void media().dispatchEvent(new Event('error')));
    expect(onEvent).toHaveBeenCalledOnce();
    expect(onEvent.mock.calls[0]![0]).toMatchObject({ name: 'Video_Player_Failed', props: { videoId: 'vid_n', format: 2, reason: 'media_error' } });
    expect(screen.getByRole('alert').textContent).toBe('This video can’t be played right now. Please try again later.');
  });

  it('reports controls that cannot load as a failure', async () => {
    const onEvent = vi.fn();
    render(
      <PlayerProvider>
        <VideoPlayer video={normal} onEvent={onEvent} loadControls={async () => Promise.reject(new Error('chunk failed'))} />
      </PlayerProvider>,
      { wrapper: withI18n() },
    );
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledOnce());
    expect(onEvent.mock.calls[0]![0]).toMatchObject({ name: 'Video_Player_Failed', props: { reason: 'module_load_failed', detail: 'chunk failed' } });
  });

  it('reports Player_Error when playback breaks after the video was ready', () => {
    const onEvent = vi.fn();
    renderPlayer(normal, onEvent);
    act(() => void media().dispatchEvent(new Event('canplay')));
    act(() => void media().dispatchEvent(new Event('error')));
    expect(onEvent.mock.calls[0]![0]).toMatchObject({ name: 'Player_Error' });
  });

  it('returns the context to None when the player closes', () => {
    function Toggle({ show }: { show: boolean }) {
      return (
        <PlayerProvider>
          {show && <VideoPlayer video={normal} loadControls={noControls} />}
          <PlayerState />
        </PlayerProvider>
      );
    }
    const { rerender } = render(<Toggle show />, { wrapper: withI18n() });
    act(() => void media().dispatchEvent(new Event('playing')));
    rerender(<Toggle show={false} />);
    expect(state()).toBe('None');
  });

  it('says so when the stream is not available', () => {
    renderPlayer({ ...normal, stream: null });
    screen.getByText('This video is not available.');
    expect(document.querySelector('video')).toBeNull();
  });
});

describe('VideoPlayer with a YouTube video', () => {
  it('embeds the privacy-enhanced player with a title', () => {
    renderPlayer(youtube);
    const frame = screen.getByTitle('Match highlights') as HTMLIFrameElement;
    expect(new URL(frame.src).origin).toBe('https://www.youtube-nocookie.com');
    expect(new URL(frame.src).pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('reports a YouTube address it cannot read', () => {
    const onEvent = vi.fn();
    renderPlayer({ ...youtube, stream: { url: 'https://example.com/not-youtube', mimeType: 'text/html' } }, onEvent);
    expect(onEvent.mock.calls[0]![0]).toMatchObject({ name: 'Video_Player_Failed', props: { reason: 'youtube_id_invalid' } });
  });
});

describe('SphericalView', () => {
  const still = { url: '/media/files/sphere.png', mimeType: 'image/png', kind: 'equirectangular-image' };

  function fakeSceneModule(behaviour: 'ready' | 'fail' = 'ready') {
    const scene = { setView: vi.fn(), enterVr: vi.fn(async () => {}), dispose: vi.fn() };
    const module = {
      createSphericalScene: vi.fn((options: Parameters<SphericalSceneModule['createSphericalScene']>[0]) => {
        if (behaviour === 'fail') {
          options.onError('renderer_failed', 'WebGL unavailable');
          return null;
        }
        options.onReady();
        return scene;
      }),
    } as unknown as SphericalSceneModule;
    return { module, scene };
  }

  const xr = (supported: boolean) => {
    const session = { end: async () => {}, addEventListener: () => {} };
    return { system: { isSessionSupported: vi.fn(async () => supported), requestSession: vi.fn(async () => session) } satisfies XrSystemLike, session };
  };

  function renderSphere(options: { module: SphericalSceneModule; xr: XrSystemLike | null; onFailure?: () => void; onVrModeClick?: () => void }) {
    const session = createPlayerSession();
    render(
      <SphericalView
        title="Desert camp"
        stream={still}
        session={session}
        t={playerTranslator('en')}
        autoPlay
        onMedia={() => {}}
        onFailure={options.onFailure ?? (() => {})}
        onVrModeClick={options.onVrModeClick ?? (() => {})}
        loadScene={async () => options.module}
        xr={options.xr}
      />,
      { wrapper: withI18n() },
    );
    return session;
  }

  const surface = () => screen.getByRole('application');

  it('puts the image on the sphere and reports Ready', async () => {
    const { module } = fakeSceneModule();
    const session = renderSphere({ module, xr: null });
    await vi.waitFor(() => expect(session.store.getState().state).toBe('Ready'));
    expect(module.createSphericalScene).toHaveBeenCalledWith(expect.objectContaining({ source: { kind: 'image', url: still.url }, container: surface() }));
  });

  it('shows the orientation on the canvas container and turns it when dragged', async () => {
    const { module, scene } = fakeSceneModule();
    renderSphere({ module, xr: null });
    await vi.waitFor(() => expect(module.createSphericalScene).toHaveBeenCalled());
    expect(surface().dataset).toMatchObject({ yaw: '0', pitch: '0' });
    fireEvent.pointerDown(surface(), { clientX: 100, clientY: 100, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(surface(), { clientX: 200, clientY: 150, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(surface(), { clientX: 200, clientY: 150, pointerId: 1, pointerType: 'mouse' });
    expect(surface().dataset).toMatchObject({ yaw: '20', pitch: '10' });
    expect(scene.setView).toHaveBeenLastCalledWith({ yaw: 20, pitch: 10 });
  });

  it('shows where the viewer looks on a compass, which turns clockwise as the view turns right', async () => {
    const { module } = fakeSceneModule();
    renderSphere({ module, xr: null });
    await vi.waitFor(() => expect(module.createSphericalScene).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Looking 0° from the start' })).toBeTruthy();
    // Dragging left turns the view right.
    fireEvent.pointerDown(surface(), { clientX: 200, clientY: 100, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(surface(), { clientX: 100, clientY: 100, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(surface(), { clientX: 100, clientY: 100, pointerId: 1, pointerType: 'mouse' });
    const compass = screen.getByRole('img', { name: 'Looking 20° from the start' });
    expect(compass.style.getPropertyValue('--player-yaw')).toBe('-20deg');
  });

  it('looks around with the arrow keys when the surface has focus', async () => {
    const { module } = fakeSceneModule();
    renderSphere({ module, xr: null });
    fireEvent.keyDown(surface(), { key: 'ArrowLeft' });
    fireEvent.keyDown(surface(), { key: 'ArrowUp' });
    expect(surface().dataset).toMatchObject({ yaw: '5', pitch: '5' });
  });

  it('offers VR only when WebXR supports immersive VR, and reports the click', async () => {
    const { module, scene } = fakeSceneModule();
    const { system, session } = xr(true);
    const onVrModeClick = vi.fn();
    renderSphere({ module, xr: system, onVrModeClick });
    const button = await screen.findByRole('button', { name: 'View in VR headset' });
    await vi.waitFor(() => expect(module.createSphericalScene).toHaveBeenCalled());
    fireEvent.click(button);
    expect(onVrModeClick).toHaveBeenCalledOnce();
    expect(system.requestSession).toHaveBeenCalledWith('immersive-vr', expect.anything());
    await vi.waitFor(() => expect(scene.enterVr).toHaveBeenCalledWith(session));
  });

  it('hides the VR button when immersive VR is unsupported', async () => {
    const { module } = fakeSceneModule();
    const { system } = xr(false);
    renderSphere({ module, xr: system });
    await vi.waitFor(() => expect(system.isSessionSupported).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'View in VR headset' })).toBeNull();
  });

  it('reports a renderer that cannot start', async () => {
    const { module } = fakeSceneModule('fail');
    const onFailure = vi.fn();
    renderSphere({ module, xr: null, onFailure });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('renderer_failed', 'WebGL unavailable'));
  });
});

describe('PlayerProvider and the router', () => {
  it('counts a navigation of the router as interaction when no location is given', async () => {
    const { Router } = await import('wouter');
    const { memoryLocation } = await import('wouter/memory-location');
    const memory = memoryLocation({ path: '/' });
    render(
      <Router hook={memory.hook}>
        <PlayerProvider>
          <PlayerState />
        </PlayerProvider>
      </Router>,
      { wrapper: withI18n() },
    );
    expect(screen.getByTestId('interacted').textContent).toBe('false');
    act(() => memory.navigate('/video/vid_n'));
    expect(screen.getByTestId('interacted').textContent).toBe('true');
  });

  it('refuses usePlayer outside its provider, naming the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PlayerState />)).toThrow(/usePlayer needs a <PlayerProvider>/);
  });
});
