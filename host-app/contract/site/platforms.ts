/** The platform values the site sends as its OS header (PR-SITE-2, PR-API-11). */

/** PR-SITE-2, PR-API-11: platform values (the OS header); `webEmbedded` when the player is embedded. */
export const PLATFORMS = ['web', 'streaming', 'vsports', 'webEmbedded'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** PR-API-11: the OS header of the video detail call when the player is embedded. */
export const EMBEDDED_PLATFORM: Platform = 'webEmbedded';
