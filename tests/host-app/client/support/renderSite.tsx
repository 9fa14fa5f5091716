import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAuthSession, createProductAuthApi, type AuthSession } from 'payment-client/auth-session';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { analytics } from '../../../../host-app/client/analytics';
import { App } from '../../../../host-app/client/App';
import { createSiteQueryClient } from '../../../../host-app/client/api/siteQueryClient';
import type { SiteConfig } from '../../../../host-app/client/config/siteConfig';
import { event, home, ok, profile } from './siteFixtures';
import './siteLanguages';

/** Answers every call the shell makes; tests add their own handlers in front with `server.use`. */
export const defaultHandlers = [
  http.get('*/home/:locale/:country', ({ params }) => HttpResponse.json(ok(home({ locale: String(params.locale), country: String(params.country) })))),
  http.get(`*${API_PATHS.eventsLive}`, () => HttpResponse.json(ok([event('e1')]))),
  http.get(`*${API_PATHS.eventsUpcoming}`, () => HttpResponse.json(ok([event('e2', { isLive: false, navigationId: '' })]))),
  http.get('*/events/:eventId/suggested-videos', () => HttpResponse.json(ok([]))),
  http.get(`*${API_PATHS.adConfiguration}`, () => HttpResponse.json(ok(null))),
  // A browser on this machine: loopback, so the default country.
  http.get(`*${API_PATHS.viewerCountry}`, () => HttpResponse.json(ok({ country: 'AE', continent: 'AS', source: 'default' }))),
  http.get(`*${API_PATHS.profile}`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer good-token' ? HttpResponse.json(ok(profile())) : HttpResponse.json({ errorCode: 1, message: 'no' }, { status: 401 }),
  ),
  http.post(`*${API_PATHS.subscriptionDetails}`, () =>
    HttpResponse.json(ok({ hasVIPContentAccess: false, canUnsubscribe: false, sessionType: null, status: 'none', plan: null, isTrial: false, currentPeriodEndsAt: null })),
  ),
  http.get(`*/v1/subscription/status/:subscriberId`, () => HttpResponse.json(ok({ isSubscribed: false }))),
  http.get(`*${API_PATHS.billingHistory}`, () => HttpResponse.json(ok({ entries: [] }))),
  // The premium page asks whether the account may still start a free trial: yes, unless a test says otherwise.
  http.get(`*${API_PATHS.trialOffer}`, () => HttpResponse.json(ok({ canBenefitFromTrial: true }))),
  http.get(`*${API_PATHS.videos}`, () => HttpResponse.json(ok({ items: [], page: 0, count: 5, total: 0, hasMore: false }))),
  // A signed-in viewer's Home asks what they were watching: nothing, unless a test says otherwise.
  http.get(`*${API_PATHS.search}`, () => HttpResponse.json(ok({ videos: [], channels: [], events: [], categories: [] }))),
  http.get(`*${API_PATHS.searchSuggestions}`, () => HttpResponse.json(ok({ suggestions: [] }))),
  http.get(`*${API_PATHS.continueWatching}`, () => HttpResponse.json(ok([]))),
  http.post(`*${API_PATHS.signOut}`, () => HttpResponse.json(ok({}))),
];

export const server = setupServer(...defaultHandlers);

export interface SiteOptions {
  path?: string;
  /** A stored token: the session restores it on start. */
  token?: string;
  config?: Partial<SiteConfig>;
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Renders the whole site at an address, with a real session talking to the mocked API. */
export async function renderSite({ path = '/', token, config = {} }: SiteOptions = {}) {
  window.history.replaceState(null, '', path);
  const storage = memoryStorage(token ? { token: JSON.stringify({ value: token }) } : {});
  const cookies: string[] = [];
  const session: AuthSession = createAuthSession({
    storage,
    cookies: { write: (cookie) => void cookies.push(cookie) },
    clock: { now: () => Date.now() },
    api: createProductAuthApi({ baseUrl: window.location.origin }),
  });
  const pageViews: string[] = [];
  const events: string[] = [];
  const removeSink = analytics.addSink({
    name: 'test',
    receive: (item) => void (item.kind === 'page_view' ? pageViews.push(item.screen ?? '') : events.push(item.name)),
  });
  // A fresh cache per render, and failures shown at once instead of after the site's retries of transient errors.
  const queryClient = createSiteQueryClient({ queries: { retry: false } });
  const view = render(<App config={{ brand: 'streaming', blockDevTools: false, ...config }} session={session} queryClient={queryClient} />);
  await act(async () => {
    await session.start();
  });
  return { ...view, session, storage, cookies, pageViews, events, removeSink, queryClient };
}
