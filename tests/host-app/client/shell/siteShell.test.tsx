import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { analytics } from '../../../../host-app/client/analytics';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('site shell', () => {
  it('renders English home with lang and dir on <html>, and reports the Home page view', async () => {
    const site = await renderSite({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Watch 360° and regular video, live' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    await screen.findByRole('heading', { level: 2, name: 'Hot right now' });
    expect(site.pageViews).toEqual(['Home']);
    site.removeSink();
  });

  it('renders Arabic under /ar, right to left, and asks the API in Arabic', async () => {
    const languages: string[] = [];
    server.events.on('request:start', ({ request }) => void languages.push(request.headers.get('x-language') ?? ''));
    const site = await renderSite({ path: '/ar' });
    await screen.findByRole('heading', { level: 1, name: 'شاهد فيديو 360° والفيديو العادي والبث المباشر' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(languages.length).toBeGreaterThan(0));
    expect(new Set(languages)).toEqual(new Set(['ar']));
    server.events.removeAllListeners();
    site.removeSink();
  });

  it('switches language on the same page, keeping the query', async () => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/search?q=sea' });
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    await screen.findByRole('heading', { level: 1, name: 'البحث' });
    expect(window.location.pathname).toBe('/ar/search');
    expect(window.location.search).toBe('?q=sea');
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(screen.getByRole('link', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(window.location.pathname).toBe('/search');
    expect(document.documentElement.dir).toBe('ltr');
    site.removeSink();
  });

  it('renders the sign-in page without the layout, and shows the layout elsewhere', async () => {
    const site = await renderSite({ path: '/signin' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(site.pageViews).toEqual(['Login']);
    site.removeSink();
    cleanup();

    const other = await renderSite({ path: '/channels' });
    await screen.findByRole('heading', { level: 1, name: 'Channels' });
    screen.getByRole('banner');
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'support@streaming.example' });
    expect(other.pageViews).toEqual(['Channel_List']);
    other.removeSink();
  });

  it('renders unknown addresses and /500 as bare error pages', async () => {
    const site = await renderSite({ path: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByRole('banner')).toBeNull();
    site.removeSink();
    cleanup();

    const error = await renderSite({ path: '/ar/500' });
    await screen.findByRole('heading', { level: 1, name: 'حدث خطأ ما' });
    expect(screen.queryByRole('banner')).toBeNull();
    error.removeSink();
  });

  it('links "Go Premium" to the brand variant landing path', async () => {
    const streaming = await renderSite({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/premium');
    streaming.removeSink();
    cleanup();

    const general = await renderSite({ path: '/ar', config: { brand: 'general-video' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'اشترك في بريميوم' }).getAttribute('href')).toBe('/ar/vip-plans');
    general.removeSink();
  });

  it('sends visitors to sign in before settings, and back after', async () => {
    const site = await renderSite({ path: '/profile-settings/interests' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(window.location.pathname).toBe('/signin');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/profile-settings/interests');
    site.removeSink();
  });

  it('shows the signed-in subscriber and signs out', async () => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/', token: 'good-token' });
    await screen.findByRole('link', { name: 'Account of Lina Haddad' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    expect(site.session.getState().status).toBe('unauthorized');
    expect(site.storage.items.has('token')).toBe(false);
    expect(site.events).toEqual(expect.arrayContaining(['Logout_API_Attempt', 'Logout_API_Success']));
    site.removeSink();
  });

  it('sends the queued analytics before the token is revoked, so they are still filed under the subscriber', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    server.use(http.post(`*${API_PATHS.signOut}`, () => (order.push('token revoked'), HttpResponse.json({ errorCode: 0, message: 'OK', data: {} }))));
    const site = await renderSite({ path: '/', token: 'good-token' });
    // A transport whose send takes a moment, as the network does.
    const removeQueue = analytics.addSink({
      name: 'queued',
      receive: () => {},
      flush: (mode) => new Promise<void>((resolve) => setTimeout(() => (order.push(`sent (${mode})`), resolve()), 0)),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    expect(order).toEqual(['sent (now)', 'token revoked']);
    removeQueue();
    site.removeSink();
  });
});
