import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { channel, failure, ok, video } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function channelApi(options: { followFails?: boolean } = {}) {
  const follows: unknown[] = [];
  const pages: string[] = [];
  let following = false;
  server.use(
    http.get(`*${API_PATHS.channelVideos}`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      pages.push(`${url.searchParams.get('channelId')}:${page}:${url.searchParams.get('count')}`);
      if (url.searchParams.get('channelId') !== 'ocean-channel') return HttpResponse.json(failure(404, 'This channel does not exist', 'notFound.channel'), { status: 404 });
      const items = page === 0 ? [1, 2, 3, 4, 5].map((n) => video(`o${n}`, { title: `Ocean ${n}` })) : [video('o6', { title: 'Ocean 6' })];
      return HttpResponse.json(ok({ channel: channel({ isFollowing: following, followers: following ? 13 : 12 }), items, page, count: 5, total: 6, hasMore: page === 0 }));
    }),
    http.post(`*${API_PATHS.updateFollowing}`, async ({ request }) => {
      const body = (await request.json()) as { channelId: string; follow: boolean };
      follows.push(body);
      if (options.followFails) return HttpResponse.json(failure(3, 'Something went wrong: try again', 'server.unexpected'), { status: 500 });
      following = body.follow;
      return HttpResponse.json(ok({ channelId: body.channelId, isFollowing: following, followers: following ? 13 : 12 }));
    }),
  );
  return { follows, pages };
}

describe('channel details', () => {
  it('follows and unfollows with the answer as the truth, and pages its videos', async () => {
    const user = userEvent.setup();
    const api = channelApi();
    const site = await renderSite({ path: '/channels/ocean-channel', token: 'good-token' });
    await screen.findByRole('heading', { level: 1, name: 'Ocean Channel' });
    screen.getByText('12 followers');

    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    screen.getByText('13 followers');
    await user.click(following);
    await screen.findByRole('button', { name: 'Follow' });
    expect(api.follows).toEqual([
      { channelId: 'ocean-channel', follow: true },
      { channelId: 'ocean-channel', follow: false },
    ]);
    expect(site.events.filter((name) => name === 'Follow_Channel_Button_Clicked')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show more videos' }));
    await screen.findByRole('heading', { level: 3, name: 'Ocean 6' });
    expect(screen.queryByRole('button', { name: 'Show more videos' })).toBeNull();
    expect(api.pages).toEqual(['ocean-channel:0:5', 'ocean-channel:1:5']);
    expect(site.pageViews).toEqual(['Channel_Details']);
    site.removeSink();
  });

  it('says when following failed and keeps the state', async () => {
    const user = userEvent.setup();
    channelApi({ followFails: true });
    const site = await renderSite({ path: '/channels/ocean-channel', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await screen.findByText('Following could not be changed. Please try again.');
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
    site.removeSink();
  });

  it('shows a follow at once, and puts the count back with the error when the server refuses', async () => {
    const user = userEvent.setup();
    channelApi();
    // The refusal waits until the test has seen the page change, so the change cannot come from the answer.
    let refuse!: () => void;
    const answered = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      http.post(`*${API_PATHS.updateFollowing}`, async () => {
        await answered;
        return HttpResponse.json(failure(3, 'Something went wrong: try again', 'server.unexpected'), { status: 500 });
      }),
    );
    const site = await renderSite({ path: '/channels/ocean-channel', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await screen.findByText('13 followers');
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');

    refuse();
    await screen.findByText('Following could not be changed. Please try again.');
    screen.getByText('12 followers');
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
    site.removeSink();
  });

  it('asks visitors to sign in to follow', async () => {
    channelApi();
    const site = await renderSite({ path: '/channels/ocean-channel' });
    const link = await screen.findByRole('link', { name: 'Sign in to follow channels' });
    expect(link.getAttribute('href')).toBe('/signin?next=%2Fchannels%2Focean-channel');
    site.removeSink();
  });

  it('says when the channel does not exist', async () => {
    channelApi();
    const site = await renderSite({ path: '/channels/nope' });
    await screen.findByText('This channel is not available.');
    site.removeSink();
  });
});
