import type { HomeSection } from '../../../shared/apiTypes';
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
};

const TITLE_BY_TYPE: Record<HomeSection['type'], SiteMessageKey | null> = {
  sliders: 'home.sliders',
  videos: 'home.videos',
  categories: 'home.categories',
  channels: 'home.channels',
  events: 'home.upcomingEvents',
  dynamicHomeAd: null,
};

export function homeSectionTitleKey(section: Pick<HomeSection, 'key' | 'type'>): SiteMessageKey | null {
  return TITLE_BY_KEY[section.key] ?? TITLE_BY_TYPE[section.type];
}

/** House-ad sections are the ads part's business: the page shows an ad slot instead. */
export function contentSections(sections: readonly HomeSection[]): HomeSection[] {
  return sections.filter((section) => section.type !== 'dynamicHomeAd');
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
