import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals-react';
import { LiveControls } from '../../../../host-app/client/player/controls/LiveControls';
import { PlayerChrome } from '../../../../host-app/client/player/chrome/PlayerChrome';
import { mediaChromeLabels } from '../../../../host-app/client/player/chrome/mediaChromeLabels';
import { JUMP_STEP_SECONDS } from '../../../../host-app/client/player/keyboardShortcuts';
import { createPlayback, trackPlayback, writePlayback, type MediaHandle, type PlaybackValues } from '../../../../host-app/client/player/playbackSignals';
import { playerTranslator } from '../../../../host-app/client/player/playerMessages';
import type { Locale } from '../../../../host-app/client/i18n/translate';
import { withI18n } from './withI18n';

function handleFor({ live = false, snapshot = {} }: { live?: boolean; snapshot?: Partial<PlaybackValues> } = {}): MediaHandle {
  return { media: document.createElement('video'), playback: createPlayback(snapshot), live, canFloat: true, setLevel: vi.fn(), liveEdge: () => 118.5, start: vi.fn() };
}

function renderChrome(handle: MediaHandle, { locale = 'en', hasCaptions = true }: { locale?: Locale; hasCaptions?: boolean } = {}) {
  const renders = { player: 0 };
  const run = vi.fn();
  // Stands for the player tree around the controls: it must not re-render as playback changes.
  function Player() {
    renders.player += 1;
    return (
      <PlayerChrome rootId="player" handle={handle} live={handle.live} hasCaptions={hasCaptions} spherical={false} locale={locale} t={playerTranslator(locale)} run={run}>
        <video slot="media" />
      </PlayerChrome>
    );
  }
  render(<Player />, { wrapper: withI18n(locale) });
  return { renders, run };
}

afterEach(cleanup);

// The test DOM cannot run media-chrome's elements (no ElementInternals states, no ::slotted in its
// CSS parser): these tests read what the player renders into them and feeds them; the browser
// tests run them.
describe('player controls (media-chrome)', () => {
  it('names every control from the catalog, in English and in Arabic', () => {
    for (const locale of ['en', 'ar'] as const) {
      const labels = mediaChromeLabels(playerTranslator(locale), JUMP_STEP_SECONDS);
      for (const [key, label] of Object.entries(labels)) expect(label, `${locale}: ${key}`).toMatch(/\S/);
    }
    const en = mediaChromeLabels(playerTranslator('en'), JUMP_STEP_SECONDS);
    const ar = mediaChromeLabels(playerTranslator('ar'), JUMP_STEP_SECONDS);
    expect(en['seek back {seekOffset} seconds']).toBe('Back 10 seconds');
    expect(ar['seek back {seekOffset} seconds']).toBe('رجوع 10 ثوانٍ');
    expect(en['{currentTime} of {totalTime}']).toBe('{currentTime} of {totalTime}');
    expect(ar['{currentTime} of {totalTime}']).toBe('{currentTime} من {totalTime}');
    // Every phrase media-chrome names a control with is given in Arabic, not left in English.
    for (const key of Object.keys(en)) if (!/^\{|p$/.test(ar[key]!)) expect(ar[key], key).not.toBe(en[key]);
  });

  it('puts the controls over the video, hiding after 3 s, in the page language, with the seek bar left to right', () => {
    renderChrome(handleFor({ snapshot: { duration: 16 } }), { locale: 'ar' });
    const controller = document.querySelector('media-controller')!;
    expect(controller.getAttribute('autohide')).toBe('3');
    expect(controller.getAttribute('lang')).toBe('ar');
    // The player's own shortcuts stay; media-chrome's would answer the same keys twice.
    expect(controller.hasAttribute('nohotkeys')).toBe(true);
    expect(controller.getAttribute('fullscreenelement')).toBe('player');
    expect(controller.querySelector(':scope > video')!.slot).toBe('media');
    expect(controller.querySelector(':scope > media-play-button[slot="centered-chrome"]')).not.toBeNull();
    const bar = controller.querySelector('.player-ButtonRow')!;
    expect([...bar.children].map((child) => child.localName)).toEqual([
      'media-play-button',
      'media-seek-backward-button',
      'media-seek-forward-button',
      'media-mute-button',
      'media-volume-range',
      'span',
      'span',
      'media-settings-menu-button',
      'media-pip-button',
      'media-fullscreen-button',
    ]);
    expect(bar.querySelector('media-seek-forward-button')!.getAttribute('seekoffset')).toBe('10');
    // Time runs left to right in Arabic too: the seek bar and the time do not mirror.
    expect(controller.querySelector('media-time-range')!.getAttribute('dir')).toBe('ltr');
    expect(controller.querySelector('.player-Time')!.getAttribute('dir')).toBe('ltr');
  });

  it('shows the time from the playback signals, re-rendering only itself', () => {
    const handle = handleFor({ snapshot: { currentTime: 4.2, duration: 16 } });
    const { renders } = renderChrome(handle);
    expect(document.querySelector('.player-Time')!.textContent).toBe('0:04 / 0:16');
    const playerRenders = renders.player;
    act(() => writePlayback(handle.playback, { currentTime: 9.6 }));
    expect(document.querySelector('.player-Time')!.textContent).toBe('0:09 / 0:16');
    expect(renders.player).toBe(playerRenders);
  });

  it('offers quality, captions and speed in the settings menu, and picks a rendition', () => {
    const handle = handleFor({ snapshot: { levels: [{ index: 0, height: 360 }, { index: 1, height: 720 }], level: 1, autoLevel: true } });
    const { renders } = renderChrome(handle);
    const settings = document.querySelector('media-settings-menu')!;
    expect([...settings.querySelectorAll('media-settings-menu-item')].map((item) => item.getAttribute('data-setting'))).toEqual(['quality', 'captions', 'speed']);
    const qualityMenu = settings.querySelector<HTMLElement & { value?: string }>('[data-setting="quality"] media-chrome-menu')!;
    const qualities = () => [...qualityMenu.querySelectorAll('media-chrome-menu-item')];
    expect(qualities().map((item) => item.textContent)).toEqual(['Auto (720p)', '360p', '720p']);
    expect(qualities().map((item) => item.getAttribute('value'))).toEqual(['auto', '0', '1']);
    expect(qualities().map((item) => item.hasAttribute('checked'))).toEqual([true, false, false]);
    expect(settings.querySelector('[data-setting="speed"] media-playback-rate-menu')!.getAttribute('rates')).toBe('0.5 0.75 1 1.25 1.5 2');
    expect(settings.querySelector('[data-setting="captions"] media-captions-menu')).not.toBeNull();

    // media-chrome's menu sets its value and says "change" when the viewer picks an item.
    const pick = (value: string) => {
      qualityMenu.value = value;
      fireEvent(qualityMenu, new Event('change', { bubbles: true }));
    };
    pick('0');
    expect(handle.setLevel).toHaveBeenCalledWith(0);
    const playerRenders = renders.player;
    act(() => writePlayback(handle.playback, { level: 0, autoLevel: false }));
    expect(qualities().map((item) => item.hasAttribute('checked'))).toEqual([false, true, false]);
    expect(qualities()[0]!.textContent).toBe('Auto');
    pick('auto');
    expect(handle.setLevel).toHaveBeenLastCalledWith(-1);
    // The menu showed the new rendition; the tree around it did not render again.
    expect(renders.player).toBe(playerRenders);
  });

  it('has no quality item while the browser plays HLS itself (no renditions known), nor captions without tracks', () => {
    renderChrome(handleFor(), { hasCaptions: false });
    const settings = document.querySelector('media-settings-menu')!;
    expect([...settings.querySelectorAll('media-settings-menu-item')].map((item) => item.getAttribute('data-setting'))).toEqual(['speed']);
  });

  it('shows a live stream as live, with no jumps, time or speed, and its seekable window on the seek bar', () => {
    renderChrome(handleFor({ live: true, snapshot: { paused: false, currentTime: 117, seekableStart: 108, seekableEnd: 120 } }));
    expect(document.querySelector('media-controller')!.getAttribute('defaultstreamtype')).toBe('live');
    expect(screen.getByText('Live').getAttribute('data-at-live-edge')).toBe('true');
    expect(document.querySelector('media-seek-backward-button, .player-Time, media-playback-rate-menu')).toBeNull();
    expect(document.querySelector('media-time-range')).not.toBeNull();
  });
});

describe('live controls', () => {
  it('offers "go to live" once the viewer is behind, which returns to the edge', () => {
    const handle = handleFor({ live: true, snapshot: { paused: false, currentTime: 117, seekableStart: 108, seekableEnd: 120 } });
    render(<LiveControls handle={handle} t={playerTranslator('en')} />, { wrapper: withI18n() });
    expect(screen.queryByRole('button', { name: 'Go to live' })).toBeNull();
    act(() => writePlayback(handle.playback, { paused: true }));
    const play = vi.spyOn(handle.media, 'play').mockResolvedValue(undefined);
    // The badge itself is the button back: one live mark, never a second control beside it.
    const back = screen.getByRole('button', { name: 'Go to live' });
    expect(back.textContent).toBe('Live');
    expect(screen.getAllByText('Live')).toEqual([back]);
    fireEvent.click(back);
    expect(handle.media.currentTime).toBe(118.5);
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
