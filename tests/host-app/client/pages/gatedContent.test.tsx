import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VideoDetail } from '../../../../host-app/contract/content/contentTypes';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { gatedContent } from '../../../../host-app/client/content/gatedContent';
import { renderSite, server } from '../support/renderSite';
import { ok, videoDetail } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The server's answer for a premium video this viewer may not watch: no stream. */
const premium = (id: string, access: VideoDetail['access']) => videoDetail(id, { title: `Premium ${id}`, isPremium: true, access, stream: null });

// Waits allow a lazy page and its answers more than the default second on a busy machine.

/** The player's stage: where the video would play, and where its one message shows. */
const stage = () => document.querySelector('.player-Stage') as HTMLElement;

describe('the gated-content rule', () => {
  it('asks visitors to sign in and offers premium to signed-in viewers; nothing when granted', () => {
    expect(gatedContent('sign_in_required')).toMatchObject({ action: 'signIn', messageKey: 'video.signInRequired' });
    expect(gatedContent('vip_required')).toMatchObject({ action: 'goPremium', messageKey: 'video.vipRequired' });
    expect(gatedContent('granted')).toBeNull();
  });
});

describe('a premium video', () => {
  it('shows a visitor one message, sign in, which comes back to the video', async () => {
    server.use(http.get(`*${API_PATHS.videos}/:videoId`, () => HttpResponse.json(ok(premium('v3', 'sign_in_required')))));
    const site = await renderSite({ path: '/video/v3' });
    await screen.findByRole('heading', { level: 1, name: 'Premium v3' }, { timeout: 5000 });
    await waitFor(() => expect(stage().textContent).toBe('Sign in to watch this video.Sign in'), { timeout: 5000 });
    const signIn = [...stage().querySelectorAll('a')];
    expect(signIn.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Sign in', '/signin?next=%2Fvideo%2Fv3']]);
    // One message on the whole page: never "not available", never a second notice under the title.
    expect(screen.queryByText('This video is not available.')).toBeNull();
    expect(screen.getAllByText('Sign in to watch this video.')).toHaveLength(1);
    site.removeSink();
  }, 20_000);

  it('offers a signed-in viewer without premium the premium page, which comes back to the video once paid, in Arabic too', async () => {
    server.use(http.get(`*${API_PATHS.videos}/:videoId`, () => HttpResponse.json(ok(premium('v2', 'vip_required')))));
    const site = await renderSite({ path: '/ar/video/v2', token: 'good-token' });
    await waitFor(() => expect(stage().querySelector('a')?.getAttribute('href')).toBe('/ar/premium?next=%2Fvideo%2Fv2'), { timeout: 5000 });
    expect(stage().querySelector('a')?.textContent).toBe('اشترك في بريميوم');
    expect(screen.getAllByText('هذا الفيديو لمشتركي بريميوم.')).toHaveLength(1);
    expect(screen.queryByText('هذا الفيديو غير متاح.')).toBeNull();
    expect(screen.queryByText('سجّل الدخول لمشاهدة هذا الفيديو.')).toBeNull();
    site.removeSink();
  }, 20_000);
});

describe('a premium live event', () => {
  it('shows a visitor sign in where the stream would play, and a signed-in viewer Go Premium', async () => {
    let access: VideoDetail['access'] = 'sign_in_required';
    server.use(http.get(`*${API_PATHS.liveEventStream('e1')}`, () => HttpResponse.json(ok(premium('v-live', access)))));
    const visitor = await renderSite({ path: '/live/e1' });
    await waitFor(() => expect(stage()?.querySelector('a')?.getAttribute('href')).toBe('/signin?next=%2Flive%2Fe1'), { timeout: 5000 });
    expect(stage().textContent).toBe('Sign in to watch this video.Sign in');
    expect(screen.queryByText('This video is not available.')).toBeNull();
    visitor.removeSink();
    cleanup();

    access = 'vip_required';
    const viewer = await renderSite({ path: '/live/e1', token: 'good-token' });
    await waitFor(() => expect(stage()?.querySelector('a')?.getAttribute('href')).toBe('/premium?next=%2Flive%2Fe1'), { timeout: 5000 });
    expect(stage().textContent).toBe('This video is for premium subscribers.Go Premium');
    viewer.removeSink();
  }, 20_000);
});
