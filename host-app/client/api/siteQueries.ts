import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChannelVideos } from '../../contract/content/contentTypes';
import type { DiscoveryScreenId } from '../../contract/content/discoveryTypes';
import { VIDEO_SEARCH_FIRST_PAGE } from '../../contract/content/contentConstants';
import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';
import { useViewerId } from '../session/useViewerId';
import { loadOtpCountries } from './authApi';
import {
  homeCountry,
  loadCategoryVideos,
  loadCollection,
  loadDiscoveryScreen,
  loadChannelVideos,
  loadHome,
  loadLiveEvents,
  loadSearchSuggestions,
  loadUpcomingEvents,
  loadEmbeddedVideo,
  loadVideo,
  searchCatalogue,
  searchVideos,
} from './contentApi';
import { toDisplayEvent } from './displayEvent';
import { dataOrThrow } from './productCallError';
import { loadPlans } from '../payments/paymentCalls';
import { loadViewerCountry } from '../geo/countryApi';
import { loadInterests, loadSubscriptionDetails } from './profileApi';
import { queryKeys } from './queryKeys';
import { STALE_TIMES } from './staleTimes';
import { useProductCaller, type ProductCaller } from './useProductCaller';
import { loadContinueWatching, loadWatchProgress } from './watchProgressApi';

interface QueryContext {
  call: ProductCaller;
  viewer: string;
  locale: Locale;
}

/** The query options of every product read, for the caller's language and viewer. Pages, links and prefetches share them. */
export function siteQueries({ call, viewer, locale }: QueryContext) {
  return {
    /** Resolved once per page load (the server render hands it over); a choice replaces it in place. */
    viewerCountry: () =>
      queryOptions({
        queryKey: queryKeys.viewerCountry(),
        queryFn: ({ signal }) => loadViewerCountry(call, signal).then(dataOrThrow),
        staleTime: Infinity,
      }),
    home: (country: string | null | undefined) =>
      queryOptions({
        queryKey: queryKeys.home(viewer, locale, homeCountry(country)),
        queryFn: ({ signal }) => loadHome(call, locale, country, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.home,
      }),
    video: (videoId: string) =>
      queryOptions({
        queryKey: queryKeys.video(viewer, locale, videoId),
        queryFn: ({ signal }) => loadVideo(call, videoId, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.video,
      }),
    embeddedVideo: (videoId: string) =>
      queryOptions({
        queryKey: queryKeys.embeddedVideo(viewer, locale, videoId),
        queryFn: ({ signal }) => loadEmbeddedVideo(call, videoId, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.video,
      }),
    /** PR-CONTENT-1: five a page from page 0; the page is in the address, so each page is its own query. */
    search: (text: string, page: number) =>
      queryOptions({
        queryKey: queryKeys.search(locale, text, page),
        queryFn: ({ signal }) => searchVideos(call, text, page, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.search,
      }),
    /** The channels and events a search finds beside its videos, or the categories when it finds nothing. */
    catalogueSearch: (text: string) =>
      queryOptions({
        queryKey: queryKeys.catalogueSearch(locale, text),
        queryFn: ({ signal }) => searchCatalogue(call, text, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.search,
      }),
    /** Titles for what is being typed; a newer text's query replaces it, and the older request is aborted. */
    searchSuggestions: (text: string) =>
      queryOptions({
        queryKey: queryKeys.searchSuggestions(locale, text),
        queryFn: ({ signal }) => loadSearchSuggestions(call, text, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.search,
      }),
    category: (categoryId: string, page: number) =>
      queryOptions({
        queryKey: queryKeys.category(locale, categoryId, page),
        queryFn: ({ signal }) => loadCategoryVideos(call, categoryId, page, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.home,
      }),
    /** A discovery screen's rows; they change with editorial updates, as home's do. */
    discoveryScreen: (screen: DiscoveryScreenId) =>
      queryOptions({
        queryKey: queryKeys.discoveryScreen(locale, screen),
        queryFn: ({ signal }) => loadDiscoveryScreen(call, screen, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.home,
      }),
    /** A campaign collection; an unknown slug is a definitive failure, handed over so the page answers 404. */
    collection: (slug: string) =>
      queryOptions({
        queryKey: queryKeys.collection(locale, slug),
        queryFn: ({ signal }) => loadCollection(call, slug, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.home,
      }),
    /** A channel and its videos; "more" appends the next page of five. */
    channel: (channelId: string) =>
      infiniteQueryOptions({
        queryKey: queryKeys.channel(viewer, locale, channelId),
        queryFn: ({ pageParam, signal }) => loadChannelVideos(call, channelId, pageParam, signal).then(dataOrThrow),
        initialPageParam: VIDEO_SEARCH_FIRST_PAGE,
        getNextPageParam: (last: ChannelVideos) => (last.hasMore ? last.page + 1 : undefined),
        staleTime: STALE_TIMES.channel,
      }),
    events: (kind: 'live' | 'upcoming') =>
      queryOptions({
        queryKey: queryKeys.events(locale, kind),
        queryFn: ({ signal }) => (kind === 'live' ? loadLiveEvents(call, signal) : loadUpcomingEvents(call, signal)).then(dataOrThrow).then((events) => events.map(toDisplayEvent)),
        staleTime: STALE_TIMES.events,
      }),
    interests: () =>
      queryOptions({
        queryKey: queryKeys.interests(viewer, locale),
        queryFn: ({ signal }) => loadInterests(call, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.interests,
      }),
    /** The premium plans of a country, with their prices. */
    plans: (country: string) =>
      queryOptions({
        queryKey: queryKeys.plans(locale, country),
        queryFn: () => loadPlans(call, country).then(dataOrThrow),
        staleTime: STALE_TIMES.plans,
      }),
    /** PR-API-6: the list does not depend on the language or the session; an empty list when the call fails. */
    otpCountries: () =>
      queryOptions({
        queryKey: queryKeys.otpCountries(),
        queryFn: ({ signal }) => loadOtpCountries(call, signal),
        staleTime: STALE_TIMES.otpCountries,
      }),
    /** PR-API-7: a failed lookup means not subscribed, so this query answers null rather than failing. */
    subscription: (subscriberId: string) =>
      queryOptions({
        queryKey: queryKeys.subscription(viewer),
        queryFn: ({ signal }) => loadSubscriptionDetails(call, subscriberId, signal),
        staleTime: STALE_TIMES.subscription,
      }),
    /** Signed-in viewers only: the videos they started and did not finish. */
    continueWatching: () =>
      queryOptions({
        queryKey: queryKeys.continueWatching(viewer, locale),
        queryFn: ({ signal }) => loadContinueWatching(call, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.watchProgress,
      }),
    /** Signed-in viewers only: where they left a video. */
    watchProgress: (videoId: string) =>
      queryOptions({
        queryKey: queryKeys.watchProgress(viewer, videoId),
        queryFn: ({ signal }) => loadWatchProgress(call, videoId, signal).then(dataOrThrow),
        staleTime: STALE_TIMES.watchProgress,
      }),
  };
}

export type SiteQueries = ReturnType<typeof siteQueries>;

/** The site's queries for this page's language and viewer. */
export function useSiteQueries(): SiteQueries {
  const call = useProductCaller();
  const viewer = useViewerId();
  const { locale } = useI18n();
  return useMemo(() => siteQueries({ call, viewer, locale }), [call, viewer, locale]);
}
