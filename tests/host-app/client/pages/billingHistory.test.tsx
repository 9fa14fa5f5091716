import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { BillingHistory } from '../../../../host-app/contract/subscriptions/billingHistoryTypes';
import { formatPlanAmount } from '../../../../host-app/client/pages/premium/planPrice';
import { renderSite, server } from '../support/renderSite';
import { ok } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const monthly = { hasVIPContentAccess: true, canUnsubscribe: true, sessionType: 'CreditCard', status: 'active', plan: 'yearly', isTrial: false, currentPeriodEndsAt: '2027-06-21T10:00:00Z' };
const history: BillingHistory = {
  entries: [
    {
      id: 'upgrade:1',
      kind: 'charge',
      reason: 'upgrade',
      occurredAt: '2026-06-21T10:00:00.000Z',
      plan: 'yearly',
      amount: 5733,
      currency: 'AED',
      paymentMethod: 'CreditCard',
      card: { network: 'visa', lastFour: '4242' },
    },
    {
      id: 'purchase:2',
      kind: 'charge',
      reason: 'purchase',
      occurredAt: '2026-06-01T10:05:00.000Z',
      plan: 'monthly',
      amount: 800,
      currency: 'AED',
      paymentMethod: 'CreditCard',
      card: { network: 'mastercard', lastFour: '4444' },
    },
    {
      id: 'purchase:1',
      kind: 'failed',
      reason: 'purchase',
      occurredAt: '2026-06-01T10:00:00.000Z',
      plan: 'monthly',
      amount: 800,
      currency: 'AED',
      paymentMethod: 'CreditCard',
      card: { network: 'visa', lastFour: '0002' },
    },
  ],
};

/** Each body row's cells, as the viewer reads them. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('billing history', () => {
  it('lists each charge and failed attempt, newest first, with date, plan, amount and card', async () => {
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok(monthly))),
      http.get(`*${API_PATHS.billingHistory}`, () => HttpResponse.json(ok(history))),
    );
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await screen.findByRole('heading', { name: 'Billing history' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Payment', 'For', 'Amount', 'Paid with']);
    expect(rowsOf(table)).toEqual([
      ['21 June 2026', 'Charged', 'Change to the Yearly plan', formatPlanAmount(5733, 'AED', 'en'), 'Visa ending in 4242'],
      ['1 June 2026', 'Charged', 'Monthly plan', formatPlanAmount(800, 'AED', 'en'), 'Mastercard ending in 4444'],
      ['1 June 2026', 'Declined, nothing charged', 'Monthly plan', formatPlanAmount(800, 'AED', 'en'), 'Visa ending in 0002'],
    ]);
    expect(rowsOf(table)[0]![3]).toMatch(/^AED\s57\.33$/);
    site.removeSink();
  });

  it('in Arabic, dates and amounts follow the page, and an operator charge names the phone bill rather than a card', async () => {
    const operator: BillingHistory = {
      entries: [{ ...history.entries[1]!, id: 'operator:1', paymentMethod: 'Mobile', card: null }],
    };
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok({ ...monthly, sessionType: 'Mobile' }))),
      http.get(`*${API_PATHS.billingHistory}`, () => HttpResponse.json(ok(operator))),
    );
    const site = await renderSite({ path: '/ar/profile-settings/subscription', token: 'good-token' });
    await screen.findByRole('heading', { name: 'سجل الدفعات' });
    const [row] = rowsOf(await screen.findByRole('table'));
    const date = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2026-06-01T10:05:00.000Z'));
    expect(row).toEqual([date, 'خصمنا المبلغ', 'الباقة: شهري', formatPlanAmount(800, 'AED', 'ar'), 'الدفع عبر فاتورة الهاتف المحمول']);
    // The Arabic page's month, not the English one.
    expect(row![0]).toBe('1 يونيو 2026');
    site.removeSink();
  });

  it('lists refunds, whole and partial, with the amount given back, in English and in Arabic', async () => {
    const charge = history.entries[1]!;
    const refunds: BillingHistory = {
      entries: [
        { ...charge, id: 'refund:2', kind: 'refund', reason: 'renewal', occurredAt: '2026-07-03T09:00:00.000Z', amount: 800 },
        { ...charge, id: 'refund:1', kind: 'partialRefund', occurredAt: '2026-06-02T09:00:00.000Z', amount: 300 },
      ],
    };
    server.use(
      http.post(`*${API_PATHS.subscriptionDetails}`, () => HttpResponse.json(ok(monthly))),
      http.get(`*${API_PATHS.billingHistory}`, () => HttpResponse.json(ok(refunds))),
    );
    const english = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    expect(rowsOf(await screen.findByRole('table'))).toEqual([
      ['3 July 2026', 'Refunded', 'Monthly plan, renewal', formatPlanAmount(800, 'AED', 'en'), 'Mastercard ending in 4444'],
      ['2 June 2026', 'Partly refunded', 'Monthly plan', formatPlanAmount(300, 'AED', 'en'), 'Mastercard ending in 4444'],
    ]);
    english.removeSink();
    cleanup();

    const arabic = await renderSite({ path: '/ar/profile-settings/subscription', token: 'good-token' });
    await screen.findByRole('heading', { name: 'سجل الدفعات' });
    expect(rowsOf(await screen.findByRole('table')).map((row) => row.slice(1, 4))).toEqual([
      ['أعدنا المبلغ', 'تجديد الباقة: شهري', formatPlanAmount(800, 'AED', 'ar')],
      ['أعدنا جزءاً من المبلغ', 'الباقة: شهري', formatPlanAmount(300, 'AED', 'ar')],
    ]);
    arabic.removeSink();
  });

  it('says so when there is nothing yet', async () => {
    const site = await renderSite({ path: '/profile-settings/subscription', token: 'good-token' });
    await screen.findByText('No charges yet. Your payments for Premium will be listed here.');
    expect(screen.queryByRole('table')).toBeNull();
    site.removeSink();
  });
});
