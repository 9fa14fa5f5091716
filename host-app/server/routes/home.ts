import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@payment-client/server-kit/db';
import type { HomeData, HomeSection, Operator } from '../../contract/content/contentTypes';
import { HOME_COUNTRY_FOR_ISO } from '../../contract/site/markets';
import { type AdPlacementType } from '../../contract/ads/adConfiguration';
import { type ProductLocale } from '../../contract/site/locales';
import { optionalSubscriber } from '../auth/sessions';
import { activeHouseAds } from '../content/adQueries';
import { listCategories, listChannels, starChannels } from '../content/channelQueries';
import { liveEvents, nextEventChange, pastEvents, upcomingEvents } from '../content/eventQueries';
import { publicImage } from '../content/mediaUrls';
import { HOME_CATEGORY_ID, PEOPLE_WE_LOVE_VIDEO_IDS } from '../content/seedDiscovery';
import { orderHomeByInterests } from '../content/interestOrder';
import { interestRanks } from '../content/interestQueries';
import { featuredVideos, followedChannelVideos, listVideos, videosByIds } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { parseInput } from '../http/parseInput';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { homeParamsSchema } from './home.schema';

/** Section titles, in the page's language. */
export const SECTION_TITLES = {
  whats_hot: { en: "What's hot", ar: 'الأكثر رواجًا' },
  liveNow: { en: 'Live now', ar: 'مباشر الآن' },
  upcomingEvents: { en: 'Upcoming events', ar: 'الفعاليات القادمة' },
  channels: { en: 'Channels', ar: 'القنوات' },
  categories: { en: 'Categories', ar: 'التصنيفات' },
  featured_replay: { en: 'Latest videos', ar: 'أحدث الفيديوهات' },
  dynamic_home_ads: { en: 'Featured', ar: 'مختارات' },
  web_dynamic_ads: { en: 'Offers', ar: 'العروض' },
  channel_list: { en: 'All channels', ar: 'كل القنوات' },
  stars: { en: 'Stars', ar: 'النجوم' },
  live: { en: 'Live', ar: 'مباشر' },
  people_we_love: { en: 'People we love', ar: 'ناس نحبهم' },
  past_live: { en: 'Past live', ar: 'بث سابق' },
  following: { en: 'From channels you follow', ar: 'من القنوات التي تتابعها' },
} as const;

/** How many channels the stars row shows. */
const STARS_LIMIT = 6;
/** How many videos the category row shows. */
const CATEGORY_ROW_LIMIT = 10;
/** How many videos the row of followed channels shows. */
const FOLLOWING_ROW_LIMIT = 10;
/** The house ads home's Featured sections carry: its banners. */
const SECTION_AD_PLACEMENTS: ReadonlySet<AdPlacementType> = new Set(['billboard', 'mpu']);

async function operatorsOf(db: Queryable, country: string): Promise<Operator[]> {
  const { rows } = await db.query<{ id: string; name: string; country: string; logo: string; is_live: boolean }>(
    'SELECT id, name, country, logo, is_live FROM product.operators WHERE country = $1 ORDER BY sort_order',
    [country],
  );
  return rows.map((row) => {
    const logo = publicImage(row.logo);
    return { id: row.id, name: row.name, country: row.country, logo: logo.url, logoImage: logo.image, isLive: row.is_live };
  });
}

async function termsOf(db: Queryable, country: string, locale: ProductLocale): Promise<string> {
  const { rows } = await db.query<{ terms_text: string }>(
    "SELECT terms_text FROM product.home_terms WHERE locale = $2 AND country IN ($1, '*') ORDER BY (country = '*')",
    [country, locale],
  );
  return rows[0]?.terms_text ?? '';
}

/**
 * Public, the same for every visitor; a signed-in viewer's is their own (channels they follow and
 * their new videos, rows in the order of their interests, no ads for VIP). Its live and upcoming rows hold until the next event starts or ends.
 */
export function registerHomeRoute(app: FastifyInstance, context: ProductContext): void {
  app.get('/home/:locale/:country', app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const params = parseInput(homeParamsSchema, request.params, 'params');
    const locale = params.locale;
    const country = HOME_COUNTRY_FOR_ISO[params.country] ?? params.country;
    const subscriber = await optionalSubscriber(request, context, now);
    const title = (key: keyof typeof SECTION_TITLES) => SECTION_TITLES[key][locale];

    const subscriberId = subscriber?.subscriberId ?? null;
    const live = await liveEvents(context.db, now, locale);
    const upcoming = await upcomingEvents(context.db, now, locale);
    const categories = await listCategories(context.db, locale);
    const channels = await listChannels(context.db, subscriberId, locale);
    const interests = await interestRanks(context.db, subscriberId);
    // The category row shows the viewer's first interest category, or the editors' choice.
    const homeCategory =
      categories.find((category) => interests.get(category.id) === 0) ?? categories.find((category) => category.id === HOME_CATEGORY_ID);
    // VIP subscribers see no ads, house ads included (PR-ADS-1).
    const isVip = subscriber !== null && (await hasVipAccess(context.db, subscriber.subscriberId, now));
    // The Featured sections hold the banners; the native, interstitial and sticky ads have places of their own on the page.
    const houseAds = isVip ? [] : (await activeHouseAds(context.db, locale)).filter((ad) => SECTION_AD_PLACEMENTS.has(ad.placement));

    const sections: HomeSection[] = [];
    sections.push({ key: 'whats_hot', type: 'sliders', title: title('whats_hot'), items: await featuredVideos(context.db, locale, 6) });
    const following = subscriberId === null ? [] : await followedChannelVideos(context.db, subscriberId, locale, FOLLOWING_ROW_LIMIT);
    if (following.length > 0) sections.push({ key: 'following', type: 'videos', title: title('following'), items: following });
    if (houseAds.length > 0) sections.push({ key: 'web_dynamic_ads', type: 'dynamicHomeAd', title: title('web_dynamic_ads'), items: houseAds });
    sections.push(
      { key: 'liveNow', type: 'events', title: title('liveNow'), items: live },
      { key: 'upcomingEvents', type: 'events', title: title('upcomingEvents'), items: upcoming },
      // What is on air and what comes next, in one row that leads to the events page.
      { key: 'live', type: 'events', title: title('live'), items: [...live, ...upcoming] },
      { key: 'channels', type: 'channels', title: title('channels'), items: channels },
      { key: 'stars', type: 'channels', title: title('stars'), items: await starChannels(context.db, subscriberId, locale, STARS_LIMIT) },
      { key: 'categories', type: 'categories', title: title('categories'), items: categories },
    );
    if (homeCategory) {
      const { items } = await listVideos(context.db, { categoryId: homeCategory.id }, 0, CATEGORY_ROW_LIMIT, locale);
      sections.push({ key: 'category', type: 'videos', title: homeCategory.title, items });
    }
    sections.push(
      { key: 'people_we_love', type: 'videos', title: title('people_we_love'), items: await videosByIds(context.db, PEOPLE_WE_LOVE_VIDEO_IDS, locale) },
      { key: 'featured_replay', type: 'videos', title: title('featured_replay'), items: (await listVideos(context.db, {}, 0, 10, locale)).items },
      { key: 'past_live', type: 'events', title: title('past_live'), items: await pastEvents(context.db, now, locale) },
      { key: 'channel_list', type: 'channels', title: title('channel_list'), items: channels },
    );
    if (houseAds.length > 0) sections.push({ key: 'dynamic_home_ads', type: 'dynamicHomeAd', title: title('dynamic_home_ads'), items: houseAds });

    const data: HomeData = {
      locale,
      country,
      operators: await operatorsOf(context.db, country),
      termsText: await termsOf(context.db, country, locale),
      sections: orderHomeByInterests(sections, interests),
    };
    return { data, changesAt: await nextEventChange(context.db, now) };
  }));
}
