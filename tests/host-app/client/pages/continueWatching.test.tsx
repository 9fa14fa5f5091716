import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { ContinueWatchingItem } from '../../../../host-app/contract/content/contentTypes';
import { renderSite, server } from '../support/renderSite';
import { ok, video } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const item = (id: string, title: string, positionSeconds: number): ContinueWatchingItem => ({
  video: video(id, { title }),
  progress: { videoId: id, positionSeconds, durationSeconds: 16, finished: false, resumeAtSeconds: Math.floor(positionSeconds), updatedAt: '2026-06-01T10:00:00.000Z' },
});

/** The row's API; records who asked, and in which language. */
function continueWatchingApi(items: ContinueWatchingItem[]) {
  const calls: { authorization: string | null; language: string | null }[] = [];
  server.use(
    http.get(`*${API_PATHS.continueWatching}`, ({ request }) => {
      calls.push({ authorization: request.headers.get('authorization'), language: request.headers.get('x-language') });
      return HttpResponse.json(ok(items));
    }),
  );
  return calls;
}

describe('home "Continue watching"', () => {
  it("shows a signed-in viewer's unfinished videos in the answer's order with their progress, and drops the row on sign-out", async () => {
    const user = userEvent.setup();
    const calls = continueWatchingApi([item('v-dunes', 'Desert Dunes', 9), item('v-match', 'Match Highlights', 4)]);
    await renderSite({ path: '/', token: 'good-token' });
    const row = await screen.findByRole('region', { name: 'Continue watching' }, { timeout: 10_000 });
    expect(within(row).getAllByRole('link').map((link) => [link.getAttribute('href'), link.querySelector('h3')?.textContent])).toEqual([
      ['/video/v-dunes', 'Desert Dunes'],
      ['/video/v-match', 'Match Highlights'],
    ]);
    expect(within(row).getAllByRole('progressbar').map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('value')])).toEqual([
      ['56% watched', '56'],
      ['25% watched', '25'],
    ]);
    expect(calls).toEqual([{ authorization: 'Bearer good-token', language: 'en' }]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Continue watching' })).toBeNull();
  });

  it('speaks Arabic in the Arabic site', async () => {
    continueWatchingApi([item('v-match', 'أبرز لقطات المباراة', 8)]);
    await renderSite({ path: '/ar', token: 'good-token' });
    const row = await screen.findByRole('region', { name: 'متابعة المشاهدة' }, { timeout: 10_000 });
    expect(within(row).getByRole('progressbar').getAttribute('aria-label')).toMatch(/^شاهدت (50|٥٠)٪$/);
  });

  it('is absent for guests, who are never asked for one, and for a viewer with nothing unfinished', async () => {
    const calls = continueWatchingApi([]);
    await renderSite({ path: '/' });
    // Home has drawn its sections: a guest's row would have asked by now.
    await screen.findAllByRole('region', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Continue watching' })).toBeNull();
    expect(calls).toEqual([]);
    cleanup();

    await renderSite({ path: '/', token: 'good-token' });
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(1);
    expect(screen.queryByRole('region', { name: 'Continue watching' })).toBeNull();
  });
});
