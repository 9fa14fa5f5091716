import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { StoredAdBeacon } from '../../../../host-app/contract/ads/adBeacons';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { countRows, failure, startTestProduct, success, uniqueIp, type TestProduct } from '../helpers';

// The seeded campaign targets the music category: the acoustic session gets its preroll, the match highlights none.
const TARGETED_VIDEO = 'acoustic-session';
const UNTARGETED_VIDEO = 'match-highlights';
const SEEDED_AD = 'concert-season-preroll';

/** Every URI of one element kind in a VAST document (its text, unescaped), by the tracking event where there is one. */
function urisOf(xml: string, element: string): Map<string, string> {
  const uris = new Map<string, string>();
  for (const match of xml.matchAll(new RegExp(`<${element}\\b([^>]*)>([^<]*)</${element}>`, 'g'))) {
    uris.set(/ event="(\w+)"/.exec(match[1]!)?.[1] ?? element, match[2]!.replace(/&amp;/g, '&'));
  }
  return uris;
}

/** A tracker's URL as a player calls it: the macros filled in, on the test server (no origin). */
function asPlayerCalls(url: string, macros: Record<string, string> = {}): string {
  const filled = url.replace(/\[(\w+)\]/g, (_, name: string) => macros[name] ?? '12345678');
  const parsed = new URL(filled);
  return `${parsed.pathname}${parsed.search}`;
}

describe('the ad server stand-in', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const vast = (query: Record<string, string>) => product.app.inject({ method: 'GET', url: API_PATHS.adVast, query });
  const beacons = async (servingId: string) => success<StoredAdBeacon[]>(await product.app.inject({ method: 'GET', url: API_PATHS.devAdBeacons, query: { servingId } }));

  it('answers a VAST 4 preroll for a video its campaign targets: the generated MP4, skippable after 5 s, with every tracker', async () => {
    const response = await vast({ placement: 'preroll', videoId: TARGETED_VIDEO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const xml = response.body;
    expect(xml).toMatch(/<VAST version="4\.2"/);
    expect(xml).toContain(`<Ad id="${SEEDED_AD}">`);
    expect(xml).toContain('<Linear skipoffset="00:00:05">');
    expect(xml).toContain('<Duration>00:00:15</Duration>');
    expect(urisOf(xml, 'MediaFile').get('MediaFile')).toBe(`http://localhost:3000/media/files/ads/video/${SEEDED_AD}.mp4`);
    expect(urisOf(xml, 'ClickThrough').get('ClickThrough')).toBe('http://localhost:3000/channels/live-music');
    const servingId = /<AdServingId>([0-9a-f-]{36})<\/AdServingId>/.exec(xml)?.[1];
    expect(servingId).toBeDefined();
    const tracking = urisOf(xml, 'Tracking');
    expect([...tracking.keys()]).toEqual(['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip']);
    for (const [event, url] of [...tracking, ['impression', urisOf(xml, 'Impression').get('Impression')!] as const]) {
      const query = new URL(url).searchParams;
      expect(new URL(url).pathname).toBe(API_PATHS.adBeacon);
      expect(Object.fromEntries(query)).toEqual({ event, servingId, adId: SEEDED_AD, videoId: TARGETED_VIDEO, cb: '[CACHEBUSTING]' });
    }
    expect(new URL(urisOf(xml, 'Error').get('Error')!).searchParams.get('code')).toBe('[ERRORCODE]');
  });

  it('names each answer apart, and speaks the asked language', async () => {
    const first = (await vast({ placement: 'preroll', videoId: TARGETED_VIDEO, locale: 'ar' })).body;
    const second = (await vast({ placement: 'preroll', videoId: TARGETED_VIDEO })).body;
    const servingIdOf = (xml: string) => /<AdServingId>(.*?)<\/AdServingId>/.exec(xml)?.[1];
    expect(servingIdOf(first)).not.toBe(servingIdOf(second));
    expect(first).toContain('<AdTitle>موسم الحفلات على موسيقى حية</AdTitle>');
    expect(urisOf(first, 'ClickThrough').get('ClickThrough')).toBe('http://localhost:3000/ar/channels/live-music');
  });

  it('answers the empty VAST ("no ad") for a video no campaign targets, and for an unknown one', async () => {
    for (const videoId of [UNTARGETED_VIDEO, 'no-such-video']) {
      const response = await vast({ placement: 'preroll', videoId });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<VAST version="4\.2" xmlns="http:\/\/www\.iab\.com\/VAST"\/>/);
      expect(response.body).not.toContain('<Ad');
    }
  });

  it('refuses a placement it does not serve as VAST, and a malformed video id, as JSON naming the field', async () => {
    for (const [query, field] of [
      [{ placement: 'mpu', videoId: TARGETED_VIDEO }, 'query.placement'],
      [{ placement: 'preroll', videoId: '../etc' }, 'query.videoId'],
      [{ placement: 'preroll' }, 'query.videoId'],
      [{ placement: 'preroll', videoId: TARGETED_VIDEO, extra: '1' }, 'query.extra'],
    ] as const) {
      const response = await vast(query);
      expect(response.statusCode).toBe(400);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields: [field] });
    }
  });

  it('records each beacon its trackers call, answering 204, and reads them back by serving', async () => {
    const xml = (await vast({ placement: 'preroll', videoId: TARGETED_VIDEO })).body;
    const servingId = /<AdServingId>(.*?)<\/AdServingId>/.exec(xml)![1]!;
    const tracking = urisOf(xml, 'Tracking');
    for (const url of [urisOf(xml, 'Impression').get('Impression')!, tracking.get('start')!, tracking.get('firstQuartile')!, tracking.get('skip')!]) {
      const response = await product.app.inject({ method: 'GET', url: asPlayerCalls(url), remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(204);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const error = await product.app.inject({ method: 'GET', url: asPlayerCalls(urisOf(xml, 'Error').get('Error')!, { ERRORCODE: '405' }) });
    expect(error.statusCode).toBe(204);
    const stored = await beacons(servingId);
    expect(stored.map((beacon) => beacon.event)).toEqual(['impression', 'start', 'firstQuartile', 'skip', 'error']);
    expect(stored[0]).toMatchObject({ servingId, adId: SEEDED_AD, videoId: TARGETED_VIDEO, errorCode: null, receivedAt: product.clock.now.toISOString() });
    expect(stored[4]?.errorCode).toBe(405);
  });

  it('refuses a beacon with bad input as JSON naming the field, and writes nothing', async () => {
    const servingId = '3f2b8c1e-5d4a-4f6b-9c7d-1a2b3c4d5e6f';
    const valid = { event: 'impression', servingId, adId: SEEDED_AD, videoId: TARGETED_VIDEO };
    const before = await countRows(product.db);
    for (const [query, field] of [
      [{ ...valid, event: 'clickThrough' }, 'query.event'],
      [{ ...valid, servingId: 'not-a-serving' }, 'query.servingId'],
      [{ ...valid, adId: 'no-such-ad' }, 'query.adId'],
      [{ ...valid, event: 'error', code: '[ERRORCODE]' }, 'query.code'],
      [{ ...valid, sneaky: '1' }, 'query.sneaky'],
      [{ event: 'impression', adId: SEEDED_AD }, 'query.servingId'],
    ] as const) {
      const response = await product.app.inject({ method: 'GET', url: API_PATHS.adBeacon, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields: [field] });
    }
    expect(await countRows(product.db)).toEqual(before);
    expect(await beacons(servingId)).toEqual([]);
  });
});
