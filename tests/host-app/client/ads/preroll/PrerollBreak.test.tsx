import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdsProvider, PrerollBreak, usePreroll } from '../../../../../host-app/client/ads';
import type { AdModule, AdRuntime } from '../../../../../host-app/client/ads/adRuntimeTypes';
import type { VastModule } from '../../../../../host-app/client/ads/preroll/prerollTypes';
import * as vastPreroll from '../../../../../host-app/client/ads/preroll/vastPreroll';
import { withI18n } from '../../player/withI18n';
import { sampleConfiguration } from '../sampleConfiguration';
import { recordBeacons, sampleVast } from './sampleVast';

const requests: string[] = [];
let beacons: ReturnType<typeof recordBeacons>;
beforeEach(() => {
  requests.length = 0;
  beacons = recordBeacons();
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    return new Response(sampleVast(), { headers: { 'Content-Type': 'application/xml' } });
  });
  // happy-dom plays no media: play() resolves, and the test moves the time.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type === 'video/mp4' ? 'maybe' : ''));
});
afterEach(() => {
  cleanup();
  beacons.restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const runtime: AdRuntime = { serves: (placement) => placement === 'preroll', renderSlot: () => () => {}, dispose: () => {} };
const adModule: AdModule = { createAdRuntime: () => runtime };

function VideoArea() {
  const preroll = usePreroll({ videoId: 'acoustic-session', enabled: true, loadVast: async (): Promise<VastModule> => vastPreroll });
  return (
    <div {...preroll.getHostProps()}>
      <div data-testid="player" tabIndex={0} data-held={String(preroll.holdContent)} />
      <PrerollBreak preroll={preroll} />
    </div>
  );
}

function renderVideo({ isVIP }: { isVIP: boolean }, locale: 'en' | 'ar' = 'en') {
  return render(
    <AdsProvider isVIP={isVIP} loadConfig={async () => ({ ...sampleConfiguration(), placements: ['preroll'] })} loadModule={async () => adModule}>
      <VideoArea />
    </AdsProvider>,
    { wrapper: withI18n(locale) },
  );
}

function playTo(seconds: number) {
  const media = document.querySelector<HTMLVideoElement>('.ads-PrerollMedia')!;
  Object.defineProperty(media, 'currentTime', { configurable: true, value: seconds });
  act(() => void media.dispatchEvent(new Event('timeupdate')));
}

describe('the preroll before a video', () => {
  it('makes no ad request for a VIP viewer, and lets the content play', async () => {
    renderVideo({ isVIP: true });
    await vi.waitFor(() => expect(screen.getByTestId('player').dataset.held).toBe('false'));
    expect(requests).toEqual([]);
    expect(document.querySelector('.ads-Preroll')).toBeNull();
  });

  it('plays the ad over the held content, offers the skip once 5 s have played, and lets the content go after it', async () => {
    renderVideo({ isVIP: false });
    const region = await screen.findByRole('region', { name: 'Advertisement before the video' });
    expect(requests).toEqual(['/api/v1/ads/vast?placement=preroll&videoId=acoustic-session&locale=en']);
    expect(screen.getByTestId('player').dataset.held).toBe('true');
    const media = region.querySelector('video')!;
    expect(media.getAttribute('src')).toBe('https://site.example/media/files/ads/video/concert-season-preroll.mp4');
    act(() => void media.dispatchEvent(new Event('playing')));
    expect(screen.getByText('Ad · 15 s')).toBeTruthy();

    playTo(3.2);
    const skip = screen.getByRole('button', { name: 'Skip ad in 2 seconds' });
    expect(skip.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Ad · 12 s')).toBeTruthy();
    fireEvent.click(skip);
    expect(screen.getByTestId('player').dataset.held).toBe('true');

    playTo(5);
    const ready = screen.getByRole('button', { name: 'Skip ad' });
    expect(ready.getAttribute('aria-disabled')).toBe('false');
    ready.focus();
    fireEvent.click(ready);
    expect(document.querySelector('.ads-Preroll')).toBeNull();
    expect(screen.getByTestId('player').dataset.held).toBe('false');
    // Focus goes to the player rather than to the page.
    expect(document.activeElement).toBe(screen.getByTestId('player'));
    expect(beacons.events()).toEqual(['impression', 'start', 'firstQuartile', 'skip']);
  });

  it('speaks Arabic on Arabic pages', async () => {
    renderVideo({ isVIP: false }, 'ar');
    await screen.findByRole('region', { name: 'إعلان قبل الفيديو' });
    playTo(3.2);
    expect(screen.getByRole('button', { name: 'يمكنك تخطي الإعلان بعد ثانيتين' })).toBeTruthy();
    expect(screen.getByText('إعلان · 12 ثانية')).toBeTruthy();
  });
});
