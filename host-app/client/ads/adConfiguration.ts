import * as z from 'zod/mini';
import type { AdConfiguration } from '../../contract/ads/adConfiguration';
import { AD_CONFIGURATION_UNITS, AD_PLACEMENT_TYPES } from './adPlacements';

export type { AdConfiguration } from '../../contract/ads/adConfiguration';
export type { HouseAd } from '../../contract/content/contentTypes';

// Only site-relative or http(s) targets: a configured link must never run script.
const safeTarget = z.string().check(z.refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value), 'targetUrl must be a site path or an http(s) address'));

const unitSchema = z.object({ adUnitId: z.string().check(z.minLength(1)) });
const responsiveImageSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  sources: z.array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() })),
});
const AdConfigurationSchema = z.object({
  units: z.partialRecord(z.enum(AD_CONFIGURATION_UNITS), unitSchema),
  placements: z.array(z.enum(AD_PLACEMENT_TYPES)),
  houseAds: z.array(
    z.object({
      id: z.string(),
      placement: z.enum(AD_PLACEMENT_TYPES),
      title: z.string(),
      imageUrl: z.string(),
      image: z.optional(responsiveImageSchema),
      targetUrl: safeTarget,
    }),
  ),
});

/**
 * The ad configuration from the API's answer data, or null when there is none to use:
 * null, or nothing placed (PR-ADS-1: no configuration, no ads).
 */
export function parseAdConfiguration(data: unknown): AdConfiguration | null {
  if (data === null || data === undefined) return null;
  const parsed = z.safeParse(AdConfigurationSchema, data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`The ad configuration has invalid fields: ${fields}`);
  }
  return hasAdConfiguration(parsed.data) ? parsed.data : null;
}

export function hasAdConfiguration(config: AdConfiguration | null): config is AdConfiguration {
  return config !== null && config.placements.length > 0;
}
