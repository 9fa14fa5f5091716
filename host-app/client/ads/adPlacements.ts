import { AD_CONFIGURATION_UNITS, AD_PLACEMENT_TYPES, type AdConfigurationUnit, type AdPlacementType } from '../../contract/ads/adConfiguration';

export { AD_PLACEMENT_TYPES, AD_CONFIGURATION_UNITS, type AdPlacementType, type AdConfigurationUnit };

/** The configuration unit whose adUnitId serves a placement; native, audio and preroll have none. */
export function configurationUnitFor(placement: AdPlacementType): AdConfigurationUnit | null {
  return (AD_CONFIGURATION_UNITS as readonly string[]).includes(placement) ? (placement as AdConfigurationUnit) : null;
}
