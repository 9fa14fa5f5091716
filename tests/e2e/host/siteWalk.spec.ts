import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DiscoveryScreen } from '../../../host-app/contract/content/discoveryTypes';
import type { HomeData } from '../../../host-app/contract/content/contentTypes';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS } from '../../../host-app/contract/site/brandVariants';
import { SEED_COLLECTIONS } from '../../../host-app/server/content/seedCollections';
import { MISSING_MESSAGE_WARNING } from '../../../host-app/client/i18n/siteI18n';
import { textDirection } from '../../../host-app/client/i18n/translate';
import { localizedPath } from '../../../host-app/client/routing/localePath';
import { siteRoutes, type SiteRoute } from '../../../host-app/client/routing/routeTable';
import { DISCOVER_LINKS } from '../../../host-app/client/shell/discoverLinks';
import { LEGAL_LINKS } from '../../../host-app/client/shell/legalLinks';
import { SITE_ROUTES } from '../../../host-app/contract/site/sitePaths';
import { HOST, newAccount, signUpThroughApi } from './hostSite';
import { storedAnalytics } from './premiumPage';

/**
 * The walk of every route of the site's route table, at phone, tablet and laptop widths, in both
 * languages: no page may be wider than the viewport, show a catalog key in place of its text (or
 * warn of a message no catalog has), or link to a page that does not answer. One browser context
 * per language; the footer's pages open by clicking its links, the others by client-side
 * navigation, as a visitor clicking through the site sees them; each page opens once and is laid
 * out at every width. Every page the spec names reports its screen once as it opens. At every
 * width the help button covers no button; on a phone the signed-in header takes two rows at most.
 *
 * Routes walked in a state other tests reach further: the 3-D Secure return without a payment in
 * flight (premium.spec.ts returns to it from a challenge), a provider's sign-in return without a
 * session (identitySignIn.spec.ts), and /500 as the page itself (a page that throws is
 * siteShell.test.tsx's).
 */
const WIDTHS = [360, 390, 768, 1280] as const;
const LOCALES = ['en', 'ar'] as const;
/** PR-PAGE-7: under this width the site lays out for a phone. */
const MOBILE_BREAKPOINT = 768;

const BRAND = BRAND_VARIANTS[ACTIVE_BRAND_VARIANT];
const ROUTES = siteRoutes(BRAND);

type Locale = (typeof LOCALES)[number];
const catalog = (locale: Locale, namespace: string) => JSON.parse(readFileSync(`host-app/client/i18n/locales/${locale}/${namespace}.json`, 'utf8')) as Record<string, string>;
const SITE = { en: catalog('en', 'site'), ar: catalog('ar', 'site') };
/** Every key of every namespace (both languages have the same), without its plural form. */
const CATALOG_KEYS = [
  ...new Set(
    readdirSync('host-app/client/i18n/locales/en')
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => Object.keys(catalog('en', file.slice(0, -'.json'.length))))
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
  ),
];
/** A placeholder left in the text, as a message shows when a value was not passed (`{brand}`, `{count, number}`). */
const PLACEHOLDER = /\{[a-zA-Z]+(, ?[a-z]+)?\}/;

/** The footer's pages, in the order it lists them: each opens by clicking its link. */
const FOOTER_LINKS = [...DISCOVER_LINKS, ...LEGAL_LINKS];
const FOOTER_NAVS = { discover: 'shell.footer.discover', legal: 'shell.footer.legal' } as const;

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
function addressOf(route: SiteRoute, locale: Locale, params: Record<string, string>): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = route.path.startsWith('/upcoming/') && name === 'eventId' ? params.upcomingEventId : params[name];
    if (!value) throw new Error(`The route walk has no sample value for ":${name}" of route ${route.path}: add one to sampleParams`);
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

interface PageText {
  /** Text nodes and labels that read as a catalog key as a whole. */
  keys: string[];
  /** The page's visible text, where a key inside a sentence or a placeholder left in it shows. */
  text: string;
  /** Every link's address as written, and as the browser resolves it. */
  links: { href: string; url: string }[];
}

function readPage(page: Page): Promise<PageText> {
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
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => ({ href: link.getAttribute('href') ?? '', url: link.href }));
    return { keys: [...keys], text: document.body.innerText, links };
  }, CATALOG_KEY.source);
}

/** What a link to another site must look like: written as a whole address a browser can follow. */
function malformedExternalLink(href: string): boolean {
  if (!URL.canParse(href)) return true;
  const url = new URL(href);
  if (url.protocol === 'https:' || url.protocol === 'http:') return url.hostname === '';
  if (url.protocol === 'mailto:') return !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(decodeURIComponent(url.pathname));
  if (url.protocol === 'tel:') return !/^\+?[\d-]+$/.test(url.pathname);
  return true;
}

/** The answer a link of the site must get: the not-found page's own address answers 404, every other 200. */
function expectedStatus(path: string): number {
  const pathname = path.split('?')[0]!;
  return [SITE_ROUTES.notFound, localizedPath('ar', SITE_ROUTES.notFound)].includes(pathname) ? 404 : 200;
}

/**
 * The screen name (PR-ANALYTICS-3) each route's page reports as it opens, as the spec names it,
 * written out here rather than read from the route table the site reports from; null for the
 * pages the spec names no screen for. A campaign's page reports its collection's.
 */
const OPENING_SCREENS: Record<string, string | null> = {
  [SITE_ROUTES.home]: 'Home',
  [SITE_ROUTES.signIn]: 'Login',
  [SITE_ROUTES.signUp]: 'Signup',
  [SITE_ROUTES.forgotPassword]: 'Forgot_Password',
  [SITE_ROUTES.phoneSignIn]: 'Phone_Authentication',
  [SITE_ROUTES.appleSignIn]: 'Apple_Login',
  [SITE_ROUTES.snapchatSignIn]: 'Snapchat_Login',
  [SITE_ROUTES.identitySignInDone]: 'Authenticate',
  [SITE_ROUTES.search]: 'Search',
  [SITE_ROUTES.categories]: 'Category',
  [SITE_ROUTES.category]: 'Category_Details',
  [SITE_ROUTES.channels]: 'Channel_List',
  [SITE_ROUTES.channel]: 'Channel_Details',
  [SITE_ROUTES.video]: 'Video_Player',
  [SITE_ROUTES.events]: null,
  [SITE_ROUTES.explore]: 'Explore',
  [SITE_ROUTES.showcase]: 'Showcase',
  [SITE_ROUTES.featuredReplay]: 'Featured_Replay',
  [SITE_ROUTES.peopleWeLove]: 'People_We_Love',
  [SITE_ROUTES.teleportNow]: 'Teleport_Now',
  [SITE_ROUTES.liveEvent]: 'Happening_Details',
  [SITE_ROUTES.upcomingEvent]: 'Happening_Details',
  [SITE_ROUTES.loginSettings]: 'Settings',
  [SITE_ROUTES.interestsSettings]: 'Interests',
  [SITE_ROUTES.subscriptionSettings]: 'Subscription',
  // The premium landing reports the payment journey's steps (Card_Details, Redeem_Voucher…) as they open, not itself.
  [BRAND.subscriptionPath]: null,
  [SITE_ROUTES.redirect3ds]: null,
  [SITE_ROUTES.embedVideo]: 'Embedded_Video',
  [SITE_ROUTES.privacyPolicy]: 'Privacy_Policy',
  [SITE_ROUTES.termsConditions]: 'Terms_Conditions',
  [SITE_ROUTES.communityGuidelines]: 'Community_Guidelines',
  [SITE_ROUTES.whoWeAre]: 'Who_We_Are',
  [SITE_ROUTES.partners]: 'Partners',
  [SITE_ROUTES.notFound]: null,
  [SITE_ROUTES.serverError]: null,
};

function screenOf(route: SiteRoute, params: Record<string, string>): string | null {
  if (route.path === SITE_ROUTES.collection) {
    const collection = SEED_COLLECTIONS.find((candidate) => candidate.slug === params.slug);
    if (!collection) throw new Error(`The route walk's campaign "${params.slug}" is not among the seeded collections`);
    return collection.screen;
  }
  const screen = OPENING_SCREENS[route.path];
  if (screen === undefined) throw new Error(`The route walk does not know which screen ${route.path} reports: add it to OPENING_SCREENS`);
  return screen;
}

const showsHelp = (route: SiteRoute) => !route.errorPage && !route.hideLayout && !route.hideHelp;

/** Lays the open page out at a width (no reload) and waits until the browser has drawn it. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((expected) => document.documentElement.clientWidth <= expected && window.innerWidth === expected, width);
}

/** Clicks a link of the current page's footer and waits until its page has drawn. */
async function followFooterLink(page: Page, locale: Locale, link: (typeof FOOTER_LINKS)[number]): Promise<boolean> {
  const nav = DISCOVER_LINKS.includes(link) ? FOOTER_NAVS.discover : FOOTER_NAVS.legal;
  const anchor = page.locator('.site-Footer').getByRole('navigation', { name: SITE[locale][nav]! }).getByRole('link', { name: SITE[locale][link.label]!, exact: true });
  await page.evaluate(() => {
    for (const main of document.querySelectorAll('main')) main.dataset.leftBehind = '';
  });
  await anchor.click();
  return pageSettled(page);
}

for (const locale of LOCALES) {
  test(`the walk of every route in ${locale === 'en' ? 'English' : 'Arabic'}: each page fits ${WIDTHS.join(', ')} px, shows no catalog key, links only to pages that answer, and reports its screen once`, async ({ page, request }) => {
    // About thirty pages, each laid out at four widths, then each address they link to asked for once.
    test.setTimeout(180_000);
    const params = await sampleParams(request);
    const problems: string[] = [];
    const linked = new Map<string, string>();
    const external = new Map<string, string>();
    const screens: string[] = [];
    const walked = new Set<string>();
    let missingMessages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith(MISSING_MESSAGE_WARNING)) missingMessages.push(message.text());
    });

    /** Checks the page that has just opened, at every width. */
    const check = async (route: SiteRoute, address: string, settled: boolean, who: string) => {
      walked.add(route.path);
      // A page that threw shows the 500 page in its place (its frame has no help button to wait for).
      const crashed = !route.errorPage && (await page.locator('main:not([data-left-behind]) .site-ErrorPage').count()) > 0;
      const loaded = settled && !crashed;
      const at = `${address}, ${locale}, ${who}`;
      if (!loaded) problems.push(`${at}: the page ${crashed ? 'failed to render' : 'could not load its content'}`);
      const screen = screenOf(route, params);
      if (screen) screens.push(screen);
      if (new URL(page.url()).pathname !== address) problems.push(`${at}: opened ${new URL(page.url()).pathname} instead`);
      const dir = await page.locator('html').getAttribute('dir');
      if (dir !== textDirection(locale)) problems.push(`${at}: the document's direction is ${dir}`);

      const { keys, text, links } = await readPage(page);
      const keysInText = CATALOG_KEYS.filter((key) => text.includes(key));
      const placeholder = PLACEHOLDER.exec(text)?.[0];
      if (keys.length > 0 || keysInText.length > 0) problems.push(`${at}: untranslated ${[...new Set([...keys, ...keysInText])].join(', ')}`);
      if (placeholder) problems.push(`${at}: a placeholder left in the text, ${placeholder}`);
      if (missingMessages.length > 0) problems.push(`${at}: ${[...new Set(missingMessages)].join('; ')}`);
      missingMessages = [];
      for (const link of links) {
        const url = new URL(link.url);
        if (url.origin === new URL(HOST).origin) {
          const path = `${url.pathname}${url.search}`;
          if (!linked.has(path)) linked.set(path, address);
        } else if (!external.has(link.href)) external.set(link.href, address);
      }

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
    };

    await page.goto(`${HOST}${localizedPath(locale, '/')}`);
    expect(await pageSettled(page), 'home loads').toBe(true);
    // The footer lists the discovery screens, the company and legal pages, then the support address.
    const footerLinks = await page.locator('.site-Footer a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(footerLinks).toEqual([...FOOTER_LINKS.map((link) => localizedPath(locale, link.href)), `mailto:${BRAND.supportEmail}`]);
    // Home's view is reported once it has hydrated and started its analytics session: a click
    // before that is a plain link, a page of its own.
    await page.waitForFunction(() => window.localStorage.getItem('analytics.session') !== null);
    await check(ROUTES.find((route) => route.path === SITE_ROUTES.home)!, localizedPath(locale, '/'), true, 'visitor');

    // The footer's pages, each from the footer of the page before.
    for (const link of FOOTER_LINKS) {
      const route = ROUTES.find((candidate) => candidate.path === link.href)!;
      const settled = await followFooterLink(page, locale, link);
      await check(route, localizedPath(locale, link.href), settled, 'visitor, from the footer');
      await expect(page.getByRole('heading', { level: 1, name: SITE[locale][link.label]! })).toBeVisible();
    }

    // The other routes a visitor may open, by client-side navigation.
    for (const route of ROUTES.filter((candidate) => candidate.access !== 'signedIn' && !walked.has(candidate.path))) {
      const address = addressOf(route, locale, params);
      await check(route, address, await navigateInSite(page, address), 'visitor');
    }

    // A long name and a long email: what a real account may have, and what the header and settings must fit.
    const account = { ...newAccount('route-walk-with-a-rather-long-mailbox-name'), fullName: 'Maximiliana Alexandrovna Konstantinopoulou' };
    const token = await signUpThroughApi(request, account);
    await page.evaluate((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
    await page.goto(`${HOST}${localizedPath(locale, '/')}`);
    expect(await pageSettled(page), 'home loads').toBe(true);
    screens.push('Home');
    await expect(page.locator('.site-AccountLink')).toBeVisible();
    for (const width of WIDTHS.filter((candidate) => candidate < MOBILE_BREAKPOINT)) {
      await resize(page, width);
      const rows = await headerRows(page);
      if (rows > 2) problems.push(`header at ${width} px, ${locale}, signed in: ${rows} rows (at most 2)`);
    }
    // Public pages were walked as a visitor; signed in, only the header changes on them, and it was measured above.
    for (const route of ROUTES.filter((candidate) => candidate.access === 'signedIn')) {
      const address = addressOf(route, locale, params);
      await check(route, address, await navigateInSite(page, address), 'signed in');
    }
    expect([...walked].sort(), 'every route was walked').toEqual(ROUTES.map((route) => route.path).sort());

    // Every address a page links to answers, once, as a visitor following the link would load it (the server renders each page).
    const footerPaths = new Map(FOOTER_LINKS.map((link) => [localizedPath(locale, link.href), SITE[locale][link.label]!]));
    for (const [link, from] of linked) {
      const answer = await request.get(`${HOST}${link}`, { headers: { accept: 'text/html' } });
      const landed = new URL(answer.url());
      // A page answers at its own address; only the API's sign-in starts send the browser on, to the identity provider.
      const wentOn = link.startsWith('/api/') ? landed.origin === new URL(HOST).origin : `${landed.pathname}${landed.search}` !== link;
      if (answer.status() !== expectedStatus(link) || wentOn) problems.push(`${from}, ${locale}: links to ${link}, which answers ${answer.status()} at ${answer.url()}`);
      const heading = footerPaths.get(link);
      if (heading) {
        // The footer's pages are rendered on the server with their heading and canonical address.
        const html = await answer.text();
        if (!html.includes(`<h1>${heading}</h1>`)) problems.push(`${link}, ${locale}: the server's page has no heading "${heading}"`);
        if (!html.includes(`<link rel="canonical" href="${HOST}${link}">`)) problems.push(`${link}, ${locale}: the server's page has no canonical address`);
        footerPaths.delete(link);
      }
    }
    expect([...footerPaths.keys()], 'footer pages no page linked to').toEqual([]);
    for (const [href, from] of external) if (malformedExternalLink(href)) problems.push(`${from}, ${locale}: a malformed link to "${href}"`);
    expect(linked.size, 'links were found').toBeGreaterThan(10);
    // Soft: the screens below are still compared when a page had a problem.
    expect.soft(problems).toEqual([]);

    // Each page the spec names was reported once, as it opened, in the order the walk opened them.
    await expect
      .poll(async () => (await storedAnalytics(page, request)).filter((event) => event.name === 'page_view').map((event) => event.screen), { timeout: 20_000 })
      .toEqual(screens);
  });
}
