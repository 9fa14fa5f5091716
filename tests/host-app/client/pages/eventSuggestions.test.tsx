import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { event, ok, video, videoDetail } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('an event suggests videos', () => {
  it('lists them, reports happening_suggested_video_click when one is followed, and opens it', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*${API_PATHS.eventsUpcoming}`, () => HttpResponse.json(ok([event('e2', { isLive: false })]))),
      http.get('*/events/:eventId/suggested-videos', ({ params, request }) => {
        asked.push(`${String(params.eventId)}:${request.headers.get('x-language')}`);
        return HttpResponse.json(ok([video('s1', { title: 'Reef at dawn' }), video('s2', { title: 'Kelp forest' })]));
      }),
      http.get(`*${API_PATHS.videos}/:videoId`, ({ params }) => HttpResponse.json(ok(videoDetail(String(params.videoId), { title: 'Kelp forest' })))),
    );
    const site = await renderSite({ path: '/upcoming/e2' });
    // A lazy page and two answers: on a busy machine they take more than the default second.
    await screen.findByRole('heading', { level: 1, name: 'Event e2' }, { timeout: 5000 });
    await screen.findByRole('heading', { level: 2, name: 'Watch next' }, { timeout: 5000 });
    const list = screen.getByRole('region', { name: 'Watch next' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Reef at dawn', 'Kelp forest']);
    expect(asked).toEqual(['e2:en']);
    expect(site.events).not.toContain('happening_suggested_video_click');

    await userEvent.click(within(list).getByRole('link', { name: /Kelp forest/ }));
    await screen.findByRole('heading', { level: 1, name: 'Kelp forest' }, { timeout: 5000 });
    expect(site.events.filter((name) => name === 'happening_suggested_video_click')).toHaveLength(1);
    expect(window.location.pathname).toBe('/video/s2');
    site.removeSink();
  }, 20_000);

  it('leaves the section out when there is nothing to suggest', async () => {
    const site = await renderSite({ path: '/upcoming/e2' });
    await screen.findByRole('heading', { level: 1, name: 'Event e2' }, { timeout: 5000 });
    // The default answer is an empty list: once it is in, nothing is busy and no heading shows.
    await expect.poll(() => document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Watch next' })).toBeNull();
    site.removeSink();
  }, 20_000);
});
