import type { HomeSection } from '../../../contract/content/contentTypes';
import type { AdPlacementType } from '../../../contract/ads/adConfiguration';
import type { SiteMessageKey } from '../../i18n/messageKeys';

/** Titles for the sections the home page promises, used when the answer carries none. */
const TITLE_BY_KEY: Partial<Record<HomeSection['key'], SiteMessageKey>> = {
  whats_hot: 'home.sliders',
  categories: 'home.categories',
  category: 'home.categories',
  channels: 'home.channels',
  channel_list: 'home.channels',
  live: 'home.liveNow',
  liveNow: 'home.liveNow',
  upcomingEvents: 'home.upcomingEvents',
  featured_replay: 'home.featuredReplay',
  past_live: 'home.featuredReplay',
  dynamic_home_ads: 'home.featured',
  web_dynamic_ads: 'home.featured',
};

const TITLE_BY_TYPE: Record<HomeSection['type'], SiteMessageKey> = {
  sliders: 'home.sliders',
  videos: 'home.videos',
  categories: 'home.categories',
  channels: 'home.channels',
  events: 'home.upcomingEvents',
  dynamicHomeAd: 'home.featured',
};

/**
 * A home section heading's id, from its key: sections hydrate in the order the viewer reaches them
 * (HydrateWhenNear), while `useId` numbers components in the order they render.
 */
export function homeSectionHeadingId(section: Pick<HomeSection, 'key' | 'type'>): string {
  return `home-${section.key}-${section.type}`;
}

export function homeSectionTitleKey(section: Pick<HomeSection, 'key' | 'type'>): SiteMessageKey {
  return TITLE_BY_KEY[section.key] ?? TITLE_BY_TYPE[section.type];
}

/** Where home places an ad of its own, above the sections: the billboard. */
export const HOME_TOP_PLACEMENTS: readonly AdPlacementType[] = ['billboard'];

/**
 * Home's interstitial comes between its sections, after this many: below the first screen on a
 * phone and a laptop alike, so nothing in view moves when it arrives.
 */
export const INTERSTITIAL_AFTER_SECTIONS = 3;

/**
 * The ad placements the "Featured" section (the answer's dynamic home ads) shows, in the order of
 * its ads: each placement once, only those the ads runtime serves (none when ads are off), and none
 * that home already shows above the sections, so the same house ad never appears twice on the page.
 * The runtime fills each slot with a network ad, or the house ad.
 */
export function featuredPlacements(
  section: Extract<HomeSection, { type: 'dynamicHomeAd' }>,
  serves: (placement: AdPlacementType) => boolean,
  shownElsewhere: readonly AdPlacementType[] = HOME_TOP_PLACEMENTS,
): AdPlacementType[] {
  const placements: AdPlacementType[] = [];
  for (const { placement } of section.items) {
    if (serves(placement) && !shownElsewhere.includes(placement) && !placements.includes(placement)) placements.push(placement);
  }
  return placements;
}

type ItemsByType = {
  [T in HomeSection['type']]: Extract<HomeSection, { type: T }>['items'];
};

/** Every distinct item of the sections of one content type, in order of first appearance. */
export function itemsOfType<K extends HomeSection['type']>(sections: readonly HomeSection[], type: K): ItemsByType[K] {
  const seen = new Set<string>();
  const items: { id: string }[] = [];
  for (const section of sections) {
    if (section.type !== type) continue;
    for (const item of section.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items as ItemsByType[K];
}
