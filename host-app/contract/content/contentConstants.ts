/** Constants of the catalogue: video search pages, video formats and home sections (PR-CONTENT). */

/** PR-CONTENT-1: video search page size and first page. */
export const VIDEO_SEARCH_PAGE_SIZE = 5;
export const VIDEO_SEARCH_FIRST_PAGE = 0;

/** PR-CONTENT-2: video formats. */
export const VideoFormat = { Spherical: 1, Normal: 2, Youtube: 3, Smashi: 4 } as const;
export type VideoFormat = (typeof VideoFormat)[keyof typeof VideoFormat];

/** PR-CONTENT-5: home content sections and home section keys. */
export const HOME_CONTENT_SECTIONS = ['sliders', 'videos', 'categories', 'channels', 'dynamicHomeAd', 'events'] as const;
export type HomeContentSection = (typeof HOME_CONTENT_SECTIONS)[number];
export const HOME_SECTION_KEYS = [
  'channels',
  'web_dynamic_ads',
  'whats_hot',
  'channel_list',
  'categories',
  'stars',
  'category',
  'live',
  'upcomingEvents',
  'liveNow',
  'people_we_love',
  'past_live',
  'featured_replay',
  'dynamic_home_ads',
] as const;
/** Sections of a signed-in viewer's own home, beyond the spec's keys: new videos of the channels they follow. */
export const PERSONAL_HOME_SECTION_KEYS = ['following'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number] | (typeof PERSONAL_HOME_SECTION_KEYS)[number];
