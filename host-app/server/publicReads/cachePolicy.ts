import { PRODUCT_HEADERS } from '../../contract/http/headers';

/** How long browsers and shared caches (a CDN) may use a public read without asking again. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/** After that, how long they may still use it while they revalidate it in the background. */
export const PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS = 300;

/**
 * A public answer kept in memory is rebuilt after this long at the latest. Writes reach every
 * process at once through notifications; this bounds what a notification lost in the network
 * could leave behind.
 */
export const PUBLIC_READ_MEMORY_TTL_SECONDS = 60;

/** Answers kept in memory at most: every text searched is a key of its own. */
export const PUBLIC_READ_MAX_ENTRIES = 500;

/**
 * The headers that say who is asking: a read that depends on the viewer is built for them, and
 * private, when either is sent; its public answer varies on both, so no cache hands it to them.
 */
export const VIEWER_HEADERS = [PRODUCT_HEADERS.authorization, PRODUCT_HEADERS.userId] as const;

/** A personal answer: the browser keeps it for that viewer only, and asks again (with its ETag) before using it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The NOTIFY channel of catalogue changes (migration 008_catalogue_changes.sql). */
export const CATALOGUE_CHANNEL = 'product_catalogue';
