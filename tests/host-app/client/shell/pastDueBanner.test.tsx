import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { SubscriptionDetails } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import { renderSite, server } from '../support/renderSite';
import { ok } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const details = (status: SubscriptionDetails['status']): SubscriptionDetails => ({
  hasVIPContentAccess: true,
  canUnsubscribe: false,
  sessionType: 'CreditCard',
  status,
  plan: 'monthly',
  isTrial: false,
  currentPeriodEndsAt: '2026-07-01T10:00:00.000Z',
});

/** A signed-in VIP whose subscription is in the given state. */
function subscriberIs(status: SubscriptionDetails['status']) {
  server.use(
    http.get(`*/v1/subscription/status/:subscriberId`, () => HttpResponse.json(ok({ isSubscribed: true }))),
    http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok(details(status)))),
  );
}

describe('the past-due banner', () => {
  it('tells a subscriber whose renewal was declined, on every page, with a link to the settings\' Change card', async () => {
    subscriberIs('past_due');
    const site = await renderSite({ path: '/search', token: 'good-token' });
    const banner = await screen.findByText('Your last Premium payment did not go through. You keep Premium for a few days while we try again.');
    expect(banner.closest('[data-past-due]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Update your card' }).getAttribute('href')).toBe('/profile-settings/subscription#change-card');
    site.removeSink();
  });

  it('speaks Arabic on Arabic pages, linking to the Arabic settings', async () => {
    subscriberIs('past_due');
    const site = await renderSite({ path: '/ar/search', token: 'good-token' });
    await screen.findByText('لم نتمكن من خصم دفعتك الأخيرة لاشتراك بريميوم. يبقى بريميوم متاحًا لك بضعة أيام بينما نعيد المحاولة.');
    expect(screen.getByRole('link', { name: 'حدّث بطاقتك' }).getAttribute('href')).toBe('/ar/profile-settings/subscription#change-card');
    site.removeSink();
  });

  it('is not shown while the subscription renews normally', async () => {
    subscriberIs('active');
    const site = await renderSite({ path: '/search', token: 'good-token' });
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await screen.findByText('VIP');
    expect(document.querySelector('[data-past-due]')).toBeNull();
    site.removeSink();
  });
});
