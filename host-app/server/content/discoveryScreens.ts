import type { Queryable } from '@payment-client/server-kit/db';
import type { DiscoveryScreenId, DiscoverySection } from '../../contract/content/discoveryTypes';
import type { VideoSummary } from '../../contract/content/contentTypes';
import { VideoFormat } from '../../contract/content/contentConstants';
import { type ProductLocale } from '../../contract/site/locales';
import { listCategories, listChannels, starChannels } from './channelQueries';
import { campaignCollections } from './collectionQueries';
import { liveEvents, pastEvents } from './eventQueries';
import type { Localized } from './localized';
import { PEOPLE_WE_LOVE_VIDEO_IDS, TELEPORT_CATEGORY_IDS } from './seedDiscovery';
import { listVideos, SELECT_VIDEOS, videosByIds, videoSummaryOf, type VideoRow } from './videoQueries';

/** Row titles of the discovery screens, in the page's language (the category rows take their category's name). */
export const DISCOVERY_SECTION_TITLES = {
  collections: { en: 'Collections', ar: 'المجموعات' },
  channels: { en: 'Channels', ar: 'القنوات' },
  featured: { en: 'Featured', ar: 'مختارات' },
  spherical: { en: 'In 360°', ar: 'بزاوية 360°' },
  premium: { en: 'Premium', ar: 'بريميوم' },
  replays: { en: 'Event replays', ar: 'إعادة الفعاليات' },
  latest: { en: 'Latest videos', ar: 'أحدث الفيديوهات' },
  people: { en: 'Their stories', ar: 'قصصهم' },
  stars: { en: 'Stars', ar: 'النجوم' },
  onAir: { en: 'On air now', ar: 'على الهواء الآن' },
  places: { en: 'Places in 360°', ar: 'أماكن بزاوية 360°' },
} as const satisfies Record<string, Localized>;

/** How many videos a row of a category shows on Explore; the category page has them all. */
const EXPLORE_ROW_LIMIT = 10;
/** How many of the latest videos Featured replay lists. */
const LATEST_LIMIT = 20;
const STARS_LIMIT = 6;

type SectionTitle = keyof typeof DISCOVERY_SECTION_TITLES;

async function videosWhere(db: Queryable, condition: string, params: unknown[], locale: ProductLocale): Promise<VideoSummary[]> {
  const { rows } = await db.query<VideoRow>(`${SELECT_VIDEOS} WHERE ${condition} ORDER BY v.featured DESC, v.published_at DESC, v.id`, params);
  return rows.map((row) => videoSummaryOf(row, locale));
}

/** What a discovery screen's builder reads: the database, the clock and the language. */
interface ScreenInput {
  db: Queryable;
  now: Date;
  locale: ProductLocale;
}

/**
 * Each discovery screen's rows. The spec names the screens but not their content, so each holds
 * what its name promises a viewer: Explore every category, the campaigns and the channels;
 * Showcase the editors' picks, the 360° videos and Premium; Featured replay the ended events'
 * replays and the latest videos; People we love its videos and the star channels; Teleport now
 * what is on air and the places to be in 360°. Rows with nothing in them are left out.
 */
const SCREEN_BUILDERS: Record<DiscoveryScreenId, (input: ScreenInput, title: (key: SectionTitle) => string) => Promise<DiscoverySection[]>> = {
  async explore({ db, locale }, title) {
    const sections: DiscoverySection[] = [];
    for (const category of await listCategories(db, locale)) {
      const { items } = await listVideos(db, { categoryId: category.id }, 0, EXPLORE_ROW_LIMIT, locale);
      sections.push({ key: `category-${category.id}`, type: 'videos', title: category.title, items, categoryId: category.id });
    }
    sections.push(
      { key: 'collections', type: 'collections', title: title('collections'), items: await campaignCollections(db, locale) },
      { key: 'channels', type: 'channels', title: title('channels'), items: await listChannels(db, null, locale) },
    );
    return sections;
  },
  async showcase({ db, locale }, title) {
    return [
      { key: 'featured', type: 'videos', title: title('featured'), items: await videosWhere(db, 'v.featured', [], locale) },
      { key: 'spherical', type: 'videos', title: title('spherical'), items: await videosWhere(db, 'v.format = $1', [VideoFormat.Spherical], locale) },
      { key: 'premium', type: 'videos', title: title('premium'), items: await videosWhere(db, 'v.is_premium', [], locale) },
    ];
  },
  async 'featured-replay'({ db, now, locale }, title) {
    return [
      { key: 'replays', type: 'events', title: title('replays'), items: await pastEvents(db, now, locale) },
      { key: 'latest', type: 'videos', title: title('latest'), items: (await listVideos(db, {}, 0, LATEST_LIMIT, locale)).items },
    ];
  },
  async 'people-we-love'({ db, locale }, title) {
    return [
      { key: 'people', type: 'videos', title: title('people'), items: await videosByIds(db, PEOPLE_WE_LOVE_VIDEO_IDS, locale) },
      { key: 'stars', type: 'channels', title: title('stars'), items: await starChannels(db, null, locale, STARS_LIMIT) },
    ];
  },
  async 'teleport-now'({ db, now, locale }, title) {
    return [
      { key: 'onAir', type: 'events', title: title('onAir'), items: await liveEvents(db, now, locale) },
      {
        key: 'places',
        type: 'videos',
        title: title('places'),
        items: await videosWhere(db, 'v.format = $1 AND v.category_id = ANY($2::text[])', [VideoFormat.Spherical, [...TELEPORT_CATEGORY_IDS]], locale),
      },
    ];
  },
};

/** A discovery screen's rows in `locale`, the same for every viewer (follow flags are the channel page's). */
export async function discoveryScreen(input: ScreenInput, screen: DiscoveryScreenId): Promise<DiscoverySection[]> {
  const sections = await SCREEN_BUILDERS[screen](input, (key) => DISCOVERY_SECTION_TITLES[key][input.locale]);
  return sections.filter((section) => section.items.length > 0);
}

/** Screens that list events change when one starts or ends; the others only with the catalogue. */
export const SCREENS_WITH_EVENTS: ReadonlySet<DiscoveryScreenId> = new Set(['featured-replay', 'teleport-now']);
