import type { AdBeaconEvent } from '../../../../../host-app/contract/ads/adBeacons';
import { vastDocument } from '../../../../../host-app/server/ads/vastDocument';

export const SERVING_ID = '3f2b8c1e-5d4a-4f6b-9c7d-1a2b3c4d5e6f';
export const BEACON = 'https://site.example/api/v1/ads/beacon';

/** A VAST answer as the ad server's stand-in writes it: a 15 s MP4, skippable after 5 s. */
export function sampleVast({ skipOffsetSeconds = 5 }: { skipOffsetSeconds?: number | null } = {}): string {
  return vastDocument({
    id: 'concert-season-preroll',
    title: 'Concert season on Live Music',
    servingId: SERVING_ID,
    adSystem: 'Product sandbox ad server',
    mediaFile: { url: 'https://site.example/media/files/ads/video/concert-season-preroll.mp4', width: 640, height: 360, bitrateKbps: 364 },
    durationSeconds: 15,
    skipOffsetSeconds,
    clickThroughUrl: 'https://site.example/channels/live-music',
    beaconUrl: (event: AdBeaconEvent) => `${BEACON}?event=${event}&servingId=${SERVING_ID}&cb=[CACHEBUSTING]${event === 'error' ? '&code=[ERRORCODE]' : ''}`,
  });
}

export const EMPTY_VAST = vastDocument(null);

export const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

/** The beacons a VAST tracker calls: it loads each as an image, so the test replaces Image and reads the addresses. */
export function recordBeacons(): { urls: string[]; events(): string[]; restore(): void } {
  const urls: string[] = [];
  const original = globalThis.Image;
  class RecordingImage {
    set src(value: string) {
      urls.push(value);
    }
  }
  globalThis.Image = RecordingImage as unknown as typeof Image;
  return {
    urls,
    events: () => urls.map((url) => new URL(url).searchParams.get('event') ?? '?'),
    restore: () => {
      globalThis.Image = original;
    },
  };
}
