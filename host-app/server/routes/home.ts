import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@payment-client/server-kit/db';
import type { HomeData, HomeSection, Operator } from '../../shared/apiTypes';
import { HOME_COUNTRY_FOR_ISO, type ProductLocale } from '../../shared/productConstants';
import { optionalSubscriber } from '../auth/sessions';
import { activeHouseAds } from '../content/adQueries';
import { listCategories, listChannels } from '../content/channelQueries';
import { liveEvents, nextEventChange, upcomingEvents } from '../content/eventQueries';
import { publicImage } from '../content/mediaUrls';
import { featuredVideos, listVideos } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { parseInput } from '../http/parseInput';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { homeParamsSchema } from './home.schema';

/** Section titles, in the page's language. */
const SECTION_TITLES = {
  whats_hot: { en: "What's hot", ar: 'الأكثر رواجًا' },
  liveNow: { en: 'Live now', ar: 'مباشر الآن' },
  upcomingEvents: { en: 'Upcoming events', ar: 'الفعاليات القادمة' },
  channels: { en: 'Channels', ar: 'القنوات' },
  categories: { en: 'Categories', ar: 'الفئات' },
  featured_replay: { en: 'Latest videos', ar: 'أحدث الفيديوهات' },
  dynamic_home_ads: { en: 'Featured', ar: 'مميز' },
} as const;

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
 * Public, the same for every visitor; a signed-in viewer's is their own (channels they follow, no
 * ads for VIP). Its live and upcoming rows hold until the next event starts or ends.
 */
export function registerHomeRoute(app: FastifyInstance, context: ProductContext): void {
  app.get('/home/:locale/:country', app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const params = parseInput(homeParamsSchema, request.params, 'params');
    const locale = params.locale;
    const country = HOME_COUNTRY_FOR_ISO[params.country] ?? params.country;
    const subscriber = await optionalSubscriber(request, context, now);
    const title = (key: keyof typeof SECTION_TITLES) => SECTION_TITLES[key][locale];

    const sections: HomeSection[] = [
      { key: 'whats_hot', type: 'sliders', title: title('whats_hot'), items: await featuredVideos(context.db, locale, 6) },
      { key: 'liveNow', type: 'events', title: title('liveNow'), items: await liveEvents(context.db, now, locale) },
      { key: 'upcomingEvents', type: 'events', title: title('upcomingEvents'), items: await upcomingEvents(context.db, now, locale) },
      { key: 'channels', type: 'channels', title: title('channels'), items: await listChannels(context.db, subscriber?.subscriberId ?? null, locale) },
      { key: 'categories', type: 'categories', title: title('categories'), items: await listCategories(context.db, locale) },
      { key: 'featured_replay', type: 'videos', title: title('featured_replay'), items: (await listVideos(context.db, {}, 0, 10, locale)).items },
    ];
    // VIP subscribers see no ads, house ads included (section 1).
    const isVip = subscriber !== null && (await hasVipAccess(context.db, subscriber.subscriberId, now));
    const houseAds = isVip ? [] : await activeHouseAds(context.db, locale);
    if (houseAds.length > 0) sections.push({ key: 'dynamic_home_ads', type: 'dynamicHomeAd', title: title('dynamic_home_ads'), items: houseAds });

    const data: HomeData = { locale, country, operators: await operatorsOf(context.db, country), termsText: await termsOf(context.db, country, locale), sections };
    return { data, changesAt: await nextEventChange(context.db, now) };
  }));
}
