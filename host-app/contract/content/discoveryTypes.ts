import type { Category, ChannelSummary, ProductEvent, ResponsiveImage, VideoSummary } from './contentTypes';

// The discovery screens (Explore, Showcase, Featured replay, People we love, Teleport now) and the campaign collections.

/** The discovery screens the API builds, by the id in their address. */
export const DISCOVERY_SCREENS = ['explore', 'showcase', 'featured-replay', 'people-we-love', 'teleport-now'] as const;
export type DiscoveryScreenId = (typeof DISCOVERY_SCREENS)[number];

/** A campaign collection as a card names it: the link, its words and its hero picture. */
export interface CollectionSummary {
  slug: string;
  title: string;
  description: string;
  hero: string;
  heroImage?: ResponsiveImage;
}

/**
 * One row of a discovery screen; `type` tells which items it holds. A row of one category's
 * videos names it, so the page can link to all of them.
 */
export type DiscoverySection =
  | { key: string; type: 'videos'; title: string; items: VideoSummary[]; categoryId?: string }
  | { key: string; type: 'events'; title: string; items: ProductEvent[] }
  | { key: string; type: 'channels'; title: string; items: ChannelSummary[] }
  | { key: string; type: 'categories'; title: string; items: Category[] }
  | { key: string; type: 'collections'; title: string; items: CollectionSummary[] };

export interface DiscoveryScreen {
  screen: DiscoveryScreenId;
  sections: DiscoverySection[];
}

/**
 * A campaign page: its words, hero and videos. `screen` is the analytics screen name the spec
 * gives the campaign (News, Laliga_News…); `parent` and `children` link a campaign and its details.
 */
export interface Collection extends CollectionSummary {
  screen: string;
  videos: VideoSummary[];
  parent: Pick<CollectionSummary, 'slug' | 'title'> | null;
  children: CollectionSummary[];
}
