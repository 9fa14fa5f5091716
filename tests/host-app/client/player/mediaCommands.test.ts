import { describe, expect, it, vi } from 'vitest';
import { applyPlayerCommand, type CommandableMedia } from '../../../../host-app/client/player/mediaCommands';

function fakeMedia(overrides: Partial<CommandableMedia> = {}) {
  const media = {
    paused: true,
    currentTime: 10,
    duration: 60,
    volume: 0.5,
    muted: false,
    play: vi.fn(async () => {
      media.paused = false;
    }),
    pause: vi.fn(() => {
      media.paused = true;
    }),
    ...overrides,
  };
  return media;
}

const host = () => ({ container: document.createElement('div') });

describe('player commands', () => {
  it('plays when paused and pauses when playing', () => {
    const media = fakeMedia();
    applyPlayerCommand({ type: 'togglePlay' }, media, host());
    expect(media.play).toHaveBeenCalledOnce();
    applyPlayerCommand({ type: 'togglePlay' }, media, host());
    expect(media.pause).toHaveBeenCalledOnce();
  });

  it('swallows a refused play (autoplay policy)', async () => {
    const media = fakeMedia({ play: vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))) });
    expect(() => applyPlayerCommand({ type: 'togglePlay' }, media, host())).not.toThrow();
    await Promise.resolve();
  });

  it('seeks within the video', () => {
    const media = fakeMedia({ currentTime: 3, duration: 20 });
    applyPlayerCommand({ type: 'seekBy', seconds: -5 }, media, host());
    expect(media.currentTime).toBe(0);
    applyPlayerCommand({ type: 'seekBy', seconds: 5 }, media, host());
    expect(media.currentTime).toBe(5);
    media.currentTime = 18;
    applyPlayerCommand({ type: 'seekBy', seconds: 5 }, media, host());
    expect(media.currentTime).toBe(20);
  });

  it('seeks forward in a live stream of unknown length', () => {
    const media = fakeMedia({ currentTime: 100, duration: Number.POSITIVE_INFINITY });
    applyPlayerCommand({ type: 'seekBy', seconds: 5 }, media, host());
    expect(media.currentTime).toBe(105);
  });

  it('keeps the volume between 0 and 1, in clean steps, and unmutes on volume up', () => {
    const media = fakeMedia({ volume: 0.95, muted: true });
    applyPlayerCommand({ type: 'volumeBy', delta: 0.1 }, media, host());
    expect(media.volume).toBe(1);
    expect(media.muted).toBe(false);
    media.volume = 0.3;
    for (let i = 0; i < 3; i += 1) applyPlayerCommand({ type: 'volumeBy', delta: -0.1 }, media, host());
    expect(media.volume).toBe(0);
    applyPlayerCommand({ type: 'volumeBy', delta: -0.1 }, media, host());
    expect(media.volume).toBe(0);
  });

  it('toggles mute', () => {
    const media = fakeMedia();
    applyPlayerCommand({ type: 'toggleMute' }, media, host());
    expect(media.muted).toBe(true);
    applyPlayerCommand({ type: 'toggleMute' }, media, host());
    expect(media.muted).toBe(false);
  });

  it('enters full screen on the player, and leaves it when the player is full screen', () => {
    const container = document.createElement('div');
    const requestFullscreen = vi.fn(async () => {});
    container.requestFullscreen = requestFullscreen;
    const doc = { fullscreenElement: null as Element | null, exitFullscreen: vi.fn(async () => {}) };
    applyPlayerCommand({ type: 'toggleFullscreen' }, null, { container, doc: doc as unknown as Document });
    expect(requestFullscreen).toHaveBeenCalledOnce();
    doc.fullscreenElement = container;
    applyPlayerCommand({ type: 'toggleFullscreen' }, null, { container, doc: doc as unknown as Document });
    expect(doc.exitFullscreen).toHaveBeenCalledOnce();
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });

  it('ignores media commands when there is no media (a 360° still)', () => {
    expect(() => applyPlayerCommand({ type: 'togglePlay' }, null, host())).not.toThrow();
  });
});
