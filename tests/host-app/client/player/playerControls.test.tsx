import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals-react';
import { PlayerControls } from '../../../../host-app/client/player/controls/PlayerControls';
import { createPlayback, trackPlayback, writePlayback, type MediaHandle, type PlaybackValues } from '../../../../host-app/client/player/playbackSignals';
import { playerTranslator } from '../../../../host-app/client/player/playerMessages';
import { withI18n } from './withI18n';

function setup({ live = false, snapshot = {} }: { live?: boolean; snapshot?: Partial<PlaybackValues> } = {}) {
  const media = document.createElement('video');
  const playback = createPlayback(snapshot);
  const handle: MediaHandle = { media, playback, live, canFloat: true, setLevel: vi.fn(), liveEdge: () => 118.5 };
  const container = document.createElement('div');
  const stream = { url: '/v/master.m3u8', mimeType: 'application/vnd.apple.mpegurl', captions: [{ language: 'en', url: '/en.vtt' }, { language: 'ar', url: '/ar.vtt' }] };
  const renders = { player: 0 };
  // Stands for the player tree around the controls: it must not re-render as playback changes.
  function Player() {
    renders.player += 1;
    return <PlayerControls handle={handle} stream={stream} container={container} isFullscreen={false} t={playerTranslator('en')} />;
  }
  render(<Player />, { wrapper: withI18n() });
  return { media, playback, handle, renders };
}

afterEach(cleanup);

describe('player controls', () => {
  it('shows the time on a left-to-right seek bar with the buffered range, and seeks where it is moved', () => {
    const { media, playback, renders } = setup({ snapshot: { currentTime: 4.2, duration: 16, bufferedEnd: 10 } });
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek.getAttribute('dir')).toBe('ltr');
    expect(seek.getAttribute('aria-valuenow')).toBe('4');
    expect(seek.getAttribute('aria-valuetext')).toBe('0:04 of 0:16');
    expect(seek.getAttribute('data-buffered-end')).toBe('10');
    fireEvent.change(seek, { target: { value: '8' } });
    expect(media.currentTime).toBe(8);
    const playerRenders = renders.player;
    act(() => writePlayback(playback, { currentTime: 9.6 }));
    expect(seek.getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText('0:09')).toBeTruthy();
    // The controls showed the new time; the tree around them did not render again.
    expect(renders.player).toBe(playerRenders);
  });

  it('offers Auto and each rendition, says which plays, and picks one', () => {
    const { handle } = setup({ snapshot: { levels: [{ index: 0, height: 360 }, { index: 1, height: 720 }], level: 1, autoLevel: true } });
    const quality = screen.getByRole('combobox', { name: 'Quality' });
    expect([...quality.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Auto (720p)', '360p', '720p']);
    fireEvent.change(quality, { target: { value: '0' } });
    expect(handle.setLevel).toHaveBeenCalledWith(0);
    fireEvent.change(quality, { target: { value: 'auto' } });
    expect(handle.setLevel).toHaveBeenLastCalledWith(-1);
  });

  it('has no quality menu while the browser plays HLS itself (no renditions known)', () => {
    setup();
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
    screen.getByRole('combobox', { name: 'Speed' });
    screen.getByRole('combobox', { name: 'Captions' });
  });

  it('shows a live stream as live, and offers "go to live" once the viewer is behind, which returns to the edge', () => {
    const { media, playback } = setup({ live: true, snapshot: { paused: false, currentTime: 117, seekableStart: 108, seekableEnd: 120 } });
    expect(screen.getByText('Live').getAttribute('data-at-live-edge')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Go to live' })).toBeNull();
    // Live streams have no total time and no speed menu.
    expect(screen.queryByRole('combobox', { name: 'Speed' })).toBeNull();
    act(() => writePlayback(playback, { paused: true }));
    const play = vi.spyOn(media, 'play').mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Go to live' }));
    expect(media.currentTime).toBe(118.5);
    expect(play).toHaveBeenCalled();
  });
});

describe('playback signals', () => {
  it("copies the media element's state on its events, and notifies no reader when nothing changed", () => {
    const media = document.createElement('video');
    const playback = createPlayback();
    const untrack = trackPlayback(media, playback);
    const seen = { volume: 0, duration: 0 };
    const stopVolume = effect(() => void (playback.volume.value, (seen.volume += 1)));
    // A media element without a source has a duration of NaN: unchanged, though NaN !== NaN.
    const stopDuration = effect(() => void (playback.duration.value, (seen.duration += 1)));
    media.dispatchEvent(new Event('timeupdate'));
    expect(seen).toEqual({ volume: 1, duration: 1 });
    media.volume = 0.4;
    media.dispatchEvent(new Event('volumechange'));
    expect(playback.volume.value).toBe(0.4);
    expect(seen).toEqual({ volume: 2, duration: 1 });
    untrack();
    media.volume = 0.8;
    media.dispatchEvent(new Event('volumechange'));
    expect(playback.volume.value).toBe(0.4);
    stopVolume();
    stopDuration();
  });
});
