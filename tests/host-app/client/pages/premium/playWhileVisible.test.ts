import { afterEach, describe, expect, it, vi } from 'vitest';
import { playWhileVisible } from '../../../../../host-app/client/pages/premium/playWhileVisible';

/** An IntersectionObserver the test moves things in and out of view with. */
function fakeViewport() {
  let report: IntersectionObserverCallback = () => {};
  const observed: Element[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    },
  );
  const show = (element: Element, isIntersecting: boolean) => report([{ target: element, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { observed, show, disconnect };
}

function loop() {
  const video = document.createElement('video');
  const state = { playing: false };
  video.play = vi.fn(async () => void (state.playing = true));
  video.pause = vi.fn(() => void (state.playing = false));
  return { video, state };
}

describe('decorative loops', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('play while on screen, pause once scrolled away, and stay paused when stopped', () => {
    const viewport = fakeViewport();
    const [first, second] = [loop(), loop()];
    const stop = playWhileVisible([first.video, second.video]);
    expect(viewport.observed).toEqual([first.video, second.video]);
    // Nothing plays until it is seen.
    expect([first.state.playing, second.state.playing]).toEqual([false, false]);

    viewport.show(first.video, true);
    expect([first.state.playing, second.state.playing]).toEqual([true, false]);
    viewport.show(first.video, false);
    viewport.show(second.video, true);
    expect([first.state.playing, second.state.playing]).toEqual([false, true]);

    stop();
    expect(viewport.disconnect).toHaveBeenCalledOnce();
    expect([first.state.playing, second.state.playing]).toEqual([false, false]);
  });

  it('keep quiet when the browser refuses to play', async () => {
    const viewport = fakeViewport();
    const { video } = loop();
    video.play = vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    playWhileVisible([video]);
    viewport.show(video, true);
    await Promise.resolve();
    expect(video.play).toHaveBeenCalledOnce();
  });
});
