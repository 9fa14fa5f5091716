import type { HouseAd } from '../content/contentTypes';

// Where ads go and what the ad configuration answer holds (PR-ADS).

/** PR-ADS-2: ad placement types and the units an ad configuration may hold. */
export const AD_PLACEMENT_TYPES = ['mpu', 'native', 'audio', 'interstitial', 'preroll', 'billboard', 'sticky'] as const;
export type AdPlacementType = (typeof AD_PLACEMENT_TYPES)[number];
export const AD_CONFIGURATION_UNITS = ['billboard', 'mpu', 'interstitial', 'sticky'] as const;
export type AdConfigurationUnit = (typeof AD_CONFIGURATION_UNITS)[number];

/** Ad configuration; `null` data means no ads (VIP subscriber, or nothing configured). */
export interface AdConfiguration {
  units: Partial<Record<AdConfigurationUnit, { adUnitId: string }>>;
  placements: AdPlacementType[];
  houseAds: HouseAd[];
}
