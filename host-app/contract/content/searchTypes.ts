import type { Category, ChannelSummary, ProductEvent, VideoSummary } from './contentTypes';

/** What the catalogue search finds for a query, best matches first in each kind. */
export interface CatalogueSearch {
  videos: VideoSummary[];
  channels: ChannelSummary[];
  events: ProductEvent[];
  /** Offered when nothing matched, so the viewer has somewhere to go; empty otherwise. */
  categories: Category[];
}

export type SearchSuggestionKind = 'video' | 'channel' | 'event';

/** A title that starts with what the viewer is typing. */
export interface SearchSuggestion {
  kind: SearchSuggestionKind;
  id: string;
  title: string;
}

export interface SearchSuggestions {
  suggestions: SearchSuggestion[];
}
