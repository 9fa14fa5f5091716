import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindDoubleTapSeek, doubleTapCommand } from '../../../../host-app/client/player/chrome/doubleTapSeek';
import { bindLandscapeLock } from '../../../../host-app/client/player/chrome/landscapeLock';
import { emptyStyleElements } from '../../../../host-app/client/player/chrome/shadowStyleSheets';

describe('double tap to seek', () => {
  it('seeks 10 s back on the left third and forward on the right, only for two taps close together on the same side', () => {
    expect(doubleTapCommand({ at: 0, x: 0.8 }, { at: 250, x: 0.9 })).toEqual({ type: 'seekBy', seconds: 10 });
    expect(doubleTapCommand({ at: 0, x: 0.1 }, { at: 250, x: 0.2 })).toEqual({ type: 'seekBy', seconds: -10 });
    expect(doubleTapCommand(null, { at: 250, x: 0.9 })).toBeNull();
    expect(doubleTapCommand({ at: 0, x: 0.8 }, { at: 301, x: 0.9 })).toBeNull();
    expect(doubleTapCommand({ at: 0, x: 0.5 }, { at: 100, x: 0.5 })).toBeNull();
    expect(doubleTapCommand({ at: 0, x: 0.1 }, { at: 100, x: 0.9 })).toBeNull();
  });

  function tap(surface: HTMLElement, { x, at, pointerType = 'touch', target = surface }: { x: number; at: number; pointerType?: string; target?: Element }) {
    const event = new MouseEvent('pointerup', { bubbles: true, composed: true, clientX: x });
    Object.defineProperties(event, { pointerType: { value: pointerType }, timeStamp: { value: at } });
    target.dispatchEvent(event);
  }

  it('runs on the picture for touch only, and a third tap starts a new pair', () => {
    const surface = document.createElement('div');
    const control = document.createElement('button');
    surface.append(control);
    surface.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 100 }) as DOMRect;
    const run = vi.fn();
    const unbind = bindDoubleTapSeek(surface, (target) => target === surface, run);
    tap(surface, { x: 280, at: 0, pointerType: 'mouse' });
    tap(surface, { x: 280, at: 100, pointerType: 'mouse' });
    tap(surface, { x: 280, at: 0, target: control });
    tap(surface, { x: 280, at: 100, target: control });
    expect(run).not.toHaveBeenCalled();
    tap(surface, { x: 280, at: 1000 });
    tap(surface, { x: 290, at: 1200 });
    tap(surface, { x: 290, at: 1300 });
    expect(run.mock.calls).toEqual([[{ type: 'seekBy', seconds: 10 }]]);
    unbind();
    tap(surface, { x: 20, at: 2000 });
    tap(surface, { x: 20, at: 2100 });
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('landscape in full screen', () => {
  afterEach(() => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
  });

  it('locks landscape while the player is full screen, and unlocks after; a refusal changes nothing', async () => {
    const container = document.createElement('div');
    const orientation = { lock: vi.fn(async () => {}), unlock: vi.fn() };
    const unbind = bindLandscapeLock(container, document, orientation);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: container });
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(orientation.lock).toHaveBeenCalledWith('landscape');
    await Promise.resolve();
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(orientation.unlock).toHaveBeenCalledOnce();
    unbind();

    const desktop = { lock: vi.fn(async () => Promise.reject(new Error('NotSupportedError'))), unlock: vi.fn() };
    const unbindDesktop = bindLandscapeLock(container, document, desktop);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: container });
    document.dispatchEvent(new Event('fullscreenchange'));
    await Promise.resolve();
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(desktop.unlock).not.toHaveBeenCalled();
    unbindDesktop();
  });

  it('unlocks when the player goes away while full screen, and when full screen ended before the lock was taken', async () => {
    const container = document.createElement('div');
    const orientation = { lock: vi.fn(async () => undefined), unlock: vi.fn() };
    const unbind = bindLandscapeLock(container, document, orientation);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: container });
    document.dispatchEvent(new Event('fullscreenchange'));
    await Promise.resolve();
    unbind();
    expect(orientation.unlock).toHaveBeenCalledOnce();

    const slow = { lock: vi.fn(async () => undefined), unlock: vi.fn() };
    const unbindSlow = bindLandscapeLock(container, document, slow);
    document.dispatchEvent(new Event('fullscreenchange'));
    // Full screen ends before the lock's promise settles.
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    await Promise.resolve();
    expect(slow.unlock).toHaveBeenCalledOnce();
    unbindSlow();
    expect(slow.unlock).toHaveBeenCalledOnce();
  });
});

describe("media-chrome's styles under the site's CSP", () => {
  it('empties each style element of a template, numbering its CSS, and leaves an emptied one as it is', () => {
    const html = '<style>:host { display: flex; }</style><slot></slot><style media="print">b { c: d }</style><style>:host { display: flex; }</style>';
    const emptied = emptyStyleElements(html);
    const numbers = [...emptied.matchAll(/data-sheet="(\d+)"/g)].map((match) => match[1]);
    expect(emptied).toBe(`<style data-sheet="${numbers[0]}"></style><slot></slot><style media="print" data-sheet="${numbers[1]}"></style><style data-sheet="${numbers[0]}"></style>`);
    expect(numbers[0]).not.toBe(numbers[1]);
    expect(emptyStyleElements(emptied)).toBe(emptied);
  });
});
