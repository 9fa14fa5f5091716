// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAuthSessionDeps } from '../../../../headless/core/authSession/browserAuthSessionDeps';
import { createAuthSession } from '../../../../headless/core/authSession/createAuthSession';
import { profileOf } from './fakes';

const TOKEN = 'browser-token';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.restoreAllMocks();
});

describe('browserAuthSessionDeps', () => {
  it('keeps the token in localStorage and document.cookie and calls the page origin by default', async () => {
    const fetch = vi.fn(async (url: string) =>
      new Response(JSON.stringify(url.endsWith('/profile') ? { data: profileOf() } : { data: { isSubscribed: true } }), { status: 200 }),
    );
    const session = createAuthSession(browserAuthSessionDeps({ fetch: fetch as unknown as typeof globalThis.fetch }));
    await session.start();
    expect(session.getState().status).toBe('unauthorized');

    await session.signIn({ token: TOKEN, staySignedIn: true });
    expect(window.localStorage.getItem('token')).toBe(JSON.stringify({ value: TOKEN }));
    expect(document.cookie).toContain(`token=${TOKEN}`);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${window.location.origin}/api/v1/auth/profile`, `${window.location.origin}/v1/subscription/status/sub-1`]);
    expect(session.getState()).toMatchObject({ status: 'authenticated', subscriber: { isVip: true } });

    session.logout();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });

  it('restores a token stored by an earlier page', async () => {
    window.localStorage.setItem('token', JSON.stringify({ value: TOKEN, expiry: Date.now() + 60_000 }));
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: profileOf() }), { status: 200 }));
    const session = createAuthSession(browserAuthSessionDeps({ baseUrl: 'https://api.example.com', fetch: fetch as unknown as typeof globalThis.fetch }));
    await session.start();
    expect(session.getState().status).toBe('authenticated');
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example.com/api/v1/auth/profile');
  });
});
