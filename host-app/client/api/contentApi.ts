import { API_PATHS } from '../../contract/http/apiPaths';
import { PRODUCT_HEADERS } from '../../contract/http/headers';
import type { ChannelVideos, FollowingChange, HomeData, ProductEvent, VideoDetail, VideoPage, VideoSummary } from '../../contract/content/contentTypes';
import type { Collection, DiscoveryScreen, DiscoveryScreenId } from '../../contract/content/discoveryTypes';
import { DEFAULT_USER_COUNTRY, HOME_COUNTRY_FOR_ISO } from '../../contract/site/markets';
import { EMBEDDED_PLATFORM } from '../../contract/site/platforms';
import { VIDEO_SEARCH_FIRST_PAGE, VIDEO_SEARCH_PAGE_SIZE } from '../../contract/content/contentConstants';
import type { CatalogueSearch, SearchSuggestions } from '../../contract/content/searchTypes';
import type { Locale } from '../i18n/translate';
import type { ProductCaller } from './useProductCaller';

/** Home data is keyed by UK where the rest of the site says GB (PR-CONTENT-6). */
export function homeCountry(country: string | null | undefined): string {
  const iso = country ? country.toUpperCase() : DEFAULT_USER_COUNTRY;
  return HOME_COUNTRY_FOR_ISO[iso] ?? iso;
}

export const loadHome = (call: ProductCaller, locale: Locale, country: string | null | undefined, signal?: AbortSignal) =>
  call<HomeData>({ path: API_PATHS.home(locale, homeCountry(country)), signal });

/** PR-CONTENT-1: pages of 5, the first is 0. */
export const searchVideos = (call: ProductCaller, search: string, page = VIDEO_SEARCH_FIRST_PAGE, signal?: AbortSignal) =>
  call<VideoPage>({ path: API_PATHS.videos, query: { search, page, count: VIDEO_SEARCH_PAGE_SIZE }, signal });

/** Videos, channels and events matching the text, a few of each, best first. */
export const searchCatalogue = (call: ProductCaller, q: string, signal?: AbortSignal) => call<CatalogueSearch>({ path: API_PATHS.search, query: { q }, signal });

export const loadSearchSuggestions = (call: ProductCaller, q: string, signal?: AbortSignal) => call<SearchSuggestions>({ path: API_PATHS.searchSuggestions, query: { q }, signal });

export const loadCategoryVideos = (call: ProductCaller, categoryId: string, page: number, signal?: AbortSignal) =>
  call<VideoPage>({ path: API_PATHS.videos, query: { categoryId, page, count: VIDEO_SEARCH_PAGE_SIZE }, signal });

/** A discovery screen's rows (Explore, Showcase…), in the caller's language. */
export const loadDiscoveryScreen = (call: ProductCaller, screen: DiscoveryScreenId, signal?: AbortSignal) => call<DiscoveryScreen>({ path: API_PATHS.discoveryScreen(screen), signal });

/** A campaign collection by slug; an unknown slug fails as not found. */
export const loadCollection = (call: ProductCaller, slug: string, signal?: AbortSignal) => call<Collection>({ path: API_PATHS.collection(slug), signal });

export const loadVideo = (call: ProductCaller, videoId: string, signal?: AbortSignal) => call<VideoDetail>({ path: API_PATHS.video(videoId), signal });

/** PR-API-11: the video detail call of an embedded player says so in its OS header. */
export const loadEmbeddedVideo = (call: ProductCaller, videoId: string, signal?: AbortSignal) =>
  call<VideoDetail>({ path: API_PATHS.video(videoId), headers: { [PRODUCT_HEADERS.os]: EMBEDDED_PLATFORM }, signal });

/** A live event's video with its live stream (when the viewer may watch it). */
export const loadLiveStream = (call: ProductCaller, eventId: string, signal?: AbortSignal) => call<VideoDetail>({ path: API_PATHS.liveEventStream(eventId), signal });

export const loadChannelVideos = (call: ProductCaller, channelId: string, page: number, signal?: AbortSignal) =>
  call<ChannelVideos>({ path: API_PATHS.channelVideos, query: { channelId, page, count: VIDEO_SEARCH_PAGE_SIZE }, signal });

export const updateFollowing = (call: ProductCaller, channelId: string, follow: boolean) =>
  call<FollowingChange>({ method: 'POST', path: API_PATHS.updateFollowing, body: { channelId, follow } });

/** PR-API-4: events answer `data` as a list; the site shows them mapped (PR-CONTENT-3). */
export const loadLiveEvents = (call: ProductCaller, signal?: AbortSignal) => call<ProductEvent[]>({ path: API_PATHS.eventsLive, signal });
export const loadUpcomingEvents = (call: ProductCaller, signal?: AbortSignal) => call<ProductEvent[]>({ path: API_PATHS.eventsUpcoming, signal });

/** Videos to watch next to an event, live or upcoming. */
export const loadEventSuggestedVideos = (call: ProductCaller, eventId: string, signal?: AbortSignal) =>
  call<VideoSummary[]>({ path: API_PATHS.eventSuggestedVideos(eventId), signal });
