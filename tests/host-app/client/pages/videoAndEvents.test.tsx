import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { failure, ok, videoDetail } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function videoApi(access: 'granted' | 'sign_in_required' | 'vip_required' = 'granted') {
  const asked: string[] = [];
  server.use(
    http.get(`*${API_PATHS.videos}/:videoId`, ({ params, request }) => {
      asked.push(`${String(params.videoId)}:${request.headers.get('x-language')}`);
      if (params.videoId === 'missing') return HttpResponse.json(failure(404, 'This video does not exist', 'notFound.video'), { status: 404 });
      return HttpResponse.json(ok(videoDetail(String(params.videoId), { title: `Title of ${String(params.videoId)}`, access })));
    }),
  );
  return asked;
}

describe('video page', () => {
  it('shows the player, the title in the tab and the channel link', async () => {
    const asked = videoApi();
    const site = await renderSite({ path: '/video/v1' });
    await screen.findByRole('heading', { level: 1, name: 'Title of v1' });
    expect(document.title).toBe('Title of v1 · Streaming');
    expect(screen.getByRole('link', { name: 'From Ocean Channel' }).getAttribute('href')).toBe('/channels/ocean-channel');
    expect(document.querySelector('.player-Root')?.getAttribute('data-player-view')).toBe('native');
    expect(asked[0]).toBe('v1:en');
    expect(site.pageViews).toEqual(['Video_Player']);
    site.removeSink();
  });

  it('says how to get access when the server does not grant it', async () => {
    videoApi('vip_required');
    const site = await renderSite({ path: '/ar/video/v2' });
    await screen.findByText('هذا الفيديو لمشتركي بريميوم.');
    site.removeSink();
    cleanup();
    videoApi('sign_in_required');
    const visitor = await renderSite({ path: '/video/v3' });
    await screen.findByText('Sign in to watch this video.');
    visitor.removeSink();
  });

  it('says when the video does not exist', async () => {
    videoApi();
    const site = await renderSite({ path: '/video/missing' });
    await screen.findByText('This video is not available.');
    site.removeSink();
  });
});

describe('event pages', () => {
  it('plays the stream of a live event', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*${API_PATHS.liveEventStream('e1')}`, ({ request }) => {
        asked.push(`e1:${request.headers.get('x-language')}`);
        return HttpResponse.json(ok(videoDetail('v-live', { title: 'Live stream' })));
      }),
    );
    const site = await renderSite({ path: '/live/e1' });
    await screen.findByRole('heading', { level: 1, name: 'Event e1' });
    await screen.findByText('Dubai');
    await waitFor(() => expect(document.querySelector('.player-Root')).not.toBeNull());
    expect(asked).toEqual(['e1:en']);
    expect(site.pageViews).toEqual(['Happening_Details']);
    site.removeSink();
  });

  it('tells when an upcoming event starts, in Arabic too', async () => {
    const site = await renderSite({ path: '/ar/upcoming/e2' });
    await screen.findByRole('heading', { level: 1, name: 'Event e2' });
    screen.getByText(/لم تبدأ هذه الفعالية بعد/);
    site.removeSink();
  });

  it('says when the event is in neither list', async () => {
    const site = await renderSite({ path: '/live/e404' });
    await screen.findByText('This event is not available.');
    site.removeSink();
  });
});
