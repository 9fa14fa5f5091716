import type { Queryable } from '@payment-client/server-kit/db';
import type { AdConfiguration, AdConfigurationUnit, AdPlacementType } from '../../contract/ads/adConfiguration';
import type { HouseAd } from '../../contract/content/contentTypes';
import type { ProductLocale } from '../../contract/site/locales';
import { publicImage } from './mediaUrls';

export async function activeHouseAds(db: Queryable, locale: ProductLocale): Promise<HouseAd[]> {
  const { rows } = await db.query<{ id: string; placement: AdPlacementType; title_en: string; title_ar: string; image: string; target_url: string }>(
    'SELECT id, placement, title_en, title_ar, image, target_url FROM product.house_ads WHERE active ORDER BY sort_order',
  );
  return rows.map((row) => {
    const image = publicImage(row.image);
    return { id: row.id, placement: row.placement, title: locale === 'ar' ? row.title_ar : row.title_en, imageUrl: image.url, image: image.image, targetUrl: row.target_url };
  });
}

/**
 * Null when nothing is configured: the site then shows no ads (PR-ADS-1). The preroll placement is
 * served when the ad server (its stand-in, `server/ads`) has an active video ad.
 */
export async function readAdConfiguration(db: Queryable, locale: ProductLocale): Promise<AdConfiguration | null> {
  const { rows } = await db.query<{ unit: AdConfigurationUnit; ad_unit_id: string }>('SELECT unit, ad_unit_id FROM product.ad_units ORDER BY unit');
  const houseAds = await activeHouseAds(db, locale);
  const { rows: videoAds } = await db.query('SELECT 1 FROM product.video_ads WHERE active LIMIT 1');
  const prerolls: AdPlacementType[] = videoAds.length > 0 ? ['preroll'] : [];
  if (rows.length === 0 && houseAds.length === 0 && prerolls.length === 0) return null;
  const units: AdConfiguration['units'] = {};
  for (const row of rows) units[row.unit] = { adUnitId: row.ad_unit_id };
  const placements = [...new Set<AdPlacementType>([...rows.map((row) => row.unit), ...houseAds.map((ad) => ad.placement), ...prerolls])];
  return { units, placements, houseAds };
}
