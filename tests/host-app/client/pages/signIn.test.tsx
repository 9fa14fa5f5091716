import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { failure, ok, profile } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const signedIn = (token = 'good-token') => ok({ token: { id: token, expiresAt: '2030-01-01T00:00:00Z' }, subscriber: profile() });

describe('sign-in form', () => {
  it('says what is wrong with each field, tied to it, in English', async () => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/signin' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Enter your email address.');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Please correct the highlighted fields.');
    // The first field with a problem takes focus.
    expect(document.activeElement).toBe(email);

    await user.type(email, 'lina@example');
    await user.tab();
    screen.getByText('Enter an email address like name@example.com.');
    await user.type(email, '.com');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    site.removeSink();
  });

  it('says it in Arabic on the Arabic page', async () => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/ar/signin' });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    screen.getByText('أدخل بريدك الإلكتروني.');
    screen.getByText('أدخل كلمة المرور.');
    site.removeSink();
  });

  it('signs in for 8 hours without "stay signed in", then goes to the page that asked', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`*${API_PATHS.signIn}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(signedIn());
      }),
    );
    const site = await renderSite({ path: '/signin?next=%2Fsearch' });
    await user.type(await screen.findByLabelText('Email'), 'lina@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(window.location.pathname).toBe('/search');
    expect(bodies).toEqual([{ email: 'lina@example.com', password: 'secret-password', staySignedIn: false }]);
    const stored = JSON.parse(site.storage.items.get('token')!) as { value: string; expiry?: number };
    expect(stored.value).toBe('good-token');
    expect(stored.expiry! - before).toBeGreaterThanOrEqual(28_800_000);
    expect(stored.expiry! - Date.now()).toBeLessThanOrEqual(28_800_000);
    expect(site.events).toEqual(expect.arrayContaining(['Login_API_Attempt', 'Login_API_Success']));
    site.removeSink();
  });

  it('keeps the token without expiry with "stay signed in"', async () => {
    const user = userEvent.setup();
    server.use(http.post(`*${API_PATHS.signIn}`, () => HttpResponse.json(signedIn())));
    const site = await renderSite({ path: '/signin' });
    await user.type(await screen.findByLabelText('Email'), 'lina@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByLabelText('Stay signed in'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Watch 360° and regular video, live' });
    expect(JSON.parse(site.storage.items.get('token')!)).toEqual({ value: 'good-token' });
    site.removeSink();
  });

  it('shows the API message of a refused sign-in and stays', async () => {
    const user = userEvent.setup();
    server.use(http.post(`*${API_PATHS.signIn}`, () => HttpResponse.json(failure(1, 'The email or password is incorrect', 'auth.wrongCredentials'), { status: 401 })));
    const site = await renderSite({ path: '/signin' });
    await user.type(await screen.findByLabelText('Email'), 'lina@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('The email or password is incorrect');
    expect(site.session.getState().status).toBe('unauthorized');
    expect(site.events).toContain('Login_API_Failed');
    site.removeSink();
  });
});

describe('sign-up form', () => {
  it('validates the name with the shared rules, creates the account and signs in once the emailed code is entered', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const verifications: unknown[] = [];
    server.use(
      http.post(`*${API_PATHS.signUp}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ channel: 'email', codeLength: 6, expiresAt: '2030-01-01T00:05:00Z', resendAfterSeconds: 30, signUpToken: 'sign-up-token' }), { status: 201 });
      }),
      http.post(`*${API_PATHS.signUpVerify}`, async ({ request }) => {
        verifications.push(await request.json());
        return HttpResponse.json(signedIn());
      }),
    );
    const site = await renderSite({ path: '/signup' });
    const name = await screen.findByLabelText('Full name');
    await user.type(name, 'Lina_Haddad');
    await user.type(screen.getByLabelText('Email'), 'lina@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    screen.getByText('Use only letters, digits and spaces in your name.');
    screen.getByText('Your password must have at least 8 characters.');
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, 'لينا حداد');
    await user.type(screen.getByLabelText(/^Password/), '-and-long');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // Not signed in yet: the account waits for the code sent to its email.
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    expect(site.session.getState().status).not.toBe('authenticated');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(site.session.getState().status).toBe('authenticated'));
    expect(bodies).toEqual([{ fullName: 'لينا حداد', email: 'lina@example.com', password: 'short-and-long' }]);
    expect(verifications).toEqual([{ signUpToken: 'sign-up-token', code: '123456', staySignedIn: false }]);
    expect(site.events).toEqual(expect.arrayContaining(['Signup_API_Attempt', 'Signup_API_Success']));
    site.removeSink();
  });
});
