import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { PlanChangeQuote } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import { formatPlanAmount } from '../../../../host-app/client/pages/premium/planPrice';
import { renderSite, server } from '../support/renderSite';
import { failure, ok } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const monthly = {
  hasVIPContentAccess: true,
  canUnsubscribe: true,
  sessionType: 'CreditCard',
  status: 'active',
  plan: 'monthly',
  isTrial: false,
  currentPeriodEndsAt: '2026-07-01T10:00:00Z',
  planChangeTarget: 'yearly',
};
const yearly = { ...monthly, plan: 'yearly', currentPeriodEndsAt: '2027-06-01T10:00:00Z', planChangeTarget: 'monthly' };
const upgrade: PlanChangeQuote = {
  kind: 'upgrade',
  fromPlan: 'monthly',
  toPlan: 'yearly',
  amount: 5726,
  credit: 274,
  currency: 'AED',
  effectiveAt: '2026-06-21T04:00:00.000Z',
  periodEndsAt: '2027-06-21T04:00:00.000Z',
};
const downgrade: PlanChangeQuote = { kind: 'downgrade', fromPlan: 'yearly', toPlan: 'monthly', amount: 800, credit: 0, currency: 'AED', effectiveAt: yearly.currentPeriodEndsAt, periodEndsAt: yearly.currentPeriodEndsAt };

describe('change plan', () => {
  it('shows the exact amount of the upgrade before confirming, sends that amount, and says what was charged', async () => {
    const user = userEvent.setup();
    let details: Record<string, unknown> = monthly;
    const quoted: string[] = [];
    const confirmed: unknown[] = [];
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok(details))),
      http.get(`*${API_PATHS.subscriptionPlanChange}`, ({ request }) => {
        quoted.push(new URL(request.url).searchParams.get('plan') ?? '');
        return HttpResponse.json(ok(upgrade));
      }),
      http.post(`*${API_PATHS.subscriptionPlanChange}`, async ({ request }) => {
        confirmed.push(await request.json());
        details = { ...yearly, currentPeriodEndsAt: upgrade.periodEndsAt };
        return HttpResponse.json(ok({ quote: upgrade, details }));
      }),
    );
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Change to Yearly' }));
    expect(quoted).toEqual(['yearly']);
    await screen.findByText(/We charge AED\s57\.26 to your card on file today: the plan's price less AED\s2\.74 for the unused part/);
    // Nothing is charged before the viewer confirms; keeping the plan closes the quote.
    expect(confirmed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('button', { name: /Confirm and pay/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change to Yearly' }));
    const pay = await screen.findByRole('button', { name: /^Confirm and pay AED\s57\.26$/ });
    expect(document.activeElement).toBe(pay);
    await user.click(pay);
    const done = await screen.findByText(/^You are now on the Yearly plan\. We charged AED\s57\.26 to your card\.$/);
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(confirmed).toEqual([{ plan: 'yearly', amount: 5726 }]);
    // The details reload: yearly now, and a yearly plan offers the move to monthly.
    await screen.findByRole('button', { name: 'Change to Monthly' });
    site.removeSink();
  });

  it('in Arabic, shows the downgrade at the period end with the monthly amount, and the API message when it is refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok(yearly))),
      http.get(`*${API_PATHS.subscriptionPlanChange}`, () => HttpResponse.json(ok(downgrade))),
      http.post(`*${API_PATHS.subscriptionPlanChange}`, () =>
        HttpResponse.json(failure(5, 'تغيّر المبلغ. راجع المبلغ الجديد وأكّد مرة أخرى', 'subscription.planChangeQuoteChanged'), { status: 409 }),
      ),
    );
    // The amount as the Arabic page writes money (Intl, Gulf Arabic with Latin digits).
    const amount = formatPlanAmount(800, 'AED', 'ar');
    const site = await renderSite({ path: '/ar/profile-settings/subscription', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'التغيير إلى الباقة: شهري' }));
    screen.getByRole('heading', { name: 'تغيير الباقة' });
    const text = await screen.findByText(/لن يُخصم شيء الآن ولن يُسترد أي مبلغ/);
    expect(text.textContent).toContain('نخصم');
    expect(text.textContent).toContain(amount);
    await user.click(screen.getByRole('button', { name: 'أكّد التغيير' }));
    const alert = await screen.findByText('تغيّر المبلغ. راجع المبلغ الجديد وأكّد مرة أخرى');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    site.removeSink();
  });

  it('offers no plan change to a subscription not paid by card', async () => {
    server.use(http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok({ ...monthly, sessionType: 'Mobile', planChangeTarget: undefined }))));
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await screen.findByText('Premium, active');
    expect(screen.queryByRole('heading', { name: 'Change plan' })).toBeNull();
    site.removeSink();
  });
});
