import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { PRODUCT_HEADERS } from '../../../../host-app/contract/http/headers';
import { renderSite, server } from '../support/renderSite';
import { ok, videoDetail } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the embeddable player', () => {
  // Its chunk loads ahead, as set-up rather than the test's time on a busy machine.
  beforeAll(() => import('../../../../host-app/client/pages/video/EmbeddedVideoPage'), 30_000);

  it('asks for the video as the embedded platform, shows the player alone and reports Embedded_Video once', async () => {
    const osHeaders: (string | null)[] = [];
    server.use(
      http.get(`*${API_PATHS.videos}/:videoId`, ({ request, params }) => {
        osHeaders.push(request.headers.get(PRODUCT_HEADERS.os));
        return HttpResponse.json(ok(videoDetail(String(params.videoId), { title: 'Desert dunes' })));
      }),
    );
    const site = await renderSite({ path: '/embed/video/v1' });
    const title = await screen.findByRole('link', { name: 'Desert dunes' }, { timeout: 5000 });
    // The full page opens outside the frame.
    expect(title.getAttribute('href')).toBe('/video/v1');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('.player-Stage')).not.toBeNull();
    expect(osHeaders).toEqual(['webEmbedded']);
    // No header, footer or help: the framing page has its own.
    expect(document.querySelector('header, footer')).toBeNull();
    await waitFor(() => expect(site.pageViews).toEqual(['Embedded_Video']));
    site.removeSink();
  });

  it('links the Arabic full page from the Arabic player', async () => {
    server.use(http.get(`*${API_PATHS.videos}/:videoId`, ({ params }) => HttpResponse.json(ok(videoDetail(String(params.videoId), { title: 'كثبان' })))));
    const site = await renderSite({ path: '/ar/embed/video/v2' });
    expect((await screen.findByRole('link', { name: 'كثبان' }, { timeout: 5000 })).getAttribute('href')).toBe('/ar/video/v2');
    site.removeSink();
  });
});
