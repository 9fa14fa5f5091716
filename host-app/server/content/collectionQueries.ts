import type { Queryable } from '@payment-client/server-kit/db';
import type { Collection, CollectionSummary } from '../../contract/content/discoveryTypes';
import type { ProductLocale } from '../../contract/site/locales';
import { publicImage } from './mediaUrls';
import { SELECT_VIDEOS, videoSummaryOf, type VideoRow } from './videoQueries';

interface CollectionRow {
  slug: string;
  screen_name: string;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  hero_image: string;
  parent_slug: string | null;
}

const SELECT_COLLECTIONS = `SELECT slug, screen_name, title_en, title_ar, description_en, description_ar, hero_image, parent_slug FROM product.collections`;

function summaryOf(row: CollectionRow, locale: ProductLocale): CollectionSummary {
  const hero = publicImage(row.hero_image);
  const ar = locale === 'ar';
  return { slug: row.slug, title: ar ? row.title_ar : row.title_en, description: ar ? row.description_ar : row.description_en, hero: hero.url, heroImage: hero.image };
}

/** The campaigns with a page of their own, not their details pages, in the editors' order. */
export async function campaignCollections(db: Queryable, locale: ProductLocale): Promise<CollectionSummary[]> {
  const { rows } = await db.query<CollectionRow>(`${SELECT_COLLECTIONS} WHERE parent_slug IS NULL ORDER BY sort_order, slug`);
  return rows.map((row) => summaryOf(row, locale));
}

/** A collection with its videos in order, the campaign it details and its own details pages; undefined when no collection has that slug. */
export async function findCollection(db: Queryable, slug: string, locale: ProductLocale): Promise<Collection | undefined> {
  const { rows } = await db.query<CollectionRow>(`${SELECT_COLLECTIONS} WHERE slug = $1`, [slug]);
  const row = rows[0];
  if (!row) return undefined;
  const videos = await db.query<VideoRow>(
    `${SELECT_VIDEOS} JOIN product.collection_videos cv ON cv.video_id = v.id WHERE cv.collection_slug = $1 ORDER BY cv.sort_order, v.id`,
    [slug],
  );
  const parent = row.parent_slug ? (await db.query<CollectionRow>(`${SELECT_COLLECTIONS} WHERE slug = $1`, [row.parent_slug])).rows[0] : undefined;
  const children = await db.query<CollectionRow>(`${SELECT_COLLECTIONS} WHERE parent_slug = $1 ORDER BY sort_order, slug`, [slug]);
  return {
    ...summaryOf(row, locale),
    screen: row.screen_name,
    videos: videos.rows.map((video) => videoSummaryOf(video, locale)),
    parent: parent ? { slug: parent.slug, title: locale === 'ar' ? parent.title_ar : parent.title_en } : null,
    children: children.rows.map((child) => summaryOf(child, locale)),
  };
}
