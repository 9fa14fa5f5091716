import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FINE_POINTER_QUERY } from '../../../../host-app/client/hooks/useMediaQuery';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { event, home, ok, video } from '../support/siteFixtures';
import { mediaMatching } from './heroLayout';

const undo: (() => void)[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  server.resetHandlers();
  for (const step of undo.splice(0).reverse()) step();
});
afterAll(() => server.close());

const videos = Array.from({ length: 8 }, (_, index) => video(`v${index + 1}`));

/** Home with one row of eight videos, on a screen whose pointer is a mouse or a finger. */
async function renderRow({ path = '/', pointer }: { path?: string; pointer: 'mouse' | 'finger' }) {
  undo.push(mediaMatching(pointer === 'mouse' ? [FINE_POINTER_QUERY] : []));
  server.use(
    http.get('*/home/:locale/:country', ({ params }) =>
      HttpResponse.json(ok(home({ locale: String(params.locale), sections: [{ key: 'featured_replay', type: 'videos', title: 'Featured replay', items: videos }] }))),
    ),
  );
  await renderSite({ path });
  return screen.findByRole('region', { name: 'Featured replay' }, { timeout: 10_000 });
}

/** The row's list as a browser lays it out: 1000 px shown of 2400, scrolled `scrollLeft` from its start. */
function layOutRow(row: HTMLElement, scrollLeft = 0) {
  const list = within(row).getByRole('list');
  Object.defineProperties(list, { clientWidth: { value: 1000, configurable: true }, scrollWidth: { value: 2400, configurable: true }, scrollLeft: { value: scrollLeft, configurable: true, writable: true } });
  act(() => void list.dispatchEvent(new Event('scroll')));
  const scrollBy = vi.fn();
  list.scrollBy = scrollBy as typeof list.scrollBy;
  return scrollBy;
}

// Whole-site renders: generous on a busy machine, where one can take several seconds.
describe('home rows', { timeout: 30_000 }, () => {
  it('offer a mouse arrows that scroll most of a screenful toward either end, the one at an end hidden', async () => {
    const row = await renderRow({ pointer: 'mouse' });
    const forward = await within(row).findByRole('button', { name: 'Scroll for more' }, { timeout: 10_000 });
    const back = within(row).getByRole('button', { name: 'Scroll back' });
    const scrollBy = layOutRow(row);
    expect(back).toHaveProperty('disabled', true);
    await userEvent.click(forward);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 900 });

    layOutRow(row, 1400);
    expect(forward).toHaveProperty('disabled', true);
    expect(back).toHaveProperty('disabled', false);
    const scrollBack = layOutRow(row, 700);
    await userEvent.click(back);
    expect(scrollBack).toHaveBeenLastCalledWith({ left: -900 });
  });

  it('scroll the other way in Arabic, where the row starts on the right', async () => {
    const row = await renderRow({ path: '/ar', pointer: 'mouse' });
    const forward = await within(row).findByRole('button', { name: 'عرض المزيد' }, { timeout: 10_000 });
    const scrollBy = layOutRow(row);
    await userEvent.click(forward);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -900 });
    // A right-to-left row scrolls to negative scrollLeft: its far end is reached all the same.
    layOutRow(row, -1400);
    expect(forward).toHaveProperty('disabled', true);
    expect(forward.querySelector('svg')?.getAttribute('class')).toContain('lucide-chevron-left');
  });

  it('have no arrows on a touch screen, where a finger swipes them, and snap to a card either way', async () => {
    const row = await renderRow({ pointer: 'finger' });
    // Its eight videos, then the link to the Featured replay screen.
    expect(within(row).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([...Array.from({ length: 8 }, (_, index) => expect.stringMatching(/^\/video\//)), '/featured-replay']);
    expect(within(row).queryAllByRole('button')).toEqual([]);
    const css = readFileSync('host-app/client/styles/content.css', 'utf8') + readFileSync('host-app/client/styles/browse.css', 'utf8');
    expect(css).toMatch(/\.site-Slider \{[^}]*scroll-snap-type: inline mandatory;/);
    expect(css).toMatch(/@media \(hover: none\), \(pointer: coarse\) \{\s*\.site-RowArrow \{\s*display: none;/);
  });
});

describe('poster badges', { timeout: 30_000 }, () => {
  it("show a video's running time, VIP on premium videos and LIVE on live events, over the picture", async () => {
    server.use(
      http.get('*/home/:locale/:country', () =>
        HttpResponse.json(
          ok(
            home({
              sections: [
                { key: 'featured_replay', type: 'videos', title: 'Featured replay', items: [video('free', { durationSeconds: 125 }), video('vip', { durationSeconds: 3725, isPremium: true })] },
                { key: 'liveNow', type: 'events', title: 'Live now', items: [event('on-air'), event('later', { isLive: false })] },
              ],
            }),
          ),
        ),
      ),
    );
    await renderSite({ path: '/' });
    const videosRow = await screen.findByRole('region', { name: 'Featured replay' }, { timeout: 10_000 });
    const badges = (card: HTMLElement) => [...card.querySelectorAll('.site-Poster .site-PosterBadge')].map((badge) => [badge.getAttribute('data-kind'), badge.textContent]);
    const [free, vip] = within(videosRow).getAllByRole('link');
    expect(badges(free!)).toEqual([['duration', '2:05Duration 2:05']]);
    expect(badges(vip!)).toEqual([
      ['vip', 'VIP'],
      ['duration', '1:02:05Duration 1:02:05'],
    ]);
    // The running time reads once, with its name, to a screen reader.
    expect(vip!.querySelector('[data-kind="duration"] [aria-hidden="true"]')?.getAttribute('dir')).toBe('ltr');
    const [onAir, later] = within(screen.getByRole('region', { name: 'Live now' })).getAllByRole('link');
    expect(badges(onAir!)).toEqual([['live', 'Live']]);
    expect(badges(later!)).toEqual([]);
  });
});

/** An answer the API gives only once the test has seen what the page shows while it waits. */
function heldAnswer() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

describe('home while its data loads', { timeout: 30_000 }, () => {
  it('holds the places of the hero and rows, and says it is loading, until the sections arrive', async () => {
    const answer = heldAnswer();
    server.use(
      http.get('*/home/:locale/:country', async () => {
        await answer.held;
        return HttpResponse.json(ok(home()));
      }),
    );
    await renderSite({ path: '/' });
    const busy = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(busy.textContent).toBe('Loading…');
    const skeleton = busy.closest('[aria-busy="true"]')!;
    expect(skeleton.querySelectorAll('.site-Hero [data-skeleton] .site-Thumbnail')).toHaveLength(1);
    expect(skeleton.querySelectorAll('.site-Slider .site-Card[data-skeleton]')).toHaveLength(8);
    answer.release();
    await screen.findByRole('region', { name: 'Hot right now' }, { timeout: 10_000 });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("holds the Continue watching row's place for a signed-in viewer while it loads", async () => {
    const answer = heldAnswer();
    server.use(
      http.get(`*${API_PATHS.continueWatching}`, async () => {
        await answer.held;
        return HttpResponse.json(ok([{ video: video('v9'), progress: { videoId: 'v9', positionSeconds: 30, durationSeconds: 120, finished: false, resumeAtSeconds: 30, updatedAt: '2026-06-01T10:00:00.000Z' } }]));
      }),
    );
    await renderSite({ path: '/', token: 'good-token' });
    await expect.poll(() => document.querySelector('[aria-busy="true"] .site-Slider'), { timeout: 10_000 }).not.toBeNull();
    answer.release();
    const row = await screen.findByRole('region', { name: 'Continue watching' }, { timeout: 10_000 });
    expect(within(row).getByRole('progressbar').className).toBe('site-WatchProgress');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('the Continue watching progress bar', () => {
  it('is styled: a thin bar under the card, filled in the accent colour in every engine', () => {
    const css = readFileSync('host-app/client/styles/browse.css', 'utf8');
    const rule = (selector: string) => new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{[^}]*background: var\\(--site-accent\\);`);
    expect(css).toMatch(/\.site-WatchProgress \{[^}]*block-size: 0\.25rem;[^}]*appearance: none;/);
    for (const pseudo of ['&::-webkit-progress-value', '&::-moz-progress-bar']) expect(css).toMatch(rule(pseudo));
  });
});
