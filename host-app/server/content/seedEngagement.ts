import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../contract/site/brandVariants';
import type { AdPlacementType } from '../../contract/ads/adConfiguration';
import { sitePath } from '../../contract/site/sitePaths';
import type { Localized } from './localized';
import type { PaletteName } from './palettes';

export interface SeedInterest {
  id: string;
  name: Localized;
  palette: PaletteName;
  /** The catalogue category the interest stands for; home puts it first for viewers who chose it. */
  categoryId?: string;
}

export const SEED_INTERESTS: readonly SeedInterest[] = [
  { id: 'football', name: { en: 'Football', ar: 'كرة القدم' }, palette: 'stadium', categoryId: 'sports' },
  { id: 'motorsport', name: { en: 'Motorsport', ar: 'رياضة السيارات' }, palette: 'sand', categoryId: 'sports' },
  { id: 'music', name: { en: 'Music', ar: 'الموسيقى' }, palette: 'neon', categoryId: 'music' },
  { id: 'travel', name: { en: 'Travel', ar: 'السفر' }, palette: 'dusk', categoryId: 'travel' },
  { id: 'nature', name: { en: 'Nature', ar: 'الطبيعة' }, palette: 'forest', categoryId: 'nature' },
  { id: 'gaming', name: { en: 'Gaming', ar: 'الألعاب' }, palette: 'neon' },
  { id: 'technology', name: { en: 'Technology', ar: 'التقنية' }, palette: 'slate' },
  { id: 'comedy', name: { en: 'Comedy', ar: 'الكوميديا' }, palette: 'rose' },
  { id: 'food', name: { en: 'Food', ar: 'الطعام' }, palette: 'sand' },
  { id: 'culture', name: { en: 'Culture', ar: 'الثقافة' }, palette: 'ocean', categoryId: 'culture' },
];

/** The site's own promotions; third-party ad units stay unconfigured until an ad network is set up. */
export interface SeedHouseAd {
  id: string;
  placement: AdPlacementType;
  title: Localized;
  /** A page of the site (built with `sitePath`, in the default locale; the site adds the visitor's) or an http(s) address. */
  targetUrl: string;
  width: number;
  height: number;
  palette: PaletteName;
}

export const SEED_HOUSE_ADS: readonly SeedHouseAd[] = [
  {
    id: 'premium-billboard',
    placement: 'billboard',
    title: { en: 'Go Premium: every 360 video, no ads', ar: 'اشترك في بريميوم: كل فيديوهات 360 بلا إعلانات' },
    targetUrl: sitePath.subscription(BRAND_VARIANTS[ACTIVE_BRAND_VARIANT]),
    width: 970,
    height: 250,
    palette: 'dusk',
  },
  {
    id: 'nature-mpu',
    placement: 'mpu',
    title: { en: 'New on Nature VR', ar: 'جديد على الطبيعة بالواقع الافتراضي' },
    targetUrl: sitePath.channel('nature-vr'),
    width: 300,
    height: 250,
    palette: 'forest',
  },
  {
    id: 'concerts-native',
    placement: 'native',
    title: { en: 'Front row at every concert, in 360', ar: 'الصف الأول في كل حفلة بتقنية 360' },
    targetUrl: sitePath.channel('live-music'),
    width: 640,
    height: 360,
    palette: 'neon',
  },
  {
    id: 'old-town-interstitial',
    placement: 'interstitial',
    title: { en: 'Walk the old town with City Tours', ar: 'تجوّل في البلدة القديمة مع جولات المدن' },
    targetUrl: sitePath.channel('city-tours'),
    width: 300,
    height: 250,
    palette: 'sand',
  },
  {
    id: 'premium-sticky',
    placement: 'sticky',
    title: { en: 'No ads with Premium', ar: 'بلا إعلانات مع بريميوم' },
    targetUrl: sitePath.subscription(BRAND_VARIANTS[ACTIVE_BRAND_VARIANT]),
    width: 320,
    height: 50,
    palette: 'dusk',
  },
];
