import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../../headless/core/i18n/ar';
import { en } from '../../../headless/core/i18n/en';
import type { Locale } from '../../../headless/core/i18n/translate';
import { SITE_ROUTES } from '../../../host-app/contract/site/sitePaths';
import { PLAN_DEFINITIONS } from '../../../host-app/contract/payments/paymentConstants';
import { PAGE_TEXTS } from '../../../sandbox/pages/pageTexts';
import { fillCard, TEST_CARDS } from '../checkoutPage';
import { HOST, newAccount } from './hostSite';
import { PAYMENT_TIMEOUT, PREMIUM_WORDS, subscriptionOf } from './premiumPage';
import { billingRun, changeCardThroughApi, newSubscriber, providerCardsOf, providerChargesOf, subscribeThroughApi } from './subscriptionApi';

const KIT = { en, ar } as const;
/** The site's texts of one namespace, in each language. */
const siteTexts = (locale: Locale, namespace: 'account' | 'site') =>
  JSON.parse(readFileSync(new URL(`../../../host-app/client/i18n/locales/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** A card that verifies for nothing but has no funds for a renewal (docs/test-cards.md). */
const SHORT_OF_FUNDS_CARD = '4000 0000 0000 9995';
const DAY_MS = 86_400_000;

/** In the kit's card form, open in the settings page: verifies the 3-D Secure test card, approving its challenge. */
async function verifyCardWithThreeDS(page: Page, locale: Locale): Promise<void> {
  // The kit's card form verifies: no box to untick, and its button says so.
  const verify = page.getByRole('button', { name: KIT[locale]['payButton.verify'], exact: true });
  await expect(verify).toBeVisible(PAYMENT_TIMEOUT);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await fillCard(page, TEST_CARDS.threeDS, '123', locale);
  await verify.click();
  // The bank's page speaks the viewer's browser language, as the site does.
  const challenge = page.frameLocator(`iframe[title="${KIT[locale]['threeDS.title']}"]`);
  await expect(challenge.getByRole('heading', { name: PAGE_TEXTS[locale].threeDS.heading })).toBeVisible(PAYMENT_TIMEOUT);
  await challenge.getByRole('button', { name: PAGE_TEXTS[locale].threeDS.approve, exact: true }).click();
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test.describe(() => {
    // A viewer of the Arabic site has a browser that prefers Arabic.
    test.use({ locale: locale === 'ar' ? 'ar-AE' : 'en-GB' });

    test(`a subscriber changes card in settings with 3-D Secure (${locale}); the next renewal charges the new card and the old one is deleted at the provider`, async ({ page, request }) => {
      const account = newAccount(`card-change-${locale}`);
      const subscriber = await newSubscriber(request, account);
      const periodEndsAt = await subscribeThroughApi(request, subscriber.token, TEST_CARDS.success);
      expect(await providerCardsOf(request, subscriber.id)).toEqual(['4242 enabled']);

      const site = siteTexts(locale, 'account');
      await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), subscriber.token);
      await page.goto(`${HOST}${locale === 'ar' ? '/ar' : ''}${SITE_ROUTES.subscriptionSettings}`);
      await expect(page.getByRole('link', { name: PREMIUM_WORDS[locale].account(account.fullName) })).toBeVisible();
      await page.getByRole('button', { name: site['settings.subscription.changeCard'], exact: true }).click();
      await verifyCardWithThreeDS(page, locale);

      await expect(page.getByRole('status').filter({ hasText: site['settings.subscription.changeCardDone'] })).toBeVisible(PAYMENT_TIMEOUT);
      expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, status: 'active', sessionType: 'CreditCard' });
      expect(await providerCardsOf(request, subscriber.id)).toEqual(['4242 deleted', '3220 enabled']);

      // The renewal at the period's end is taken from the new card.
      expect((await billingRun(request, subscriber.id, periodEndsAt)).renewals.renewed).toHaveLength(1);
      expect((await providerChargesOf(request, subscriber.id)).at(-1)).toBe('800 authorizeSuccessful 3220');
    });

    test(`a past-due subscriber follows the banner to change card (${locale}); the declined renewal is charged once on the new card and Premium recovers`, async ({ page, request }) => {
      const account = newAccount(`past-due-${locale}`);
      const subscriber = await newSubscriber(request, account);
      const periodEndsAt = await subscribeThroughApi(request, subscriber.token, TEST_CARDS.success);
      // The card on file verifies but has no funds when the renewal comes: the run makes the subscription past due.
      await changeCardThroughApi(request, subscriber.token, SHORT_OF_FUNDS_CARD);
      expect((await billingRun(request, subscriber.id, periodEndsAt)).renewals.declined).toHaveLength(1);
      expect(await subscriptionOf(request, subscriber)).toMatchObject({ status: 'past_due', hasVIPContentAccess: true, canChangeCard: true });

      // One page load: the banner links to the card change in settings, inside the site.
      const site = siteTexts(locale, 'site');
      const settings = siteTexts(locale, 'account');
      await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), subscriber.token);
      await page.goto(`${HOST}${locale === 'ar' ? '/ar' : ''}/`);
      const header = page.getByRole('link', { name: PREMIUM_WORDS[locale].account(account.fullName) });
      await expect(header.getByText(PREMIUM_WORDS[locale].badge, { exact: true })).toBeVisible();
      const banner = page.getByRole('status').filter({ hasText: site['billing.pastDue.message'] });
      await expect(banner).toBeVisible();
      await banner.getByRole('link', { name: site['billing.pastDue.updateCard'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${SITE_ROUTES.subscriptionSettings}#change-card$`));
      await page.getByRole('button', { name: settings['settings.subscription.changeCard'], exact: true }).click();
      await verifyCardWithThreeDS(page, locale);

      await expect(page.getByRole('status').filter({ hasText: settings['settings.subscription.changeCardDone'] })).toBeVisible(PAYMENT_TIMEOUT);
      await expect(banner).toHaveCount(0);
      await expect(header.getByText(PREMIUM_WORDS[locale].badge, { exact: true })).toBeVisible();
      const recovered = await subscriptionOf(request, subscriber);
      expect(recovered).toMatchObject({ status: 'active', hasVIPContentAccess: true });
      // Extended once, by a month (28 to 31 days) from where the unpaid period ended.
      const extendedDays = (new Date(recovered.currentPeriodEndsAt!).getTime() - periodEndsAt.getTime()) / DAY_MS;
      expect(extendedDays).toBeGreaterThanOrEqual(28);
      expect(extendedDays).toBeLessThanOrEqual(31);
      // A later run as of the same instant has nothing left to charge.
      expect(await billingRun(request, subscriber.id, periodEndsAt)).toMatchObject({ renewals: { renewed: [], declined: [] } });
      // The provider: the purchase, the two verifications, the declined renewal, and exactly one successful renewal, on the new card.
      const monthly = PLAN_DEFINITIONS.monthly.amount;
      expect(await providerChargesOf(request, subscriber.id)).toEqual([
        `${monthly} authorizeSuccessful 4242`,
        '0 authorizeSuccessful 9995',
        `${monthly} authorizeFailed 9995`,
        '0 authorizeSuccessful 3220',
        `${monthly} authorizeSuccessful 3220`,
      ]);
      expect(await providerCardsOf(request, subscriber.id)).toEqual(['4242 deleted', '9995 deleted', '3220 enabled']);
    });
  });
}
