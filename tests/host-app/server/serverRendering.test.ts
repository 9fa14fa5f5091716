import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from './helpers';

// The site's real server renderer and browser build, as `npm run build` writes them (npm test builds first).
const DIST = join(__dirname, '../../../dist');
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
    for (const text of ['What&#x27;s hot', 'Live now', 'Channels', 'Match Highlights', 'Desert Dunes at Sunset']) expect(html).toContain(text);
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
