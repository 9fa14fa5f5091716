import type { PromoLoopId } from '../../shared/promoLoops';
import type { PaletteName } from './palettes';

/** How each promotional loop of the premium page is painted. */
export const PROMO_LOOPS: readonly { id: PromoLoopId; title: string; palette: PaletteName }[] = [
  { id: 'live-football', title: 'Live football', palette: 'stadium' },
  { id: 'vr-concerts', title: 'Concerts in VR', palette: 'neon' },
  { id: 'no-ads', title: 'No ads', palette: 'dusk' },
  { id: 'every-channel', title: 'Every channel', palette: 'ocean' },
  { id: 'sports-replays', title: 'Sports replays', palette: 'forest' },
  { id: 'arabic-originals', title: 'Arabic originals', palette: 'sand' },
];
