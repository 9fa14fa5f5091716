import { afterEach, describe, expect, it } from 'vitest';
import { bindFullscreenStates, bindMediaStates } from '../../../../host-app/client/player/mediaStates';
import type { PlayerState } from '../../../../host-app/client/player/playerStates';

afterEach(() => {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
});

describe('media events to player states', () => {
  it('reports the state each media event stands for', () => {
    const video = document.createElement('video');
    const states: PlayerState[] = [];
    const unbind = bindMediaStates(video, (state) => states.push(state));
    for (const name of ['loadstart', 'canplay', 'playing', 'timeupdate', 'waiting', 'seeking', 'volumechange', 'pause', 'ended']) {
      video.dispatchEvent(new Event(name));
    }
    expect(states).toEqual(['ContentRequested', 'Ready', 'Playing', 'PlaybackTime', 'Buffering', 'Seek', 'Volume', 'Paused', 'Ended']);
    unbind();
    video.dispatchEvent(new Event('playing'));
    expect(states).toHaveLength(9);
  });

  it('reports Fullscreen and CloseFullscreen for the player container only', () => {
    const container = document.createElement('div');
    const other = document.createElement('div');
    const states: PlayerState[] = [];
    const unbind = bindFullscreenStates(container, (state) => states.push(state));
    const fullscreen = (element: Element | null) => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    fullscreen(other);
    fullscreen(container);
    fullscreen(null);
    expect(states).toEqual(['Fullscreen', 'CloseFullscreen']);
    unbind();
  });
});
