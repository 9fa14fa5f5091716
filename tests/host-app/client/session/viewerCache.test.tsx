import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSite, server } from '../support/renderSite';
import { ok, video } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const viewerKeys = (keys: readonly (readonly unknown[])[], viewer: string) => keys.filter((key) => key[0] === 'viewer' && key[1] === viewer);

describe('the cache of a viewer', () => {
  it('is dropped when the viewer signs out, and video access is asked again when VIP changes', async () => {
    const videoAnswers: string[] = [];
    server.use(
      http.get('*/media/videos/:videoId', ({ request }) => {
        videoAnswers.push(request.headers.get('authorization') ?? 'guest');
        return HttpResponse.json(ok({ ...video('v1', { title: 'Harbour at dawn' }), poster: '', access: 'vip_required', stream: null }));
      }),
    );
    const site = await renderSite({ path: '/video/v1', token: 'good-token' });
    await screen.findByRole('heading', { level: 1, name: 'Harbour at dawn' });
    const keys = () => site.queryClient.getQueryCache().getAll().map((query) => query.queryKey);
    expect(viewerKeys(keys(), 'sub-1').length).toBeGreaterThan(0);
    const answersBefore = videoAnswers.length;

    // VIP on: the video's access is asked again, for the same viewer.
    await act(async () => site.session.becomeSubscriber());
    await expect.poll(() => videoAnswers.length).toBe(answersBefore + 1);
    expect(viewerKeys(keys(), 'sub-1').length).toBeGreaterThan(0);

    // Signed out: nothing of that viewer stays in the cache.
    await act(async () => site.session.logout());
    await expect.poll(() => viewerKeys(keys(), 'sub-1')).toEqual([]);
    site.removeSink();
  });
});
