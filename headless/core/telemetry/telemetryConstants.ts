import type { Environment } from '../client/clientConstants';

/**
 * Share of page loads whose entries are sent, decided once per page so a page's entries stay
 * together. Every TEST page is sent, so an integration's errors show while it is built.
 */
export const TELEMETRY_SAMPLE_RATE: Readonly<Record<Environment, number>> = { TEST: 1, PRODUCTION: 0.25 };

/** How long the first held entry waits for others before the batch goes out, the page still open. */
export const TELEMETRY_FLUSH_DELAY_MS = 2_000;

/** Entries held before a batch goes out without waiting for the page to hide. */
export const TELEMETRY_BATCH_SIZE = 20;

/** At most this many entries leave one page: a loop that logs cannot flood the endpoint. */
export const TELEMETRY_MAX_ENTRIES_PER_PAGE = 100;
