import type { PromoLoopId } from '../../contract/content/promoLoops';
import type { PromoLoopScene } from '../media/promoLoops';

/**
 * What each promotional loop of the premium page is cut from: scenes of the catalogue's sample
 * videos on the loop's theme (a 360° one is seen turning). Each regular scene starts where the
 * sample's ball is crossing the part of the frame the cut keeps.
 */
export const PROMO_LOOPS: readonly { id: PromoLoopId; scenes: readonly PromoLoopScene[] }[] = [
  { id: 'live-football', scenes: [{ video: 'match-highlights', from: 1 }, { video: 'stadium-pitch-360', from: 2 }, { video: 'coach-interview', from: 6.5 }] },
  { id: 'vr-concerts', scenes: [{ video: 'concert-stage-360', from: 0 }] },
  { id: 'no-ads', scenes: [{ video: 'festival-recap', from: 1 }, { video: 'desert-dunes-360', from: 4 }, { video: 'mountain-timelapse', from: 6.5 }] },
  {
    id: 'every-channel',
    scenes: [{ video: 'acoustic-session', from: 1 }, { video: 'old-town-walk', from: 6.5 }, { video: 'coral-reef-360', from: 3 }, { video: 'match-highlights', from: 11.8 }],
  },
  { id: 'sports-replays', scenes: [{ video: 'match-highlights', from: 6.5 }, { video: 'coach-interview', from: 11.8 }, { video: 'stadium-pitch-360', from: 8 }] },
  { id: 'arabic-originals', scenes: [{ video: 'old-town-walk', from: 1 }, { video: 'night-skyline-360', from: 5 }, { video: 'festival-recap', from: 11.8 }] },
];
