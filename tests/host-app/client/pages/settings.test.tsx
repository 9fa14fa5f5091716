import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { COUNTRY_CHOICE_COOKIE } from '../../../../host-app/contract/site/markets';
import { renderSite, server } from '../support/renderSite';
import { failure, home, interests, ok, profile } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('account settings', () => {
  it('changes the name in place after the API accepts it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`*${API_PATHS.profile}`, async ({ request }) => {
        const body = (await request.json()) as { fullName: string };
        bodies.push(body);
        return HttpResponse.json(ok(profile({ fullName: body.fullName })));
      }),
    );
    const site = await renderSite({ path: '/profile-settings/login', token: 'good-token' });
    // The file's first render loads the settings pages' chunk cold.
    const name = await screen.findByLabelText('Full name', {}, { timeout: 5000 });
    expect((name as HTMLInputElement).value).toBe('Lina Haddad');
    expect(site.pageViews).toEqual(['Settings']);

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    screen.getByText('Enter your full name.');
    expect(bodies).toEqual([]);

    await user.type(name, 'Lina H');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('Your name is saved.');
    expect(bodies).toEqual([{ fullName: 'Lina H' }]);
    const state = site.session.getState();
    expect(state.status === 'authenticated' && [state.subscriber.name, state.subscriber.fullname]).toEqual(['Lina H', 'Lina H']);
    screen.getByRole('link', { name: 'Account of Lina H' });
    site.removeSink();
  });

  it('reports Change_Password once, when the viewer goes into the password form', async () => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/profile-settings/login', token: 'good-token' });
    const current = await screen.findByLabelText('Current password');
    expect(site.pageViews).toEqual(['Settings']);
    await user.click(current);
    await user.type(current, 'secret');
    await user.click(screen.getByLabelText('New password'));
    expect(site.pageViews).toEqual(['Settings', 'Change_Password']);
    site.removeSink();
  });

  it('changes the country in the account settings: kept on the profile and in the cookie, and the site follows at once', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const homes: string[] = [];
    server.use(
      http.post(`*${API_PATHS.profileCountry}`, async ({ request }) => {
        const body = (await request.json()) as { country: string };
        bodies.push(body);
        return HttpResponse.json(ok(profile({ country: body.country })));
      }),
      http.get('*/home/:locale/:country', ({ params }) => {
        homes.push(String(params.country));
        return HttpResponse.json(ok(home({ locale: String(params.locale), country: String(params.country) })));
      }),
    );
    document.cookie = `${COUNTRY_CHOICE_COOKIE}=; Max-Age=0; Path=/`;
    const site = await renderSite({ path: '/profile-settings/login', token: 'good-token' });
    // The settings' own switch, not the footer's.
    const section = within(await screen.findByRole('region', { name: 'Country' }, { timeout: 5000 }));
    const select = section.getByLabelText('Country') as HTMLSelectElement;
    expect(select.value).toBe('AE');

    await user.selectOptions(select, 'SA');
    await waitFor(() => expect(bodies).toEqual([{ country: 'SA' }]));
    await waitFor(() => expect(select.value).toBe('SA'));
    expect(document.cookie).toContain(`${COUNTRY_CHOICE_COOKIE}=SA`);
    const state = site.session.getState();
    expect(state.status === 'authenticated' && state.subscriber.country).toBe('SA');
    // Home, opened next, asks for the chosen country's operators.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(homes).toContain('SA'));
    document.cookie = `${COUNTRY_CHOICE_COOKIE}=; Max-Age=0; Path=/`;
    site.removeSink();
  });

  it('uploads a profile picture as multipart and shows the new image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads: { field: string; type: string }[] = [];
    server.use(
      http.post(`*${API_PATHS.profileImageUpload}`, async ({ request }) => {
        const form = await request.formData();
        const image = form.get('image');
        if (image instanceof File) uploads.push({ field: 'image', type: image.type });
        return HttpResponse.json(ok({ profile_image: '/uploads/sub-1/new.png' }));
      }),
    );
    const site = await renderSite({ path: '/profile-settings/login', token: 'good-token' });
    const input = await screen.findByLabelText('Choose a picture');

    await user.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    screen.getByText('Choose a PNG, JPEG or WebP image.');
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    screen.getByText('Choose an image of at most 2 MB.');
    expect(uploads).toEqual([]);

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    await screen.findByText('Your profile picture is updated.');
    expect(uploads).toEqual([{ field: 'image', type: 'image/png' }]);
    expect(screen.getByRole('img', { name: 'Your current profile picture' }).getAttribute('src')).toBe('/uploads/sub-1/new.png');
    site.removeSink();
  });
});

describe('interests', () => {
  it('saves the chosen interests and counts only an errorCode of success', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let answer: 'success' | 'refused' = 'refused';
    server.use(
      http.get(`*${API_PATHS.interests}`, () => HttpResponse.json(ok(interests()))),
      http.post(`*${API_PATHS.interestsUpdate}`, async ({ request }) => {
        bodies.push(await request.json());
        // A 200 whose errorCode is not success still is a failure (PR-FORM-4).
        return HttpResponse.json(answer === 'success' ? ok({ interests: ['football', 'music'] }) : failure(5, 'Not now', 'server.unexpected'));
      }),
    );
    const site = await renderSite({ path: '/profile-settings/interests', token: 'good-token' });
    const football = (await screen.findByRole('checkbox', { name: /Football/ })) as HTMLInputElement;
    expect(football.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Music/ }));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    await screen.findByText('Your interests could not be saved. Please try again.');

    answer = 'success';
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    await screen.findByText('Your interests are saved.');
    expect(bodies).toEqual([{ interests: ['football', 'music'] }, { interests: ['football', 'music'] }]);
    expect(site.pageViews).toEqual(['Interests']);
    site.removeSink();
  });
});

describe('subscription', () => {
  it('shows the details and the cancellation part only when the details allow it', async () => {
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () =>
        HttpResponse.json(ok({ hasVIPContentAccess: true, canUnsubscribe: true, sessionType: 'CreditCard', status: 'active', plan: 'monthly', isTrial: false, currentPeriodEndsAt: '2026-12-22T00:00:00Z' })),
      ),
    );
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await screen.findByText('Premium, active');
    screen.getByText('Monthly');
    screen.getByText('Credit card');
    screen.getByRole('heading', { name: 'Cancel subscription' });
    // The details made the session VIP without a profile reload, so "Go Premium" is gone.
    await waitFor(() => expect(site.session.getState().status === 'authenticated' && site.session.getState().subscriber?.isVip).toBe(true));
    expect(screen.queryByRole('link', { name: 'Go Premium' })).toBeNull();
    site.removeSink();
  });

  it('cancels after a confirmation: Premium stays until the period ends, the details reload and say so, and Resume turns renewal back on', async () => {
    const user = userEvent.setup();
    const active = { hasVIPContentAccess: true, canUnsubscribe: true, sessionType: 'Mobile', status: 'active', plan: 'monthly', isTrial: false, currentPeriodEndsAt: '2026-12-22T00:00:00Z' };
    let details: Record<string, unknown> = active;
    const cancelBodies: unknown[] = [];
    const resumeBodies: unknown[] = [];
    let profileLoads = 0;
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok(details))),
      http.get(`*${API_PATHS.profile}`, () => {
        profileLoads += 1;
        return HttpResponse.json(ok(profile()));
      }),
      http.post(`*${API_PATHS.subscriptionCancel}`, async ({ request }) => {
        cancelBodies.push(await request.json());
        details = { ...active, canUnsubscribe: false, status: 'cancelled', canResume: true };
        return HttpResponse.json(ok(details));
      }),
      http.post(`*${API_PATHS.subscriptionResume}`, async ({ request }) => {
        resumeBodies.push(await request.json());
        details = { ...active, canResume: false };
        return HttpResponse.json(ok(details));
      }),
    );
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    const vipSeen: boolean[] = [];
    const stop = site.session.subscribe(() => {
      const state = site.session.getState();
      if (state.status === 'authenticated') vipSeen.push(Boolean(state.subscriber?.isVip));
    });
    await waitFor(() => expect(site.session.getState().subscriber?.isVip).toBe(true));
    const loadsBefore = profileLoads;

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    // Nothing is sent until the choice is confirmed; keeping it closes the question.
    expect(cancelBodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel subscription' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const confirm = screen.getByRole('button', { name: 'Yes, cancel subscription' });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);

    const done = await screen.findByText('Your subscription is cancelled. It will not renew.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(cancelBodies).toEqual([{ subscriberId: 'sub-1' }]);
    // The reloaded details: Premium until the paid period ends, not renewing, no cancel offered any more.
    await screen.findByText('Cancelled, Premium until the paid period ends');
    screen.getByText('Premium ends on');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(vipSeen).not.toContain(false);
    expect(profileLoads).toBe(loadsBefore);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    const resumed = await screen.findByText('Your subscription is resumed. It renews as before.');
    expect(resumed.closest('[role="status"]')).not.toBeNull();
    expect(resumeBodies).toEqual([{ subscriberId: 'sub-1' }]);
    await screen.findByText('Premium, active');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    screen.getByRole('button', { name: 'Cancel subscription' });
    stop();
    site.removeSink();
  });

  it('shows the API message when cancelling fails, and offers no cancel when the details do not allow it', async () => {
    const user = userEvent.setup();
    let canUnsubscribe = true;
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () =>
        HttpResponse.json(ok({ hasVIPContentAccess: true, canUnsubscribe, sessionType: 'CreditCard', status: 'active', plan: 'yearly', isTrial: false, currentPeriodEndsAt: '2026-12-22T00:00:00Z' })),
      ),
      http.post(`*${API_PATHS.subscriptionCancel}`, () => HttpResponse.json(failure(5, 'There is no renewing subscription to cancel', 'subscription.nothingToCancel'), { status: 409 })),
    );
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    const alert = await screen.findByText('There is no renewing subscription to cancel');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(site.session.getState().subscriber?.isVip).toBe(true);
    cleanup();
    site.removeSink();

    canUnsubscribe = false;
    const again = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await screen.findByText('This subscription cannot be cancelled here.');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByText(/contact/)).toBeNull();
    again.removeSink();
  });

  it('offers Change card only when the details allow it, where the banner links, and shows the API message when it cannot start', async () => {
    const user = userEvent.setup();
    let canChangeCard = true;
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () =>
        HttpResponse.json(ok({ hasVIPContentAccess: true, canUnsubscribe: true, sessionType: 'CreditCard', status: 'past_due', plan: 'monthly', isTrial: false, currentPeriodEndsAt: '2026-12-22T00:00:00Z', canChangeCard })),
      ),
      http.post(`*${API_PATHS.subscriptionCardUpdate}`, () =>
        HttpResponse.json(failure(5, 'Only a card subscription that is still running can change its card', 'subscription.cardChangeUnavailable'), { status: 409 }),
      ),
    );
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    const heading = await screen.findByRole('heading', { name: 'Change card' });
    expect(heading.closest('section')?.id).toBe('change-card');
    await user.click(screen.getByRole('button', { name: 'Change card' }));
    const alert = await screen.findByText('Only a card subscription that is still running can change its card');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    cleanup();
    site.removeSink();

    canChangeCard = false;
    const again = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await screen.findByText('Monthly');
    expect(screen.queryByRole('heading', { name: 'Change card' })).toBeNull();
    again.removeSink();
  });

  it('offers the plans when there is no subscription, and no cancellation', async () => {
    const site = await renderSite({ path: '/ar/profile-settings/subscription', token: 'good-token' });
    await screen.findByText('لا يوجد اشتراك بريميوم');
    expect(screen.getByRole('link', { name: 'اطّلع على باقات بريميوم' }).getAttribute('href')).toBe('/ar/premium');
    expect(screen.queryByRole('heading', { name: 'إلغاء الاشتراك' })).toBeNull();
    site.removeSink();
  });
});
