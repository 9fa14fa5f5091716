import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './host/hostSite';

/**
 * Every story of the built Storybook in real Chromium: its play function passes, then axe-core
 * finds no WCAG 2.1 A or AA violation, colour contrast included, which the story tests in
 * happy-dom cannot compute (no layout, no colours there).
 */
const STORYBOOK = join(process.cwd(), 'dist/storybook');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

type StoryEntry = { type: string; id: string; title: string; name: string };
const stories = existsSync(join(STORYBOOK, 'index.json'))
  ? Object.values((JSON.parse(readFileSync(join(STORYBOOK, 'index.json'), 'utf8')) as { entries: Record<string, StoryEntry> }).entries).filter((entry) => entry.type === 'story')
  : [];

/** What each worker sets up once for every story it runs: the static build's server and one preview page. */
interface StorybookPreview {
  origin: string;
  // A failed test restarts the worker, and with it the page.
  preview: Page;
}

/**
 * The setup is a worker fixture, not a `beforeAll` hook: Playwright hands a file's tests with
 * `beforeAll` hooks out in one batch per worker, so a batch that started late ended the whole run
 * alone; without hooks each story is handed to whichever worker is free.
 */
const test = base.extend<object, { storybook: StorybookPreview }>({
  storybook: [
    async ({ browser }, use) => {
      // The static build, as `npm test` leaves it in dist/storybook, served as any static host would.
      const server = createServer((request, response) => {
        const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://storybook').pathname)).replace(/^(\.\.[/\\])+/, '');
        const file = join(STORYBOOK, path.endsWith('/') ? `${path}index.html` : path);
        if (!file.startsWith(STORYBOOK) || !existsSync(file)) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const preview = await browser.newPage();
      await use({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, preview });
      await preview.close();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
});

// The longest file by far: its stories spread over every worker.
test.describe.configure({ mode: 'parallel' });

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/**
 * Shows one story and waits until its play function has run; returns the render's last phase.
 * The first story loads the preview; later ones are switched to through the preview's own
 * channel, as the Storybook UI does, so the preview bundle is not reloaded for every story.
 */
async function renderStory({ origin, preview: page }: StorybookPreview, id: string): Promise<string> {
  if (!page.url().startsWith(`${origin}/iframe.html`)) {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  } else {
    await page.evaluate((storyId) => {
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  const phase = await page.waitForFunction(
    (storyId) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase && ['finished', 'errored', 'aborted'].includes(render.phase) ? render.phase : false;
    },
    id,
    { timeout: 30_000 },
  );
  return (await phase.jsonValue()) as string;
}

test('the Storybook build lists the kit\'s stories', () => {
  expect(stories.length).toBeGreaterThan(100);
});

test('axe here does see colour contrast: grey on white text in a story is a violation', async ({ storybook }) => {
  const { preview } = storybook;
  const [first] = stories;
  expect(await renderStory(storybook, first!.id)).toBe('finished');
  await preview.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'contrast-probe';
    faint.textContent = 'Hard to read';
    faint.style.cssText = 'color: #c8c8c8; background: #fff';
    document.getElementById('storybook-root')?.append(faint);
  });
  expect((await axeViolations(preview)).some((violation) => violation.startsWith('color-contrast:'))).toBe(true);
  // The probe is not the story's: the next story must not inherit it.
  await preview.evaluate(() => document.getElementById('contrast-probe')?.remove());
});

test('the dark drop-in paints its option cards in the dark theme, and axe finds their text contrast AA', async ({ storybook }) => {
  const dark = stories.find((story) => story.title === 'Components/DropIn' && story.name === 'Dark');
  expect(await renderStory(storybook, dark!.id)).toBe('finished');
  const cards = storybook.preview.locator('.pc-Option:not(.pc-Option--alone)');
  await expect(cards.first()).toBeVisible();
  const scopeBackground = await storybook.preview.locator('[data-story-theme="dark"] > .pc-Theme').evaluate((scope) => getComputedStyle(scope).backgroundColor);
  for (const background of await cards.evaluateAll((options) => options.map((option) => getComputedStyle(option).backgroundColor))) {
    expect(background).toBe(scopeBackground);
  }
  // The dark theme's background, not the light default's white.
  expect(scopeBackground).toBe('rgb(28, 34, 48)');
  expect(await axeViolations(storybook.preview)).toEqual([]);
  // The WCAG tags above include color-contrast; asked for by name too, so that it ran here is not assumed.
  const contrast = await storybook.preview.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[]; passes: unknown[] }> } };
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations', 'passes'] });
    return { violations: result.violations.length, passes: result.passes.length };
  });
  expect(contrast).toEqual({ violations: 0, passes: 1 });
});

test('the token reference shows each theme\'s value as the browser resolves it, kit defaults included', async ({ storybook }) => {
  const tokens = stories.find((story) => story.title === 'Theming/Appearance API' && story.name === 'Tokens');
  expect(await renderStory(storybook, tokens!.id)).toBe('finished');
  const row = storybook.preview.getByRole('row').filter({ has: storybook.preview.getByRole('rowheader', { name: 'colorBackground' }) });
  // light and flat from the kit's CSS and the flat theme, dark from the dark theme's variables.
  await expect(row.locator('[data-token-value]')).toHaveText(['#fff', '#1c2230', '#f1f3f6']);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}: plays, and axe finds no WCAG 2.1 A/AA violation`, async ({ storybook }) => {
    expect(await renderStory(storybook, story.id)).toBe('finished');
    expect(await axeViolations(storybook.preview)).toEqual([]);
  });
}

/**
 * Visual regression: one story per story file (its Default, or the theme gallery for the theming
 * pages) is compared with its committed screenshot, so a changed colour, size or spacing in the
 * kit's CSS fails here. `npm run test:visual` rewrites the baselines on purpose. One per file, not
 * every story: the screenshots of all of them would add minutes to every run.
 */
const VISUAL_STORIES = [...new Set(stories.map((story) => story.title))].map((title) => {
  const ofTitle = stories.filter((story) => story.title === title);
  return ofTitle.find((story) => story.name === 'Default' || story.name === 'Theme gallery') ?? ofTitle[0]!;
});

for (const story of VISUAL_STORIES) {
  test(`${story.title} › ${story.name}: looks as its committed screenshot @visual`, async ({ storybook }) => {
    expect(await renderStory(storybook, story.id)).toBe('finished');
    await storybook.preview.evaluate(() => document.fonts.ready);
    // Baselines are made with this machine's Chromium and fonts. A pixel counts as changed from a small colour
    // distance (the default 0.2 let a new primary blue through); a few may differ in their anti-aliasing.
    await expect(storybook.preview.locator('#storybook-root')).toHaveScreenshot(`${story.id}.png`, { animations: 'disabled', caret: 'hide', threshold: 0.02, maxDiffPixelRatio: 0.001 });
  });
}

