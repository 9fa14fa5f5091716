import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ar } from '../../../headless/core/i18n/ar';
import { en } from '../../../headless/core/i18n/en';
import type { Locale } from '../../../headless/core/i18n/translate';
import { API_PATHS } from '../../../host-app/shared/apiPaths';
import type { BillingRunReport } from '../../../host-app/shared/paymentTypes';
import { SITE_ROUTES } from '../../../host-app/shared/sitePaths';
import { DEFAULT_MERCHANT_SECRET_KEY } from '../../../sandbox/config';
import { fillCard, PROVIDER_ORIGIN, TEST_CARDS } from '../checkoutPage';
import { HOST, newAccount, signUpThroughApi } from './hostSite';
import { PAYMENT_TIMEOUT, PREMIUM_WORDS, subscribeThroughApi, subscriptionOf, type Subscriber } from './premiumPage';

const KIT = { en, ar } as const;
/** The site's account texts (settings), in each language. */
const siteTexts = (locale: Locale) => JSON.parse(readFileSync(new URL(`../../../host-app/client/i18n/locales/${locale}/account.json`, import.meta.url), 'utf8')) as Record<string, string>;

const api = (token: string) => ({ Authorization: `Bearer ${token}` });
const merchant = { Authorization: `Bearer ${DEFAULT_MERCHANT_SECRET_KEY}` };

/** The subscriber's cards at the provider, oldest first, read with the merchant key: `last four status`. */
async function providerCardsOf(request: APIRequestContext, subscriberId: string): Promise<string[]> {
  const answer = await request.get(`${PROVIDER_ORIGIN}/v1/holders/${encodeURIComponent(subscriberId)}/instruments`, { headers: merchant });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { instruments: { lastFour: string; status: string }[] }).instruments.map((card) => `${card.lastFour} ${card.status}`);
}

/** The card (last four) the subscriber's latest payment at the provider was taken from, and its amount. */
async function latestChargeOf(request: APIRequestContext, subscriberId: string): Promise<string> {
  const list = await request.get(`${PROVIDER_ORIGIN}/v1/holders/${encodeURIComponent(subscriberId)}/payments`, { headers: merchant });
  const payments = ((await list.json()) as { payments: { executionId: string }[] }).payments;
  const payment = await request.get(`${PROVIDER_ORIGIN}/v1/payments/${payments.at(-1)!.executionId}`, { headers: merchant });
  const { amount, status, paymentMethod } = (await payment.json()) as { amount: { value: number }; status: string; paymentMethod: { lastFour: string } };
  return `${amount.value} ${status} ${paymentMethod.lastFour}`;
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test(`a subscriber changes card in settings with 3-D Secure (${locale}); the next renewal charges the new card and the old one is deleted at the provider`, async ({ page, request }) => {
    const account = newAccount(`card-change-${locale}`);
    const token = await signUpThroughApi(request, account);
    const profile = await request.get(`${HOST}${API_PATHS.profile}`, { headers: api(token) });
    const subscriber: Subscriber = { token, id: ((await profile.json()) as { data: { id: string } }).data.id };
    const periodEndsAt = await subscribeThroughApi(request, token, TEST_CARDS.success);
    expect(await providerCardsOf(request, subscriber.id)).toEqual(['4242 enabled']);

    const site = siteTexts(locale);
    await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
    await page.goto(`${HOST}${locale === 'ar' ? '/ar' : ''}${SITE_ROUTES.subscriptionSettings}`);
    await expect(page.getByRole('link', { name: PREMIUM_WORDS[locale].account(account.fullName) })).toBeVisible();
    await page.getByRole('button', { name: site['settings.subscription.changeCard'], exact: true }).click();

    // The kit's card form verifies: no box to untick, and its button says so.
    const verify = page.getByRole('button', { name: KIT[locale]['payButton.verify'], exact: true });
    await expect(verify).toBeVisible(PAYMENT_TIMEOUT);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await fillCard(page, TEST_CARDS.threeDS, '123', locale);
    await verify.click();
    const challenge = page.frameLocator(`iframe[title="${KIT[locale]['threeDS.title']}"]`);
    await challenge.getByRole('button', { name: 'Approve', exact: true }).click(PAYMENT_TIMEOUT);

    await expect(page.getByRole('status').filter({ hasText: site['settings.subscription.changeCardDone'] })).toBeVisible(PAYMENT_TIMEOUT);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, status: 'active', sessionType: 'CreditCard' });
    expect(await providerCardsOf(request, subscriber.id)).toEqual(['4242 deleted', '3220 enabled']);

    // The renewal at the period's end is taken from the new card.
    const run = await request.post(`${HOST}${API_PATHS.devBillingRun}`, { data: { asOf: periodEndsAt.toISOString(), subscriberId: subscriber.id } });
    expect(run.ok(), await run.text()).toBe(true);
    expect(((await run.json()) as { data: BillingRunReport }).data.renewals.renewed).toHaveLength(1);
    expect(await latestChargeOf(request, subscriber.id)).toBe('800 authorizeSuccessful 3220');
  });
}
