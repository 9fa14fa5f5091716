import { VIDEO_SEARCH_FIRST_PAGE, VIDEO_SEARCH_PAGE_SIZE } from '../../../contract/content/contentConstants';

export interface SearchQuery {
  text: string;
  /** Zero-based, as the API counts (PR-CONTENT-1). */
  page: number;
}

/** Reads `?q=…&page=…`; a missing or bad page is the first page. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const text = (params.get('q') ?? '').trim();
  const page = Number(params.get('page'));
  return { text, page: Number.isInteger(page) && page > VIDEO_SEARCH_FIRST_PAGE ? page : VIDEO_SEARCH_FIRST_PAGE };
}

export function searchParamsOf(query: SearchQuery): Record<string, string> {
  return query.page > VIDEO_SEARCH_FIRST_PAGE ? { q: query.text, page: String(query.page) } : { q: query.text };
}

/** How many pages a total makes at 5 results a page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / VIDEO_SEARCH_PAGE_SIZE));
}
