import * as z from 'zod/mini';
import { AD_BEACON_EVENTS } from '../../contract/ads/adBeacons';
import { localeSchema, resourceIdSchema } from '../../contract/forms/validation';

const servingIdSchema = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'id.invalid'));

/** One ad break: only prerolls are served as VAST; the other placements are the ad slots' (house ads, a network). */
export const vastQuerySchema = z.strictObject({
  placement: z.enum(['preroll'], 'input.invalidValue'),
  videoId: resourceIdSchema,
  locale: z.optional(localeSchema),
});

/** A tracker's call, as the VAST answer built it (its macros filled in by the player). */
export const adBeaconQuerySchema = z.strictObject({
  event: z.enum(AD_BEACON_EVENTS, 'input.invalidValue'),
  servingId: servingIdSchema,
  adId: resourceIdSchema,
  videoId: z.optional(resourceIdSchema),
  // VAST's [ERRORCODE]: three digits (the player sends 900, "undefined error", for any other).
  code: z.optional(z.string().check(z.regex(/^[0-9]{3}$/, 'input.invalid'))),
  // VAST's [CACHEBUSTING]: only there so no cache answers in the ad server's place.
  cb: z.optional(z.string().check(z.maxLength(32, 'input.tooBig'))),
});

export const devAdBeaconsQuerySchema = z.strictObject({ servingId: servingIdSchema });
