import type { Queryable } from '@payment-client/server-kit/db';
import type { ProductLocale } from '../../contract/site/locales';
import type { CatalogueSearch, SearchSuggestion, SearchSuggestionKind } from '../../contract/content/searchTypes';
import { channelSummaryOf, listCategories, type ChannelRow } from './channelQueries';
import { eventOf, SELECT_EVENTS, type EventRow } from './eventQueries';
import { SEARCH_TERMS, searchMatch, searchMatches, searchRank } from './searchMatch';
import { SELECT_VIDEOS, videoSummaryOf, type VideoRow } from './videoQueries';

/** At most this many of each kind in a catalogue search; the video list pages through the rest. */
export const SEARCH_KIND_LIMIT = 6;
/** At most this many suggestions while typing. */
export const SUGGESTION_LIMIT = 8;

/**
 * Videos, channels and events matching a query, best first, each as the catalogue shows it to a
 * visitor (no one's follow flags: the answer is public and cached). Events are those live or to come.
 */
export async function searchCatalogue(db: Queryable, text: string, locale: ProductLocale, now: Date): Promise<CatalogueSearch> {
  const match = searchMatch(text);
  const empty = async (): Promise<CatalogueSearch> => ({ videos: [], channels: [], events: [], categories: await listCategories(db, locale) });
  if (!match) return empty();
  const params = [match.text, match.prefixes, SEARCH_KIND_LIMIT];
  const [videos, channels, events] = await Promise.all([
    db.query<VideoRow>(`WITH ${SEARCH_TERMS} ${SELECT_VIDEOS} CROSS JOIN search WHERE ${searchMatches('v')} ORDER BY ${searchRank('v')} DESC, v.published_at DESC, v.id LIMIT $3`, params),
    db.query<ChannelRow>(
      `WITH ${SEARCH_TERMS} SELECT ch.id, ch.title_en, ch.title_ar, ch.thumbnail,
        (SELECT count(*)::int FROM product.channel_follows f WHERE f.channel_id = ch.id) AS followers, false AS is_following
        FROM product.channels ch CROSS JOIN search WHERE ${searchMatches('ch')} ORDER BY ${searchRank('ch')} DESC, ch.sort_order LIMIT $3`,
      params,
    ),
    // An event that has ended is found through its recording, among the videos.
    db.query<EventRow>(
      `WITH ${SEARCH_TERMS} ${SELECT_EVENTS} CROSS JOIN search WHERE ${searchMatches('e')} AND e.ends_at > $4 ORDER BY ${searchRank('e')} DESC, e.starts_at, e.id LIMIT $3`,
      [...params, now.toISOString()],
    ),
  ]);
  const found: CatalogueSearch = {
    videos: videos.rows.map((row) => videoSummaryOf(row, locale)),
    channels: channels.rows.map((row) => channelSummaryOf(row, locale)),
    events: events.rows.map((row) => eventOf(row, locale, new Date(row.starts_at) <= now && now < new Date(row.ends_at))),
    categories: [],
  };
  return found.videos.length + found.channels.length + found.events.length > 0 ? found : empty();
}

/**
 * Titles, in the viewer's language, whose words start with what is being typed: the indexed
 * documents narrow the rows, the title alone decides, so a suggestion always shows the words typed.
 */
export async function searchSuggestions(db: Queryable, text: string, locale: ProductLocale): Promise<SearchSuggestion[]> {
  const match = searchMatch(text);
  if (!match) return [];
  const title = locale === 'ar' ? 'title_ar' : 'title_en';
  const titleMatches = (row: string) => `to_tsvector('simple', product.search_text(${row}.${title})) @@ search.prefixes`;
  const { rows } = await db.query<{ kind: SearchSuggestionKind; id: string; title: string }>(
    `WITH ${SEARCH_TERMS}
     SELECT kind, id, title FROM (
       SELECT 'video' AS kind, v.id, v.${title} AS title, 1 AS kind_order, ts_rank(v.search_prefixes, search.prefixes) AS rank
         FROM product.videos v CROSS JOIN search WHERE v.search_prefixes @@ search.prefixes AND ${titleMatches('v')}
       UNION ALL
       SELECT 'channel', ch.id, ch.${title}, 0, ts_rank(ch.search_prefixes, search.prefixes)
         FROM product.channels ch CROSS JOIN search WHERE ch.search_prefixes @@ search.prefixes AND ${titleMatches('ch')}
       UNION ALL
       SELECT 'event', e.id, e.${title}, 2, ts_rank(e.search_prefixes, search.prefixes)
         FROM product.events e CROSS JOIN search WHERE e.search_prefixes @@ search.prefixes AND ${titleMatches('e')}
     ) found
     ORDER BY rank DESC, kind_order, title, id LIMIT $3`,
    [match.text, match.prefixes, SUGGESTION_LIMIT],
  );
  return rows.map(({ kind, id, title: text }) => ({ kind, id, title: text }));
}
