import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { IdentitySignedIn } from '../../../../host-app/contract/account/identitySignIn';
import { renderSite, server } from '../support/renderSite';
import { failure, ok, profile } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const handedOver = (overrides: Partial<IdentitySignedIn> = {}): IdentitySignedIn => ({
  token: { id: 'apple-token', expiresAt: '2030-01-01T00:00:00Z' },
  subscriber: profile(),
  provider: 'apple',
  account: 'new',
  staySignedIn: false,
  ...overrides,
});

describe('the providers\' pages', () => {
  it('lead from the sign-in page to the provider\'s page, and on to the API\'s start with the language, next and "stay signed in"', async () => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/signin?next=%2Fsearch' });
    expect((await screen.findByRole('link', { name: 'Continue with Snapchat' })).getAttribute('href')).toBe('/signin/snapchat?next=%2Fsearch');
    await user.click(screen.getByRole('link', { name: 'Continue with Apple' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in with Apple' });
    expect(site.pageViews).toEqual(['Login', 'Apple_Login']);
    const toApple = screen.getByRole('link', { name: 'Continue with Apple' });
    expect(toApple.getAttribute('href')).toBe('/api/v1/auth/oidc/apple/start?locale=en&next=%2Fsearch&staySignedIn=false');
    await user.click(screen.getByLabelText('Stay signed in'));
    expect(toApple.getAttribute('href')).toBe('/api/v1/auth/oidc/apple/start?locale=en&next=%2Fsearch&staySignedIn=true');
    site.removeSink();
  });

  it('say in the page\'s language why the provider sent the viewer back, and report the failure', async () => {
    const site = await renderSite({ path: '/ar/signin/snapchat?error=refused' });
    await screen.findByText('لم نتمكن من تأكيد تسجيل الدخول هذا مع Snapchat، فلم نسجّل دخولك. حاول مرة أخرى.');
    expect(screen.getByRole('link', { name: 'المتابعة باستخدام Snapchat' }).getAttribute('href')).toBe('/api/v1/auth/oidc/snapchat/start?locale=ar&staySignedIn=false');
    expect(site.pageViews).toEqual(['Snapchat_Login']);
    expect(site.events).toEqual(['Login_API_Failed']);
    site.removeSink();
  });

  it('ignore an error they do not know, and a next address off the site', async () => {
    await renderSite({ path: '/signin/apple?error=%3Cb%3E&next=%2F%2Fevil.example' });
    const toApple = await screen.findByRole('link', { name: 'Continue with Apple' });
    expect(toApple.getAttribute('href')).toBe('/api/v1/auth/oidc/apple/start?locale=en&staySignedIn=false');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});

describe('coming back signed in', () => {
  it('takes the session once, stores its token as sign-in does and goes on to next', async () => {
    let takes = 0;
    server.use(
      http.post(`*${API_PATHS.identitySignInSession}`, () => {
        takes += 1;
        return HttpResponse.json(ok(handedOver({ staySignedIn: true })));
      }),
    );
    const site = await renderSite({ path: '/signin/complete?next=%2Fsearch' });
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(window.location.pathname).toBe('/search');
    expect(takes).toBe(1);
    expect(JSON.parse(site.storage.items.get('token')!)).toEqual({ value: 'apple-token' });
    expect(site.cookies.some((cookie) => cookie.startsWith('token=apple-token'))).toBe(true);
    expect(site.pageViews.slice(0, 1)).toEqual(['Authenticate']);
    expect(site.events).toEqual(expect.arrayContaining(['Signup_API_Success']));
    site.removeSink();
  });

  it('says the sign-in expired when the session cannot be taken', async () => {
    server.use(http.post(`*${API_PATHS.identitySignInSession}`, () => HttpResponse.json(failure(1, 'This sign-in has expired or was already used. Start again', 'auth.identitySignInExpired'), { status: 401 })));
    const site = await renderSite({ path: '/signin/complete' });
    await screen.findByText('This sign-in has expired or was already used. Start again');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/signin');
    await waitFor(() => expect(site.events).toEqual(['Login_API_Failed']));
    expect(site.storage.items.has('token')).toBe(false);
    site.removeSink();
  });
});
