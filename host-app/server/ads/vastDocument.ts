import type { AdBeaconEvent } from '../../contract/ads/adBeacons';

/** The VAST version the stand-in answers in (IAB VAST 4.2). */
export const VAST_VERSION = '4.2';

/** One linear video ad, as one VAST answer serves it. */
export interface VastLinearAd {
  id: string;
  title: string;
  /** Names this answer: every tracker of it carries the same id (VAST 4's AdServingId). */
  servingId: string;
  adSystem: string;
  mediaFile: { url: string; width: number; height: number; bitrateKbps: number };
  durationSeconds: number;
  /** Null: the viewer cannot skip it. */
  skipOffsetSeconds: number | null;
  clickThroughUrl: string;
  /** The address a player calls to report one event. */
  beaconUrl(event: AdBeaconEvent): string;
}

/** The progress events a linear creative's TrackingEvents name (impression and error have elements of their own). */
const TRACKED_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const satisfies readonly AdBeaconEvent[];

/** VAST's time format, HH:MM:SS (whole seconds are all the stand-in serves). */
export function vastTimecode(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A URI as element text, its query string's ampersands escaped (rather than in CDATA, which some XML parsers in test DOMs do not read). */
function uri(value: string): string {
  return escapeXml(value);
}

/**
 * A VAST 4 document: one inline linear ad (an MP4, skippable after `skipOffsetSeconds`, with its
 * impression, error and progress trackers), or, without an ad, the empty answer that means "no
 * ad for this break" in VAST, after which the player plays its content.
 */
export function vastDocument(ad: VastLinearAd | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!ad) return `${head}<VAST version="${VAST_VERSION}" xmlns="http://www.iab.com/VAST"/>\n`;
  const skip = ad.skipOffsetSeconds === null ? '' : ` skipoffset="${vastTimecode(ad.skipOffsetSeconds)}"`;
  const { url, width, height, bitrateKbps } = ad.mediaFile;
  return `${head}<VAST version="${VAST_VERSION}" xmlns="http://www.iab.com/VAST">
  <Ad id="${escapeXml(ad.id)}">
    <InLine>
      <AdSystem version="1">${escapeXml(ad.adSystem)}</AdSystem>
      <AdServingId>${escapeXml(ad.servingId)}</AdServingId>
      <AdTitle>${escapeXml(ad.title)}</AdTitle>
      <Impression id="${escapeXml(ad.servingId)}">${uri(ad.beaconUrl('impression'))}</Impression>
      <Error>${uri(ad.beaconUrl('error'))}</Error>
      <Creatives>
        <Creative id="${escapeXml(ad.id)}-video" adId="${escapeXml(ad.id)}" sequence="1">
          <UniversalAdId idRegistry="sandbox-ad-server">${escapeXml(ad.id)}</UniversalAdId>
          <Linear${skip}>
            <Duration>${vastTimecode(ad.durationSeconds)}</Duration>
            <TrackingEvents>
${TRACKED_EVENTS.map((event) => `              <Tracking event="${event}">${uri(ad.beaconUrl(event))}</Tracking>`).join('\n')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="${escapeXml(ad.id)}-click">${uri(ad.clickThroughUrl)}</ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="${escapeXml(ad.id)}-mp4" delivery="progressive" type="video/mp4" width="${width}" height="${height}" bitrate="${bitrateKbps}" scalable="true" maintainAspectRatio="true">${uri(url)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}
