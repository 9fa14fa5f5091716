import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrerollController, PREROLL_STALL_MS, PREROLL_WAIT_MS, type PrerollAnalyticsEvent, type PrerollControllerOptions } from '../../../../../host-app/client/ads/preroll/prerollController';
import type { VastModule } from '../../../../../host-app/client/ads/preroll/prerollTypes';
import * as vastPreroll from '../../../../../host-app/client/ads/preroll/vastPreroll';
import { EMPTY_VAST, recordBeacons, sampleVast } from './sampleVast';

const TAG = '/api/v1/ads/vast?placement=preroll&videoId=acoustic-session&locale=en';
const xmlAnswer = (xml: string, status = 200) => new Response(xml, { status, headers: { 'Content-Type': 'application/xml' } });

function setup(overrides: Partial<PrerollControllerOptions> = {}) {
  const reported: PrerollAnalyticsEvent[] = [];
  const fetchImpl = vi.fn(async () => xmlAnswer(sampleVast()));
  const loadVast = vi.fn(async (): Promise<VastModule> => vastPreroll);
  const controller = createPrerollController({
    videoId: 'acoustic-session',
    tagUrl: TAG,
    muted: true,
    loadVast,
    report: (event) => reported.push(event),
    fetchImpl: fetchImpl as unknown as typeof fetch,
    canPlayType: (type) => (type === 'video/mp4' ? 'maybe' : ''),
    ...overrides,
  });
  const names = () => reported.map((event) => event.name);
  return { controller, fetchImpl: (overrides.fetchImpl as ReturnType<typeof vi.fn> | undefined) ?? fetchImpl, loadVast, reported, names };
}

/** A video element whose playback the test drives: play() resolves, and time moves when the test says. */
function fakeMedia() {
  const media = document.createElement('video');
  media.play = vi.fn(async () => undefined);
  media.pause = vi.fn();
  let time = 0;
  Object.defineProperty(media, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
  const playTo = (seconds: number) => {
    time = seconds;
    media.dispatchEvent(new Event('timeupdate'));
  };
  return { media, playTo, fire: (name: string) => media.dispatchEvent(new Event(name)) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('preroll controller', () => {
  let beacons: ReturnType<typeof recordBeacons>;
  beforeEach(() => {
    vi.useFakeTimers();
    beacons = recordBeacons();
  });
  afterEach(() => {
    beacons.restore();
    vi.useRealTimers();
  });

  it('makes no ad request at all when ads are off for the viewer (VIP), waiting while that is not known', async () => {
    const { controller, fetchImpl, loadVast, reported } = setup();
    controller.adsDecided('pending');
    await flush();
    expect(controller.store.getState()).toEqual({ phase: 'deciding' });
    controller.adsDecided('off');
    controller.adsDecided('preroll');
    await vi.advanceTimersByTimeAsync(PREROLL_WAIT_MS * 2);
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'off' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(loadVast).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('lets the content start after the wait when the ads decision never comes, asking nothing', async () => {
    const { controller, fetchImpl } = setup();
    controller.adsDecided('pending');
    await vi.advanceTimersByTimeAsync(PREROLL_WAIT_MS - 1);
    expect(controller.store.getState().phase).toBe('deciding');
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'timedOut' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads the empty answer as no ad, without loading the VAST library', async () => {
    const { controller, fetchImpl, loadVast, names } = setup({ fetchImpl: vi.fn(async () => xmlAnswer(EMPTY_VAST)) as unknown as typeof fetch });
    controller.adsDecided('preroll');
    await flush();
    expect(fetchImpl).toHaveBeenCalledWith(TAG, expect.objectContaining({ credentials: 'omit' }));
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'noAd' });
    expect(loadVast).not.toHaveBeenCalled();
    expect(names()).toEqual(['Ad_Requested']);
  });

  it.each([
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['an error answer', vi.fn(async () => xmlAnswer('<html>oops</html>', 500))],
    ['an answer that is not XML', vi.fn(async () => xmlAnswer('not xml <<'))],
  ])('falls through to the content on %s', async (_, fetchImpl) => {
    const { controller, names } = setup({ fetchImpl: fetchImpl as unknown as typeof fetch });
    controller.adsDecided('preroll');
    await flush();
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'failed' });
    expect(names()).toEqual(['Ad_Requested', 'Ad_Failed']);
  });

  it('gives up an answer that does not come, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    const hanging = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const { controller, reported } = setup({ fetchImpl: hanging as unknown as typeof fetch });
    controller.adsDecided('preroll');
    await vi.advanceTimersByTimeAsync(PREROLL_WAIT_MS);
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'timedOut' });
    expect(signal?.aborted).toBe(true);
    expect(reported.at(-1)).toEqual({ name: 'Ad_Failed', props: { placement: 'preroll', videoId: 'acoustic-session', reason: 'timeout' } });
  });

  it('plays the ad: impression on its first frame, quartiles as it plays, skip refused before 5 s and taken after', async () => {
    const { controller, names, reported } = setup();
    controller.adsDecided('preroll');
    await flush();
    expect(controller.store.getState()).toMatchObject({ phase: 'playing', position: 0, creative: { adId: 'concert-season-preroll', skipOffsetSeconds: 5 } });
    const { media, playTo, fire } = fakeMedia();
    controller.attachMedia(media);
    expect(media.src).toBe('https://site.example/media/files/ads/video/concert-season-preroll.mp4');
    expect(media.muted).toBe(true);
    expect(media.play).toHaveBeenCalled();
    fire('playing');
    fire('playing');
    playTo(1);
    playTo(4.9);
    controller.skip();
    expect(controller.store.getState()).toMatchObject({ phase: 'playing', position: 4.9 });
    expect(beacons.events()).toEqual(['impression', 'start', 'firstQuartile']);
    playTo(5);
    controller.skip();
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'skipped' });
    expect(beacons.events()).toEqual(['impression', 'start', 'firstQuartile', 'skip']);
    expect(names()).toEqual(['Ad_Requested', 'Ad_Impression', 'Ad_Quartile', 'Ad_Skipped']);
    expect(reported[2]?.props).toEqual({ placement: 'preroll', videoId: 'acoustic-session', adId: 'concert-season-preroll', quartile: 'firstQuartile' });
  });

  it('plays an ad to its end: every quartile and complete, then the content', async () => {
    const { controller, names } = setup();
    controller.adsDecided('preroll');
    await flush();
    const { media, playTo, fire } = fakeMedia();
    controller.attachMedia(media);
    fire('playing');
    for (const seconds of [1, 4, 8, 12, 15]) playTo(seconds);
    fire('ended');
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'completed' });
    expect(beacons.events()).toEqual(['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']);
    expect(names()).toEqual(['Ad_Requested', 'Ad_Impression', 'Ad_Quartile', 'Ad_Quartile', 'Ad_Quartile', 'Ad_Completed']);
  });

  it('falls through to the content when the creative fails to play or stalls, reporting the VAST error', async () => {
    const broken = setup();
    broken.controller.adsDecided('preroll');
    await flush();
    const first = fakeMedia();
    broken.controller.attachMedia(first.media);
    first.fire('error');
    expect(broken.controller.store.getState()).toEqual({ phase: 'done', outcome: 'failed' });
    expect(new URL(beacons.urls.at(-1)!).searchParams.get('code')).toBe('405');

    const stalled = setup();
    stalled.controller.adsDecided('preroll');
    await flush();
    const second = fakeMedia();
    stalled.controller.attachMedia(second.media);
    second.fire('playing');
    second.playTo(2);
    await vi.advanceTimersByTimeAsync(PREROLL_STALL_MS - 1);
    expect(stalled.controller.store.getState().phase).toBe('playing');
    await vi.advanceTimersByTimeAsync(1);
    expect(stalled.controller.store.getState()).toEqual({ phase: 'done', outcome: 'failed' });
    expect(new URL(beacons.urls.at(-1)!).searchParams.get('code')).toBe('402');
    expect(stalled.names().at(-1)).toBe('Ad_Failed');
  });

  it('falls through when the browser refuses to play the ad', async () => {
    const { controller } = setup();
    controller.adsDecided('preroll');
    await flush();
    const { media } = fakeMedia();
    media.play = vi.fn(async () => Promise.reject(new DOMException('autoplay refused', 'NotAllowedError')));
    controller.attachMedia(media);
    await flush();
    expect(controller.store.getState()).toEqual({ phase: 'done', outcome: 'failed' });
  });
});
