// The public pages the Lighthouse benchmark measures, in English and Arabic, with ids read from the
// running site's seeded catalogue, so every page shows real content rather than a not-found page.

const LOCALES = ['en', 'ar'];
/** The market the pages are read for; any seeded market would do. */
const COUNTRY = 'AE';
/** The page the product spec's examples open; the first featured video stands in if it is gone. */
const PREFERRED_VIDEO = 'match-highlights';

/**
 * Every page as `{ name, locale, path }` (path without the origin; Arabic under `/ar`), in a fixed
 * order. Throws, naming the call, when the catalogue lacks something a page needs.
 */
export async function publicPages(origin) {
  const pages = [];
  for (const locale of LOCALES) {
    const catalogue = await readCatalogue(origin, locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const paths = {
      home: '/',
      category: `/category/${encodeURIComponent(catalogue.category)}`,
      channels: '/channels',
      channel: `/channels/${encodeURIComponent(catalogue.channel)}`,
      video: `/video/${encodeURIComponent(catalogue.video)}`,
      live: `/live/${encodeURIComponent(catalogue.liveEvent)}`,
      upcoming: `/upcoming/${encodeURIComponent(catalogue.upcomingEvent)}`,
      search: `/search?q=${encodeURIComponent(catalogue.searchText)}`,
      // The active brand's subscription landing (host-app/contract/site/brandVariants.ts).
      premium: '/premium',
      signin: '/signin',
      signup: '/signup',
    };
    for (const [name, path] of Object.entries(paths)) pages.push({ name, locale, path: path === '/' && prefix ? prefix : `${prefix}${path}` });
  }
  return pages;
}

/** Keeps the pages one of `terms` names: a page name (`video`), a locale (`ar`) or an exact path (`/ar/search?q=…`). */
export function selectPages(pages, terms) {
  if (terms.length === 0) return pages;
  return pages.filter((page) => terms.some((term) => term === page.name || term === page.locale || term === page.path));
}

async function readCatalogue(origin, locale) {
  const home = await readData(origin, `/home/${locale}/${COUNTRY}`);
  const section = (key) => home.sections.find((candidate) => candidate.key === key)?.items ?? [];
  const featured = section('whats_hot');
  const video = featured.find((item) => item.id === PREFERRED_VIDEO) ?? featured[0];
  const live = await readData(origin, '/events/live');
  const upcoming = await readData(origin, '/events/upcoming');
  const catalogue = {
    category: section('categories')[0]?.id,
    channel: section('channels')[0]?.id,
    video: video?.id,
    liveEvent: live.find((event) => event.isLive)?.id,
    upcomingEvent: upcoming.find((event) => !event.isLive)?.id,
    // A word of a title in the page's language: the search then lists results, as a viewer's would.
    searchText: video?.title.split(/\s+/)[0],
  };
  const missing = Object.entries(catalogue).filter(([, value]) => !value).map(([key]) => key);
  if (missing.length > 0) throw new Error(`the seeded catalogue (${locale}) has no ${missing.join(', ')} for the benchmark's pages`);
  const found = await readData(origin, `/media/videos?search=${encodeURIComponent(catalogue.searchText)}&page=0&count=5`);
  if (found.total === 0) throw new Error(`searching for '${catalogue.searchText}' finds no video`);
  return catalogue;
}

async function readData(origin, path) {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()).data;
}
