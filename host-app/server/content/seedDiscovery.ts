/** Home's editorial picks, by id of the seeded catalogue. */

/** The category home gives a row of its own (section key `category`). */
export const HOME_CATEGORY_ID = 'sports';

/** People We Love: the videos where people, not places, are the story. */
export const PEOPLE_WE_LOVE_VIDEO_IDS: readonly string[] = ['coach-interview', 'acoustic-session', 'festival-recap', 'old-town-walk'];

/** Teleport now: the categories whose 360° videos put the viewer somewhere else. */
export const TELEPORT_CATEGORY_IDS: readonly string[] = ['travel', 'nature'];
