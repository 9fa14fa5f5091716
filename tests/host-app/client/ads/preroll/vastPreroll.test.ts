import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPreroll } from '../../../../../host-app/client/ads/preroll/vastPreroll';
import { vastHasAds } from '../../../../../host-app/client/ads/preroll/vastRequest';
import { EMPTY_VAST, parseXml, recordBeacons, sampleVast, SERVING_ID } from './sampleVast';

const playsMp4 = (type: string) => (type === 'video/mp4' ? 'maybe' : '');

describe('the VAST library reading the ad server stand-in\'s answers', () => {
  let beacons: ReturnType<typeof recordBeacons>;
  beforeEach(() => {
    beacons = recordBeacons();
  });
  afterEach(() => beacons.restore());

  it('reads the linear creative: the MP4, 15 s, skippable after 5 s, the click-through', async () => {
    const loaded = await readPreroll(parseXml(sampleVast()), { muted: true, canPlayType: playsMp4 });
    expect(loaded?.creative).toEqual({
      adId: 'concert-season-preroll',
      title: 'Concert season on Live Music',
      mediaUrl: 'https://site.example/media/files/ads/video/concert-season-preroll.mp4',
      durationSeconds: 15,
      skipOffsetSeconds: 5,
      clickThroughUrl: 'https://site.example/channels/live-music',
    });
    expect(beacons.urls).toEqual([]);
  });

  it('reads no skip offset when the answer has none, and no ad when this browser plays none of its files', async () => {
    expect((await readPreroll(parseXml(sampleVast({ skipOffsetSeconds: null })), { muted: true, canPlayType: playsMp4 }))?.creative.skipOffsetSeconds).toBeNull();
    expect(await readPreroll(parseXml(sampleVast()), { muted: true, canPlayType: () => '' })).toBeNull();
  });

  it('reads the empty answer as no ad, and the check before loading the library agrees', async () => {
    expect(vastHasAds(parseXml(EMPTY_VAST))).toBe(false);
    expect(vastHasAds(parseXml(sampleVast()))).toBe(true);
    expect(await readPreroll(parseXml(EMPTY_VAST), { muted: true, canPlayType: playsMp4 })).toBeNull();
  });

  it('calls the answer\'s beacons: the impression once, start and each quartile as the playhead passes them, skip, complete, errors with their code', async () => {
    const { tracker } = (await readPreroll(parseXml(sampleVast()), { muted: true, canPlayType: playsMp4 }))!;
    const quartiles: string[] = [];
    const stop = tracker.onQuartile((quartile) => quartiles.push(quartile));
    tracker.impression();
    tracker.impression();
    for (const seconds of [0.5, 2, 4, 6]) tracker.progress(seconds);
    expect(beacons.events()).toEqual(['impression', 'start', 'firstQuartile']);
    for (const seconds of [8, 12, 14.9]) tracker.progress(seconds);
    expect(beacons.events()).toEqual(['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile']);
    expect(quartiles).toEqual(['firstQuartile', 'midpoint', 'thirdQuartile']);
    stop();
    tracker.skip();
    tracker.complete();
    tracker.error(405);
    expect(beacons.events().slice(5)).toEqual(['skip', 'complete', 'error']);
    // Every call names the serving, with its cache-busting number and the error code filled in.
    const error = new URL(beacons.urls.at(-1)!);
    expect(error.searchParams.get('code')).toBe('405');
    expect(beacons.urls.every((url) => new URL(url).searchParams.get('servingId') === SERVING_ID && /^\d+$/.test(new URL(url).searchParams.get('cb') ?? ''))).toBe(true);
  });
});
