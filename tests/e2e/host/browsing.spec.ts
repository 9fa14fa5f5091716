import { expect, test } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { HOST, newAccount, openSignedIn } from './hostSite';

test.describe('browsing', () => {
  test('search pages through results five at a time', async ({ page }) => {
    const searches: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/media/videos') searches.push(url.searchParams);
    });
    await page.goto(`${HOST}/search`);
    // A word in many sample videos' descriptions.
    await page.getByRole('combobox', { name: 'Search videos' }).fill('the');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Results for “the”' })).toBeVisible();
    // The video results only: channels and events found sit in their own sections above.
    const results = page.getByRole('list', { name: 'Results for “the”' }).locator('h3');
    await expect(results).toHaveCount(5);
    expect(searches[0]?.get('page')).toBe('0');
    expect(searches[0]?.get('count')).toBe('5');
    const firstPage = await results.allTextContents();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=1/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const secondPage = await results.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    expect(searches.at(-1)?.get('page')).toBe('1');

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(results).toHaveText(firstPage);
  });

  test("with the page's own script failing to load, search still works: the browser sends the form and the server renders the results", async ({ page }) => {
    await page.route(/\/assets\/SearchPage-\w+\.js$/, (route) => route.abort());
    await page.goto(`${HOST}/search`);
    await page.getByRole('combobox', { name: 'Search videos' }).fill('the');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=the$/);
    await expect(page.getByRole('list', { name: 'Results for “the”' }).locator('h3')).toHaveCount(5);
  });

  test("with the language's catalog failing to load, the page keeps the server's text rather than showing message keys", async ({ page }) => {
    await page.route(/\/assets\/ar-\w+\.js$/, (route) => route.abort());
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${HOST}/ar/search`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('combobox', { name: 'ابحث في الفيديوهات' })).toBeVisible();
    await expect(page.locator('#root')).not.toContainText(/\b(shell|search|home)\.[a-z]+/);
    // Not hydrated, and said why.
    expect(failures.join('\n')).toContain('catalog did not load');
  });

  test('search suggests titles while typing, finds channels and events, and offers the categories when nothing matches', async ({ page }) => {
    const suggestionRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === API_PATHS.searchSuggestions) suggestionRequests.push(url.searchParams.get('q') ?? '');
    });
    await page.goto(`${HOST}/search`);
    const box = page.getByRole('combobox', { name: 'Search videos' });
    // Typed a key at a time: only the settled text is asked for.
    await box.pressSequentially('sport', { delay: 20 });
    const suggestions = page.locator('datalist option');
    await expect.poll(() => suggestions.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toContain('Sports Arena');
    expect(suggestionRequests).toEqual(['sport']);

    await box.fill('Sports Arena');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Channels' }).getByRole('link', { name: /Sports Arena/ })).toBeVisible();

    await box.fill('League Derby');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Live and upcoming events' }).getByRole('link', { name: /League Derby/ })).toBeVisible();

    await box.fill('zzqxv');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No videos match “zzqxv”.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Browse the categories instead' }).getByRole('link').first()).toBeVisible();
  });

  test('follow a channel: at once, put back when refused, kept when accepted', async ({ page, request }) => {
    await openSignedIn(page, request, newAccount('follow'), '/channels');
    await page.locator('main .site-Card').first().click();
    await expect(page).toHaveURL(/\/channels\/[^/]+$/);
    const follow = page.getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    // English plurals: "1 follower", "0 followers", "2 followers".
    const followers = page.getByText(/^[\d,]+ followers?$/);
    const before = Number((await followers.textContent())!.split(' ')[0]!.replace(/,/g, ''));
    const countText = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'follower' : 'followers'}`;
    await expect(followers).toHaveText(countText(before));

    // The first follow is refused: the test answers it with a server error once the page has shown the new count.
    let refuse!: () => void;
    const shown = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(`**${API_PATHS.updateFollowing}`, async (route) => {
      await shown;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errorCode: 3, message: 'Something went wrong: try again', messageKey: 'server.unexpected' }) });
    });
    await follow.click();
    await expect(followers).toHaveText(countText(before + 1));
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    refuse();
    await expect(page.getByRole('alert')).toHaveText('Following could not be changed. Please try again.');
    await expect(followers).toHaveText(countText(before));
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await page.unroute(`**${API_PATHS.updateFollowing}`);

    await follow.click();
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(followers).toHaveText(countText(before + 1));

    // Kept on the server.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

    // Home now has a row of the channel's newest videos.
    const channelName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const following = page.getByRole('region', { name: 'From channels you follow' });
    await expect(following.getByRole('link').first()).toBeVisible();
    await expect(following.locator('.site-Card').first()).toContainText(channelName);
  });

  test('Home comes from the page, then from the cache after a video: no request for its sections at all', async ({ page }) => {
    const homeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/home/')) homeRequests.push(request.url());
    });
    await page.goto(`${HOST}/`);
    const video = page.locator('main a[href^="/video/"]').first();
    await expect(video).toBeVisible();
    // The Featured section joins the others once the ads have loaded: the page is whole then.
    await expect(page.locator('main [data-ad-placement="mpu"]')).toBeVisible();
    const sections = await page.locator('main section h2').allTextContents();
    // The server rendered home with its answer and handed that over in the page.
    expect(homeRequests).toEqual([]);

    await video.click();
    await expect(page).toHaveURL(/\/video\/[^/]+$/);
    await expect(page.locator('.player-Root')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${HOST}/`);
    await expect(page.locator('main section h2')).toHaveText(sections);
    expect(homeRequests).toEqual([]);
  });

  test('watch a live event page', async ({ page }) => {
    await page.goto(`${HOST}/`);
    const live = page.locator('main a[href^="/live/"]').first();
    await expect(live).toBeVisible();
    const title = (await live.locator('h3').textContent())!;
    await live.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.player-Root')).toBeVisible();
    await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
  });

  test('switch to Arabic: right to left, same page', async ({ page }) => {
    await page.goto(`${HOST}/channels`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(`${HOST}/ar/channels`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'القنوات' })).toBeVisible();
    // The page reads from the right: the brand sits at the inline start, on the right.
    const brand = await page.locator('.site-Brand').boundingBox();
    const viewport = page.viewportSize()!;
    expect(brand!.x).toBeGreaterThan(viewport.width / 2);
  });

  test('right-click and the developer shortcuts are blocked', async ({ page }) => {
    await page.goto(`${HOST}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The heading comes with the server's HTML; the blocking comes with the site's script.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
          document.body.dispatchEvent(menu);
          return menu.defaultPrevented;
        }),
      )
      .toBe(true);
    const prevented = await page.evaluate(() => {
      const results: boolean[] = [];
      const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.body.dispatchEvent(menu);
      results.push(menu.defaultPrevented);
      for (const init of [{ key: 'F12' }, { key: 'I', ctrlKey: true, shiftKey: true }, { key: 'u', ctrlKey: true }, { key: 'a' }]) {
        const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
        document.body.dispatchEvent(event);
        results.push(event.defaultPrevented);
      }
      return results;
    });
    expect(prevented).toEqual([true, true, true, true, false]);
  });
});
