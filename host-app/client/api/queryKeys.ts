import type { Locale } from '../i18n/translate';

/**
 * Every query key of the site. Answers that depend on who is signed in start with
 * `['viewer', viewerId]`, so signing in or out drops them in one call; the others are the same for everyone.
 */
export const queryKeys = {
  viewer: (viewer: string) => ['viewer', viewer] as const,
  /** Every home answer of a viewer (any language or country): what a follow changes. */
  homes: (viewer: string) => ['viewer', viewer, 'home'] as const,
  home: (viewer: string, locale: Locale, country: string) => ['viewer', viewer, 'home', locale, country] as const,
  /** Every video detail of a viewer: a VIP change refetches them, as access depends on it. */
  videos: (viewer: string) => ['viewer', viewer, 'video'] as const,
  video: (viewer: string, locale: Locale, videoId: string) => ['viewer', viewer, 'video', videoId, locale] as const,
  /** The same video asked for by the embedded player: its own answer, as the OS header differs. */
  embeddedVideo: (viewer: string, locale: Locale, videoId: string) => ['viewer', viewer, 'video', 'embedded', videoId, locale] as const,
  /** A live event's stream: under the viewer's videos, since access to it changes with VIP as theirs does. */
  liveStream: (viewer: string, locale: Locale, eventId: string) => ['viewer', viewer, 'video', 'live', eventId, locale] as const,
  channel: (viewer: string, locale: Locale, channelId: string) => ['viewer', viewer, 'channel', channelId, locale] as const,
  interests: (viewer: string, locale: Locale) => ['viewer', viewer, 'interests', locale] as const,
  subscription: (viewer: string) => ['viewer', viewer, 'subscription'] as const,
  /** Home's "Continue watching" in every language: a saved position makes them stale. */
  continueWatchingAll: (viewer: string) => ['viewer', viewer, 'continueWatching'] as const,
  continueWatching: (viewer: string, locale: Locale) => ['viewer', viewer, 'continueWatching', locale] as const,
  /** Where the viewer left one video, for the player to resume there. */
  watchProgress: (viewer: string, videoId: string) => ['viewer', viewer, 'watchProgress', videoId] as const,
  search: (locale: Locale, text: string, page: number) => ['search', locale, text, page] as const,
  catalogueSearch: (locale: Locale, text: string) => ['catalogueSearch', locale, text] as const,
  searchSuggestions: (locale: Locale, text: string) => ['searchSuggestions', locale, text] as const,
  /** Every suggestion query, which a keystroke cancels together. */
  anySearchSuggestions: ['searchSuggestions'] as const,
  category: (locale: Locale, categoryId: string, page: number) => ['category', categoryId, locale, page] as const,
  events: (locale: Locale, kind: 'live' | 'upcoming') => ['events', kind, locale] as const,
  eventSuggestedVideos: (locale: Locale, eventId: string) => ['events', 'suggestedVideos', eventId, locale] as const,
  discoveryScreen: (locale: Locale, screen: string) => ['discoveryScreen', screen, locale] as const,
  collection: (locale: Locale, slug: string) => ['collection', slug, locale] as const,
  otpCountries: () => ['otpCountries'] as const,
  /** The country the server resolved for this browser (its cookie choice, proxy header or address); not the profile's. */
  viewerCountry: () => ['viewerCountry'] as const,
  plans: (locale: Locale, country: string) => ['plans', country, locale] as const,
};
