export { AdsProvider, useAds, type AdsProviderProps } from './AdsContext';
export { AdSlot, type AdSlotProps } from './AdSlot';
export { AD_PLACEMENT_TYPES, AD_CONFIGURATION_UNITS, type AdPlacementType, type AdConfigurationUnit } from './adPlacements';
export type { AdNetwork, AdNetworkLoader, AdNetworkSlot } from './adNetwork';
export type { AdConfigLoader, AdsState } from './adsController';
export type { AdsOffReason } from './adsEligibility';
export type { AdConfiguration, HouseAd } from './adConfiguration';
export { usePreroll, type UsePrerollResult } from './preroll/usePreroll';
export { PrerollBreak } from './preroll/PrerollBreak';
