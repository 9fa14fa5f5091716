import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../helpers';

// The site's real server renderer and browser build, as `npm run build` writes them (npm test builds first).
const DIST = join(__dirname, '../../../../dist');
const RENDERER_DIR = join(DIST, 'host-app-server');
const page = { accept: 'text/html,application/xhtml+xml' };

/** The answers the page hands over to the browser, from its JSON data block. */
function queryState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const block = /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html);
  if (!block?.[1]) throw new Error('The page has no #query-state block');
  return JSON.parse(block[1]);
}

describe('pages rendered on the server', () => {
  let product: TestProduct;
  beforeAll(async () => {
    if (!existsSync(join(RENDERER_DIR, 'renderPage.js'))) throw new Error(`No server renderer in ${RENDERER_DIR}: run npm run build first`);
    product = await startTestProduct({ rendererDir: RENDERER_DIR, distDir: join(DIST, 'host-app') });
  });
  afterAll(async () => {
    await product.close();
  });

  const get = (url: string) => product.app.inject({ method: 'GET', url, headers: page });

  it('sends home with its sections, titles and posters in the HTML, in English', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr"/);
    expect(html).toContain('<title>Home · Streaming</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/">');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="http://localhost:3000/ar">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/">');
    // Section titles, video titles and their posters are content, not a script's later work.
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of ["What's hot", 'Live now', 'Channels', 'Match Highlights', 'Desert Dunes at Sunset']) expect(root).toContain(text);
    expect(html).toMatch(/<img [^>]*src="\/media\//);
    // The home answer travels in the page: the browser asks for it no second time.
    const keys = queryState(html).queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['viewer', 'guest', 'home', 'en', 'AE']);
  });

  it('sends Arabic pages right to left, with Arabic titles and their English alternate', async () => {
    const html = (await get('/ar')).body;
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/);
    expect(html).toContain('<title>الرئيسية · البث</title>');
    expect(html).toContain('مباشر الآن');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/">');
    expect(queryState(html).queries.map((query) => query.queryKey)).toContainEqual(['viewer', 'guest', 'home', 'ar', 'AE']);
  });

  it('gives a video page its title, description and Open Graph tags', async () => {
    const html = (await get('/video/match-highlights')).body;
    expect(html).toContain('<title>Match Highlights · Streaming</title>');
    expect(html).toContain('<meta property="og:type" content="video.other">');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/[^"]+">/);
    expect(html).toMatch(/<h1>Match Highlights<\/h1>/);
  });

  it('renders a channel and the channel list with their content', async () => {
    const list = (await get('/channels')).body;
    expect(list).toContain('href="/channels/sports-arena"');
    // The page's own chunk is preloaded with the entry, not asked for once the entry runs.
    expect(list).toMatch(/<link rel="modulepreload" href="\/assets\/ChannelListPage-[\w-]+\.js">/);
    // So is the language's catalog; the chunks they share with the entry are found as each arrives.
    expect(list).toMatch(/<link rel="modulepreload" href="\/assets\/en-[\w-]+\.js">/);
    expect(list.match(/rel="modulepreload"/g)).toHaveLength(2);
    const channel = (await get('/channels/sports-arena')).body;
    expect(channel).toContain('Sports Arena');
    expect(channel).toContain('href="/video/match-highlights"');
  });

  it('answers 404 with the not-found page for an address no page has', async () => {
    for (const url of ['/no-such-page', '/ar/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(url.startsWith('/ar') ? 'lang="ar"' : 'Page not found');
    }
  });

  it('answers 404 for a video, channel or event that does not exist, with its message in the page', async () => {
    const cases = [
      ['/video/no-such-video', 'This video is not available.'],
      ['/channels/no-such-channel', 'This channel is not available.'],
      ['/live/no-such-event', 'This event is not available.'],
    ] as const;
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(message);
    }
    const arabic = await get('/ar/video/no-such-video');
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toContain('lang="ar"');
  });

  it('renders the premium page with its plans and their prices, not an empty list', async () => {
    const html = (await get('/premium')).body;
    expect(html).not.toContain('No plans are offered in your country yet.');
    expect(html).toMatch(/Monthly/);
    expect(html).toMatch(/AED\s[\d.]+ \/ month/);
  });

  it('needs no inline script or style, so the CSP without unsafe-inline holds', async () => {
    for (const url of ['/', '/ar', '/video/match-highlights', '/premium', '/signin', '/search?q=desert']) {
      const html = (await get(url)).body;
      expect(html, url).not.toMatch(/<style/i);
      expect(html, url).not.toMatch(/\sstyle=/i);
      expect(html, url).not.toMatch(/\son[a-z]+=/i);
      // Only data blocks, which never run, and scripts from the site's own files.
      for (const tag of html.match(/<script[^>]*>/gi) ?? []) expect(tag, url).toMatch(/type="application\/json"|type="module" src="\/assets\//);
    }
  });

  it("renders home's hero with its first slide's picture as the page's first, preloaded at high priority at the hero's width", async () => {
    const html = (await get('/')).body;
    // Attributes are matched one by one: their order is the renderer's.
    const hero = /<section (?=[^>]*class="site-Section site-Hero")(?=[^>]*aria-roledescription="carousel")[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(hero.match(/<div (?=[^>]*role="group")(?=[^>]*aria-roledescription="slide")(?=[^>]*aria-label="\d+ of \d+")[^>]*>/g)?.length).toBeGreaterThan(1);
    const images = [...hero.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    // HTML attribute names are case-insensitive: React writes fetchPriority, Preact fetchpriority.
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    const preload = /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];
    expect(preload).toContain('fetchpriority="high"');
    expect(preload).toContain('imagesizes="(max-width: 767.98px) calc(100vw - 32px), (max-width: 1199.98px) 56vw, 640px"');
    // Only one image is preloaded: the hero's, not a later row's first card.
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  });

  it("preloads Inter, and serves both of the stylesheet's fonts from its own origin for a year", async () => {
    const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((match) => match[1]!);
    const english = fontPreloads((await get('/')).body);
    const arabic = fontPreloads((await get('/ar/channels')).body);
    expect(english).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-\w+\.woff2$/)]);
    // Its Latin words (names, numbers) in Inter; Noto Sans Arabic is asked for by the stylesheet alone,
    // as its preload took the bandwidth the page's first picture needed.
    expect(arabic).toEqual(english);

    const home = await get('/');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(home.body)![1]!;
    const css = (await product.app.inject({ method: 'GET', url: stylesheet })).body;
    expect(home.headers['content-security-policy']).toMatch(/font-src 'self'/);
    const fonts = [...css.matchAll(/url\("\.\/([^"]+\.woff2)"\)/g)].map((match) => `/assets/${match[1]}`);
    expect(fonts).toEqual(expect.arrayContaining([english[0], expect.stringMatching(/^\/assets\/noto-sans-arabic-arabic-wght-normal-\w+\.woff2$/)]));
    for (const font of fonts) {
      const file = await product.app.inject({ method: 'GET', url: font });
      expect(file.statusCode, font).toBe(200);
      expect(file.headers['content-type'], font).toBe('font/woff2');
      expect(file.headers['cache-control'], font).toBe('public, max-age=31536000, immutable');
    }
    // Only the subsets the pages need are built: no Cyrillic, Greek or Vietnamese files.
    expect(css.match(/\.woff2/g)).toHaveLength(2);
    // Until a font arrives, text is set in a local face scaled to its metrics, so the swap moves nothing.
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    expect(css).toMatch(/font-family:Inter Fallback;src:local\("Arial"\)[^}]*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
    expect(css).toMatch(/font-family:Noto Sans Arabic Fallback;src:local\("Arial"\)[^}]*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
  });

  it('sends every page compressed, not only home', async () => {
    for (const url of ['/', '/ar/channels', '/video/match-highlights', '/no-such-page']) {
      const response = await product.app.inject({ method: 'GET', url, headers: { ...page, 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });

  it('never serves the renderer or its manifest', async () => {
    for (const url of ['/renderPage.js', '/manifest.json', '/host-app-server/renderPage.js', '/../host-app-server/renderPage.js']) {
      const response = await product.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
