/** PR-CONTENT-7: the six promotional loops of the premium page: short MP4 loops the server generates into its public media. */
export const PREMIUM_PROMO_LOOP_IDS = ['live-football', 'vr-concerts', 'no-ads', 'every-channel', 'sports-replays', 'arabic-originals'] as const;
export type PromoLoopId = (typeof PREMIUM_PROMO_LOOP_IDS)[number];

/** The loop's file below the public media folder (and below MEDIA_FILES_PREFIX in URLs). */
export const promoLoopFile = (id: PromoLoopId) => `promo/${id}.mp4`;
