import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { VideoStream, WatchProgress, WatchProgressUpdate } from '../../../../host-app/contract/content/contentTypes';
import { renderSite, server } from '../support/renderSite';
import { ok, videoDetail } from '../support/siteFixtures';

const srcProperty = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {});
  // The test DOM would report the media ready as soon as src is set; the test says when instead.
  Object.defineProperty(HTMLMediaElement.prototype, 'src', {
    configurable: true,
    get() {
      return (this as HTMLMediaElement).getAttribute('src') ?? '';
    },
    set(value: string) {
      (this as HTMLMediaElement).setAttribute('src', value);
    },
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  Object.defineProperty(HTMLMediaElement.prototype, 'src', srcProperty);
});
afterAll(() => server.close());

const stream = { url: '/media/stream/clip.mp4', mimeType: 'video/mp4' } as unknown as VideoStream;

function progressApi(saved: WatchProgress | null) {
  const saves: WatchProgressUpdate[] = [];
  const reads: string[] = [];
  server.use(
    http.get(`*${API_PATHS.videos}/:videoId`, ({ params }) => HttpResponse.json(ok(videoDetail(String(params.videoId), { stream })))),
    http.get(`*${API_PATHS.continueWatching}`, () => HttpResponse.json(ok([]))),
    http.get(`*${API_PATHS.continueWatching}/:videoId`, ({ params, request }) => {
      reads.push(`${String(params.videoId)}:${request.headers.get('authorization')}`);
      return HttpResponse.json(ok(saved));
    }),
    http.post(`*${API_PATHS.continueWatching}/:videoId`, async ({ params, request }) => {
      const body = (await request.json()) as WatchProgressUpdate;
      saves.push(body);
      return HttpResponse.json(ok({ videoId: String(params.videoId), ...body, finished: false, resumeAtSeconds: Math.floor(body.positionSeconds), updatedAt: '2026-06-01T10:00:00.000Z' }));
    }),
  );
  return { saves, reads };
}

const mediaOf = () => document.querySelector('.player-Root video') as HTMLVideoElement | null;

const settingsMenu = () => document.querySelector('.player-Root media-settings-menu');

describe('a signed-in viewer\'s place in a video, kept on the server', () => {
  it('starts where the server says the viewer left off, and saves the place on pause and on leaving', async () => {
    const api = progressApi({ videoId: 'v1', positionSeconds: 7.6, durationSeconds: 16, finished: false, resumeAtSeconds: 7, updatedAt: '2026-06-01T09:00:00.000Z' });
    const listensForLeaving = vi.spyOn(window, 'addEventListener');
    const site = await renderSite({ path: '/video/v1', token: 'good-token' });
    // The settings menu shows once the player holds its media: the place is read before that.
    await waitFor(() => expect(settingsMenu()).not.toBeNull(), { timeout: 10_000 });
    // The controls and the saving effect come in one render, but the effect can run a moment later
    // on a busy machine: a pause before it listens would be missed, as it would by any listener.
    await waitFor(() => expect(listensForLeaving).toHaveBeenCalledWith('pagehide', expect.any(Function)));
    expect(api.reads).toEqual(['v1:Bearer good-token']);
    const media = mediaOf()!;
    Object.defineProperty(media, 'duration', { configurable: true, value: 16 });
    fireEvent(media, new Event('loadedmetadata'));
    expect(media.currentTime).toBe(7);

    media.currentTime = 9.5;
    fireEvent(media, new Event('pause'));
    await waitFor(() => expect(api.saves).toEqual([{ positionSeconds: 9.5, durationSeconds: 16 }]));

    media.currentTime = 12;
    fireEvent(media, new Event('timeupdate'));
    await act(async () => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(api.saves).toEqual([{ positionSeconds: 9.5, durationSeconds: 16 }, { positionSeconds: 12, durationSeconds: 16 }]));
    site.removeSink();
  });

  it('asks guests for nothing: their place stays in this browser', async () => {
    const api = progressApi(null);
    const site = await renderSite({ path: '/video/v1' });
    await waitFor(() => expect(settingsMenu()).not.toBeNull(), { timeout: 10_000 });
    const media = mediaOf()!;
    Object.defineProperty(media, 'duration', { configurable: true, value: 16 });
    media.currentTime = 9;
    fireEvent(media, new Event('pause'));
    expect(api.reads).toEqual([]);
    expect(api.saves).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    site.removeSink();
  });
});
