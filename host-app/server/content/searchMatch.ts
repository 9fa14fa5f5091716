/** At most this many words of a query take part: enough for any title, and a bound on the work. */
const MAX_QUERY_WORDS = 8;

/**
 * The parts of a viewer's query the search SQL takes as parameters: the text itself, read by
 * `websearch_to_tsquery` (which never fails on any input), and the words as prefixes (`desert:*
 * & dun:*`) for matching what is still being typed. Words are letters and digits only, so the
 * prefix query holds no operator a viewer typed; null when the query has no word at all.
 */
export function searchMatch(text: string): { text: string; prefixes: string } | null {
  // Diacritics and the tatweel (a stretching stroke) sit between letters: dropped first, as
  // product.search_text drops them, so they neither split a word nor make one of nothing.
  const words = text.normalize('NFC').replace(/[\p{M}\u0640]/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return words.length > 0 ? { text, prefixes: words.map((word) => `${word}:*`).join(' & ') } : null;
}

/**
 * A search's query terms as the SQL of a `WITH` clause named `search` (parameters `$1` text, `$2`
 * prefixes): stemmed whole words in English and Arabic, and the typed prefixes. Both documents of
 * a row (migration 020) are compared with them and ranked, titles first.
 */
export const SEARCH_TERMS = `search AS (
  SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('arabic', product.search_text($1)) AS words,
    to_tsquery('simple', product.search_text($2)) AS prefixes
)`;

/** Whether a row (alias `row`) matches the search. */
export const searchMatches = (row: string) => `(${row}.search_document @@ search.words OR ${row}.search_prefixes @@ search.prefixes)`;

/** A row's relevance: whole-word matches count twice as much as prefixes. */
export const searchRank = (row: string) => `(ts_rank(${row}.search_document, search.words) + 0.5 * ts_rank(${row}.search_prefixes, search.prefixes))`;
