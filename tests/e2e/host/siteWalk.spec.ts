import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DiscoveryScreen, HomeData } from '../../../host-app/shared/apiTypes';
import { API_PATHS } from '../../../host-app/shared/apiPaths';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../../host-app/shared/brandVariants';
import { localizedPath } from '../../../host-app/client/routing/localePath';
import { siteRoutes, type SiteRoute } from '../../../host-app/client/routing/routeTable';
import { HOST, newAccount, signUpThroughApi } from './hostSite';

/**
 * Every route of the site's route table, at phone, tablet and laptop widths, in both languages: no
 * page may be wider than the viewport, show a catalog key in place of its text, or link to a page
 * that does not answer. One browser context per language; pages change by client-side
 * navigation, as a visitor clicking through the site sees them, and each is laid out at every width.
 * At every width the help button covers no button; on a phone the signed-in header takes two rows at most.
 */
const WIDTHS = [360, 390, 768, 1280] as const;
const LOCALES = ['en', 'ar'] as const;
/** PR-PAGE-7: under this width the site lays out for a phone. */
const MOBILE_BREAKPOINT = 768;

const ROUTES = siteRoutes(BRAND_VARIANTS[ACTIVE_BRAND_VARIANT]);

/** A real id for each route parameter, read from the running API, so each page shows real content. */
async function sampleParams(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get(`${HOST}${API_PATHS.home('en', 'AE')}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const home = ((await answer.json()) as { data: HomeData }).data;
  const items = (type: string, key?: string) => home.sections.filter((section) => section.type === type && (!key || section.key === key)).flatMap((section) => section.items as { id: string; isPremium?: boolean }[]);
  const videos = [...items('videos'), ...items('sliders')];
  const explore = await request.get(`${HOST}${API_PATHS.discoveryScreen('explore')}`);
  expect(explore.ok(), await explore.text()).toBe(true);
  const collections = ((await explore.json()) as { data: DiscoveryScreen }).data.sections.find((section) => section.type === 'collections');
  const params = {
    // A campaign with a details page: the collection page's longest state.
    slug: collections?.type === 'collections' ? collections.items[0]?.slug : undefined,
    categoryId: items('categories')[0]?.id,
    channelId: items('channels')[0]?.id,
    // A premium video: visitors and non-VIP viewers see its gated message, the page's longest state.
    videoId: (videos.find((video) => video.isPremium) ?? videos[0])?.id,
    eventId: items('events', 'liveNow')[0]?.id,
    upcomingEventId: items('events', 'upcomingEvents')[0]?.id,
  };
  for (const [name, value] of Object.entries(params)) expect(value, `the home answer has no sample for ${name}`).toBeTruthy();
  return params as Record<string, string>;
}

/** The address of a route in a locale, its parameters filled; a route with a parameter the walk does not know fails loudly. */
function addressOf(route: SiteRoute, locale: (typeof LOCALES)[number], params: Record<string, string>): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = route.path.startsWith('/upcoming/') && name === 'eventId' ? params.upcomingEventId : params[name];
    if (!value) throw new Error(`The layout walk has no sample value for ":${name}" of route ${route.path}: add one to sampleParams`);
    return encodeURIComponent(value);
  });
  return localizedPath(locale, path);
}

/** Opens a path inside the running site, as a link would (wouter follows history.pushState), and waits until the new page has drawn. */
async function navigateInSite(page: Page, address: string): Promise<boolean> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    // The old page's frame is marked, so the wait below sees only the new one.
    for (const main of document.querySelectorAll('main')) main.dataset.leftBehind = '';
    window.history.pushState(null, '', to);
    window.scrollTo(0, 0);
  }, address);
  return pageSettled(page);
}

/** Waits for the page's heading, or its "could not be loaded" message; says whether it loaded. */
async function pageSettled(page: Page): Promise<boolean> {
  const current = 'main:not([data-left-behind])';
  await page.locator(`${current} :is(h1, [data-page-status="failed"])`).first().waitFor();
  await expect(page.locator(`${current} :is([data-page-status="loading"], [aria-busy="true"])`)).toHaveCount(0);
  // Images that load at once are in; lazy ones take the box their styles give them.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  return (await page.locator(`${current} [data-page-status="failed"]`).count()) === 0;
}

interface Overflow {
  documentWidth: number;
  widest: string;
}

/** How far the document is wider than the viewport, and the element reaching furthest out (the innermost one when several reach equally far). */
function measureOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth <= viewport) return null;
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    // Content that scrolls or is clipped inside its own box (a slider) does not widen the page.
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest: { element: Element; beyond: number } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(element).position === 'fixed') continue;
      const beyond = rtl ? -rect.left : rect.right - viewport;
      if (beyond < 1 || contained(element)) continue;
      if (!widest || beyond > widest.beyond + 0.5 || (beyond >= widest.beyond - 0.5 && widest.element.contains(element))) widest = { element, beyond };
    }
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const width = Math.round(element.getBoundingClientRect().width);
      return `<${element.tagName.toLowerCase()}${classes}> ${width} px wide${text ? ` "${text}"` : ''}`;
    };
    return { documentWidth, widest: widest ? describe(widest.element) : 'no single element (margins or transforms)' };
  });
}

/** Rows of the header's links and buttons: items whose boxes share a line are one row. */
function headerRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.site-Header :is(a, button, select)')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .sort((a, b) => a.top - b.top);
    let rows = 0;
    let rowBottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= rowBottom - 1) {
        rows += 1;
        rowBottom = box.bottom;
      } else rowBottom = Math.max(rowBottom, box.bottom);
    }
    return rows;
  });
}

/** Buttons and button-styled links of the page that the help launcher lies over, at the page's top and at its end. */
function actionsUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('.help-Launcher');
    if (!launcher) return [];
    const covered = new Set<string>();
    const check = () => {
      const help = launcher.getBoundingClientRect();
      for (const action of document.querySelectorAll('main :is(button, .site-Button, [type="submit"])')) {
        if (action.closest('.help-Chat')) continue;
        const rect = action.getBoundingClientRect();
        if (rect.width === 0) continue;
        const overlaps = rect.left < help.right && rect.right > help.left && rect.top < help.bottom && rect.bottom > help.top;
        if (overlaps) covered.add((action.textContent ?? '').trim() || action.outerHTML.slice(0, 60));
      }
    };
    check();
    window.scrollTo(0, document.documentElement.scrollHeight);
    check();
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/** A catalog key left where its text should be (`premium.plan.monthly`): what i18next shows for a missing key. */
const CATALOG_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9_]+)+$/;

/** The page's text and labels that read as a catalog key, and the site's own addresses it links to. */
function keysAndLinks(page: Page): Promise<{ keys: string[]; links: string[] }> {
  return page.evaluate((pattern) => {
    const key = new RegExp(pattern);
    const keys = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (key.test(text)) keys.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && key.test(value)) keys.add(`${name}="${value}"`);
      }
    }
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`);
    return { keys: [...keys], links };
  }, CATALOG_KEY.source);
}

const showsHelp = (route: SiteRoute) => !route.errorPage && !route.hideLayout && !route.hideHelp;

/** Lays the open page out at a width (no reload) and waits until the browser has drawn it. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((expected) => document.documentElement.clientWidth <= expected && window.innerWidth === expected, width);
}

for (const locale of LOCALES) {
  test(`every route fits ${WIDTHS.join(', ')} px in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({ page, request }) => {
    // About twenty pages, each laid out at four widths, then each address they link to asked for.
    test.setTimeout(240_000);
    const params = await sampleParams(request);
    const problems: string[] = [];
    const linked = new Map<string, string>();

    /** Opens each route once, by client-side navigation, and lays it out at every width. */
    const walk = async (routes: SiteRoute[], who: string) => {
      for (const route of routes) {
        const address = addressOf(route, locale, params);
        const settled = await navigateInSite(page, address);
        // A page that threw shows the 500 page in its place (its frame has no help button to wait for).
        const crashed = !route.errorPage && (await page.locator('main:not([data-left-behind]) .site-ErrorPage').count()) > 0;
        const loaded = settled && !crashed;
        if (!loaded) problems.push(`${address}, ${locale}, ${who}: the page ${crashed ? 'failed to render' : 'could not load its content'}`);
        const { keys, links } = await keysAndLinks(page);
        if (keys.length > 0) problems.push(`${address}, ${locale}, ${who}: untranslated ${keys.join(', ')}`);
        for (const link of links) if (!linked.has(link)) linked.set(link, address);
        for (const width of WIDTHS) {
          await resize(page, width);
          const where = `${address} at ${width} px, ${locale}, ${who}`;
          if (loaded && showsHelp(route)) {
            await page.locator('.help-Launcher').waitFor();
            const covered = await actionsUnderHelp(page);
            if (covered.length > 0) problems.push(`${where}: the help button covers ${covered.join(', ')}`);
          }
          const overflow = await measureOverflow(page);
          if (overflow) problems.push(`${where}: the page is ${overflow.documentWidth} px wide; widest: ${overflow.widest}`);
        }
      }
    };

    await page.goto(`${HOST}${localizedPath(locale, '/')}`);
    expect(await pageSettled(page), 'home loads').toBe(true);
    await walk(
      ROUTES.filter((route) => route.access !== 'signedIn'),
      'visitor',
    );

    // A long name and a long email: what a real account may have, and what the header and settings must fit.
    const account = { ...newAccount('layout-walk-with-a-rather-long-mailbox-name'), fullName: 'Maximiliana Alexandrovna Konstantinopoulou' };
    const token = await signUpThroughApi(request, account);
    await page.evaluate((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
    await page.goto(`${HOST}${localizedPath(locale, '/')}`);
    expect(await pageSettled(page), 'home loads').toBe(true);
    await expect(page.locator('.site-AccountLink')).toBeVisible();
    for (const width of WIDTHS.filter((candidate) => candidate < MOBILE_BREAKPOINT)) {
      await resize(page, width);
      const rows = await headerRows(page);
      if (rows > 2) problems.push(`header at ${width} px, ${locale}, signed in: ${rows} rows (at most 2)`);
    }
    // Public pages were walked as a visitor; signed in, only the header changes on them, and it was measured above.
    await walk(
      ROUTES.filter((route) => route.access === 'signedIn'),
      'signed in',
    );

    // Every address a page links to answers, as a visitor following the link would load it (the server renders each page).
    for (const [link, from] of linked) {
      const answer = await request.get(`${HOST}${link}`, { maxRedirects: 0 });
      if (answer.status() >= 400) problems.push(`${from}, ${locale}: links to ${link}, which answers ${answer.status()}`);
    }
    expect(linked.size, 'links were found').toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
}
