// The VAST library's side of a preroll: imported dynamically, only once an answer holds an ad, so
// no page carries the library in its first load.
import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import type { AdQuartile, LoadedPreroll, PrerollTracker, VastModule } from './prerollTypes';

const QUARTILES: readonly AdQuartile[] = ['firstQuartile', 'midpoint', 'thirdQuartile'];

interface ParsedMediaFile {
  fileURL: string | null;
  mimeType: string | null;
}
interface ParsedLinearCreative {
  type: string;
  adId: string | null;
  duration: number;
  skipDelay: number | null;
  mediaFiles: ParsedMediaFile[];
  videoClickThroughURLTemplate: { url: string } | string | null;
}
interface ParsedAd {
  id: string | null;
  title: string | null;
  creatives: ParsedLinearCreative[];
}

function clickThroughOf(creative: ParsedLinearCreative): string | null {
  const template = creative.videoClickThroughURLTemplate;
  const url = typeof template === 'string' ? template : (template?.url ?? null);
  // Only web addresses: a click-through must never run script.
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function trackerOf(tracker: VASTTracker): PrerollTracker {
  return {
    impression: () => tracker.trackImpression(),
    progress: (seconds) => tracker.setProgress(seconds),
    paused: (paused) => tracker.setPaused(paused),
    muted: (muted) => tracker.setMuted(muted),
    skip: () => tracker.skip(),
    complete: () => tracker.complete(),
    error: (code) => tracker.error({ ERRORCODE: code }),
    click: () => tracker.click(),
    onQuartile(listener) {
      const handlers = QUARTILES.map((quartile) => [quartile, () => listener(quartile)] as const);
      for (const [quartile, handler] of handlers) tracker.on(quartile, handler);
      return () => {
        for (const [quartile, handler] of handlers) tracker.off(quartile, handler);
      };
    },
  };
}

export const readPreroll: VastModule['readPreroll'] = async (document, { muted, canPlayType }) => {
  // No capping: the site decides when a preroll is asked for.
  const client = new VASTClient(0, 0);
  const response = (await client.parseVAST(document)) as { ads: ParsedAd[] };
  for (const ad of response.ads) {
    for (const creative of ad.creatives) {
      if (creative.type !== 'linear') continue;
      const media = creative.mediaFiles.find((file) => file.fileURL && file.mimeType && canPlayType(file.mimeType) !== '');
      if (!media?.fileURL) continue;
      const tracker = new VASTTracker(client, ad as never, creative as never, null, muted);
      const loaded: LoadedPreroll = {
        creative: {
          adId: ad.id || creative.adId || '',
          title: ad.title ?? '',
          mediaUrl: media.fileURL,
          durationSeconds: creative.duration,
          skipOffsetSeconds: creative.skipDelay,
          clickThroughUrl: clickThroughOf(creative),
        },
        tracker: trackerOf(tracker),
      };
      return loaded;
    }
  }
  return null;
};
