import { expect, test, type Page } from '@playwright/test';
import { HOST, listenerCount } from './hostSite';

/**
 * The site as a phone first meets it: pages arrive rendered, with their content in the HTML,
 * hydrate without a mismatch, hold still while they do, and come over the wire compressed and,
 * on a second visit, from the browser's cache.
 */
const PAGES = ['/', '/ar', '/channels', '/ar/channels/sports-arena', '/video/match-highlights', '/ar/live/league-derby-live', '/search?q=desert'] as const;
/** Lighthouse's threshold for a good Cumulative Layout Shift is 0.1; ours is half of it. */
const MAX_LAYOUT_SHIFT = 0.05;

/** Console output React or Preact gives when the browser's first render differs from the server's. */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered HTML|Minified React error #(418|423|425)/i;

/**
 * Hydration adopts the server's elements; a mismatch makes the browser's renderer replace them,
 * and Preact says nothing when it does. The page keeps the server's headings and images as parsed:
 * after hydration each must still be in the document, the same element.
 */
function keepServerElements() {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { serverElements: Element[] }).serverElements = Array.from(document.querySelectorAll('#root :is(h1, h2, h3, img)'));
  });
}

/** Text of `#root` with whitespace folded, as the server sent it or as the browser shows it. */
const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback.
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('server-rendered pages', () => {
  test('carry their content in the HTML, hydrate to the same text without a warning, and hold still', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(keepServerElements);
    for (const path of PAGES) {
      // As curl or a crawler gets it: no script runs.
      const served = await request.get(`${HOST}${path}`, { headers: { accept: 'text/html' } });
      expect(served.status(), path).toBe(200);
      const html = await served.text();
      const serverRoot = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
      expect(serverRoot.length, `${path} has content in its HTML`).toBeGreaterThan(1000);

      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(`${HOST}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: a client-side link click is handled by the router, not by a new document.
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/ar') ? 'ar' : 'en');
      const serverText = folded(await page.evaluate((markup) => {
        const template = document.createElement('template');
        template.innerHTML = markup;
        return template.content.textContent ?? '';
      }, serverRoot));
      const hydratedText = folded((await page.locator('#root').textContent()) ?? '');
      // A signed-out viewer sees what the server rendered; ads and the help button may add to it.
      for (const line of serverText.split(/(?<=[.!?]) /).slice(0, 40)) expect(hydratedText, path).toContain(line.slice(0, 60));
      expect(problems, path).toEqual([]);
      const adopted = await page.evaluate(() => (window as unknown as { serverElements: Element[] }).serverElements.map((element) => element.isConnected));
      expect(adopted.length, `${path} has headings and images`).toBeGreaterThan(0);
      expect(adopted.filter((connected) => !connected).length, `${path}: server elements replaced in hydration`).toBe(0);
      expect(await layoutShift(page), `${path} layout shift`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test("hydrate home's lower sections only as the viewer nears them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${HOST}/`, { waitUntil: 'networkidle' });
    // The router's links handle clicks once hydrated: until then the link is the server's alone.
    const clickHandlers = (expression: string) => listenerCount(page, expression, 'click');
    const heroLink = `document.querySelector('main .site-Hero a[href]')`;
    const lastLink = `[...document.querySelectorAll('main [data-hydrate-moment="near"] .site-Slider a[href]')].at(-1)`;
    expect(await clickHandlers(heroLink)).toBeGreaterThan(0);
    expect(await clickHandlers(lastLink)).toBe(0);
    await page.locator('main [data-hydrate-moment="near"] .site-Slider a[href]').last().scrollIntoViewIfNeeded();
    await expect.poll(() => clickHandlers(lastLink)).toBeGreaterThan(0);
    // Hydrated, a click is the router's: the page stays the same document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('main [data-hydrate-moment="near"] .site-Slider a[href]').last().click();
    await expect(page).not.toHaveURL(`${HOST}/`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('send built files and pages compressed, and a second visit takes every unchanged file from the cache', async ({ page, request }) => {
    const html = await (await request.get(`${HOST}/`)).text();
    const script = /<script type="module" src="(\/assets\/app-[\w-]+\.js)">/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/site-[\w-]+\.css)">/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    for (const url of [script, stylesheet, '/', '/ar/channels']) {
      const answer = await request.get(`${HOST}${url}`, { headers: { 'accept-encoding': 'br', accept: 'text/html' } });
      expect(answer.headers()['content-encoding'], url).toBe('br');
      if (url?.startsWith('/assets/')) expect(answer.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      else expect(answer.headers()['cache-control'], url).toBe('no-cache');
    }

    // A file the browser takes from its cache carries the request id of the answer that first brought it.
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    const firstAnswers = new Map<string, string>();
    const fetchedAgain: string[] = [];
    let secondVisit = false;
    client.on('Network.responseReceived', ({ response }) => {
      const path = new URL(response.url).pathname;
      if (!path.startsWith('/assets/')) return;
      const requestId = String(response.headers['x-request-id'] ?? '');
      if (!secondVisit) firstAnswers.set(path, requestId);
      else if (firstAnswers.get(path) !== requestId) fetchedAgain.push(`${path} (${response.status})`);
    });
    await page.goto(`${HOST}/channels`, { waitUntil: 'networkidle' });
    // The lazy parts (help, ads) finish loading before the second visit starts. Named: a count of
    // files is reached by the page's own files and fonts before they start.
    const lazyParts = ['/assets/SupportChat-', '/assets/adRuntime-'];
    await expect.poll(() => lazyParts.filter((part) => [...firstAnswers.keys()].some((path) => path.startsWith(part)))).toEqual(lazyParts);
    await page.waitForLoadState('networkidle');
    secondVisit = true;
    await page.goto(`${HOST}/channels`, { waitUntil: 'networkidle' });
    expect(fetchedAgain).toEqual([]);
  });

  test("set text in the site's own fonts, downloading only those the page's language needs", async ({ page }) => {
    const fontsFetched = (path: string) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.replace(/-\w+\.woff2$/, ''));
      });
      return page.goto(`${HOST}${path}`, { waitUntil: 'networkidle' }).then(() => fonts);
    };
    const loadedFaces = () => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')));
    // An English page has one Arabic word, the language switch's, which the system's face sets.
    expect(await fontsFetched('/')).toEqual(['/assets/inter-latin-wght-normal']);
    expect(await loadedFaces()).toContain('Inter Variable');
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"Inter Variable"/);
    page.removeAllListeners('request');
    // Inter may come from the memory cache now, unasked.
    // The phone Lighthouse's mobile preset lays pages out on.
    await page.setViewportSize({ width: 412, height: 823 });
    expect(await fontsFetched('/ar')).toContain('/assets/noto-sans-arabic-arabic-wght-normal');
    expect(await loadedFaces()).toEqual(expect.arrayContaining(['Inter Variable', 'Noto Sans Arabic Variable']));

    // Until the Arabic font arrives, its fallback (scaled to it) takes the same lines: a heading
    // set in it wraps as in the font, so the swap moves nothing below it.
    const headings = () => page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2')].slice(0, 4).map((heading) => Math.round(heading.getBoundingClientRect().height)));
    const withFont = await headings();
    await page.route('**/assets/noto-sans-arabic-*.woff2', (route) => route.abort());
    await page.goto(`${HOST}/ar`, { waitUntil: 'networkidle' });
    expect(await loadedFaces()).not.toContain('Noto Sans Arabic Variable');
    expect(await headings()).toEqual(withFont);
  });

  test('answer 404 with the not-found page for an address no page has', async ({ page }) => {
    const answer = await page.goto(`${HOST}/no-such-page`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('answer 404 for a video that does not exist, and hydrate its message without asking again', async ({ page }) => {
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
    });
    const askedAgain: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/videos/')) askedAgain.push(request.url());
    });
    const answer = await page.goto(`${HOST}/video/no-such-video`, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('This video is not available.')).toBeVisible();
    expect(trouble).toEqual([]);
    expect(askedAgain).toEqual([]);
  });

  test('keep what a viewer typed into a form before the page hydrated', async ({ page }) => {
    // The page's scripts wait until the fields are filled, as on a slow phone.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is used as soon as its fields are parsed.
    await page.goto(`${HOST}/signin`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    release();
    await page.waitForLoadState('networkidle');
    // Sent as typed: the API refuses the unknown account, rather than the form asking for its fields.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
    await expect(page.getByLabel('Email')).not.toHaveValue('');
  });
});
