import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { BillingHistory } from '../../../host-app/contract/subscriptions/billingHistoryTypes';
import type { PlanChangeQuote } from '../../../host-app/contract/subscriptions/subscriptionTypes';
import { PLAN_DEFINITIONS } from '../../../host-app/contract/payments/paymentConstants';
import { TEST_CARDS } from '../checkoutPage';
import { HOST, newAccount } from './hostSite';
import { chooseMethod, choosePlan, expectWelcomed, openPremiumSignedIn, payWithNewCard, subscriptionOf, type Subscriber } from './premiumPage';
import { providerPaymentsOf } from './subscriptionApi';

async function billingHistoryOf(request: APIRequestContext, subscriber: Subscriber): Promise<BillingHistory> {
  const answer = await request.get(`${HOST}${API_PATHS.billingHistory}`, { headers: { Authorization: `Bearer ${subscriber.token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: BillingHistory }).data;
}

/**
 * The plan-change credit as the terms state it: the month's price × its unused seconds ÷ its
 * seconds, partial seconds counted unused, rounded up.
 */
function expectedCredit(periodStart: Date, periodEnd: Date, at: Date): number {
  const periodSeconds = Math.floor((periodEnd.getTime() - periodStart.getTime()) / 1000);
  const unusedSeconds = Math.ceil((periodEnd.getTime() - at.getTime()) / 1000);
  return Math.ceil((PLAN_DEFINITIONS.monthly.amount * unusedSeconds) / periodSeconds);
}

/** An amount in minor units as the English page writes it, whatever space Intl puts after the code. */
const shownAmount = (minor: number) => new RegExp(`AED\\s${(minor / 100).toFixed(2).replace('.', '\\.')}`);

test.describe('plan change in settings', () => {
  test('monthly → yearly shows and charges exactly yearly − the unused monthly credit; yearly → monthly is shown from the period end', async ({ page, request }) => {
    const account = newAccount('plan-upgrade');
    const subscriber = await openPremiumSignedIn(page, request, account);
    await choosePlan(page, 'Monthly');
    await chooseMethod(page, 'Credit card');
    await payWithNewCard(page, TEST_CARDS.success, { store: true });
    await expectWelcomed(page);

    // The current period, from the API: it started with the purchase and ends at the details' period end.
    const monthly = await subscriptionOf(request, subscriber);
    expect(monthly).toMatchObject({ plan: 'monthly', sessionType: 'CreditCard', canUnsubscribe: true });
    const [purchase] = (await billingHistoryOf(request, subscriber)).entries;
    expect(purchase).toMatchObject({ kind: 'charge', reason: 'purchase', plan: 'monthly', amount: PLAN_DEFINITIONS.monthly.amount });
    const periodStart = new Date(purchase!.occurredAt);
    const periodEnd = new Date(monthly.currentPeriodEndsAt!);

    await page.goto(`${HOST}/profile-settings/subscription`);
    const quoted = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.subscriptionPlanChange && response.request().method() === 'GET');
    await page.getByRole('button', { name: 'Change to Yearly' }).click();
    const quote = ((await (await quoted).json()) as { data: PlanChangeQuote }).data;
    // The instant the quote was made, as the API says it: the credit counts the seconds left from there.
    const credit = expectedCredit(periodStart, periodEnd, new Date(quote.effectiveAt));
    const charge = PLAN_DEFINITIONS.yearly.amount - credit;
    expect(credit).toBeGreaterThan(0);
    expect(quote).toMatchObject({ kind: 'upgrade', amount: charge, credit });

    // Shown before confirming: the amount to pay, and the credit it is less.
    const text = page.locator('#plan-change-quote');
    await expect(text).toContainText(shownAmount(charge));
    await expect(text).toContainText(shownAmount(credit));
    expect(await providerPaymentsOf(request, subscriber.id)).toEqual([`${PLAN_DEFINITIONS.monthly.amount} authorizeSuccessful`]);
    await page.getByRole('button', { name: shownAmount(charge) }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are now on the Yearly plan.' })).toContainText(shownAmount(charge));

    // The provider took exactly that, once.
    expect(await providerPaymentsOf(request, subscriber.id)).toEqual([`${PLAN_DEFINITIONS.monthly.amount} authorizeSuccessful`, `${charge} authorizeSuccessful`]);
    const yearly = await subscriptionOf(request, subscriber);
    expect(yearly).toMatchObject({ plan: 'yearly', hasVIPContentAccess: true });
    // The billing history in the page has the upgrade on top.
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(shownAmount(charge));

    // Yearly → monthly: nothing now, the monthly plan from the yearly period's end.
    const downgradeQuoted = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.subscriptionPlanChange && response.request().method() === 'GET');
    await page.getByRole('button', { name: 'Change to Monthly' }).click();
    const downgrade = ((await (await downgradeQuoted).json()) as { data: PlanChangeQuote }).data;
    expect(downgrade).toMatchObject({ kind: 'downgrade', amount: PLAN_DEFINITIONS.monthly.amount, credit: 0, effectiveAt: yearly.currentPeriodEndsAt });
    const periodEndShown = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      yearly.currentPeriodEndsAt!,
    );
    await expect(text).toContainText(`Monthly starts on ${periodEndShown}, when your current plan ends. Nothing is charged now`);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Your plan changes to Monthly on ${periodEndShown}.` })).toBeVisible();
    await expect(page.getByText(`Monthly, from ${periodEndShown}`)).toBeVisible();

    expect(await subscriptionOf(request, subscriber)).toMatchObject({ plan: 'yearly', nextPlan: 'monthly', currentPeriodEndsAt: yearly.currentPeriodEndsAt });
    expect(await providerPaymentsOf(request, subscriber.id)).toHaveLength(2);
  });
});
