import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { IDEMPOTENCY_KEY_HEADER, journeyEventName, JOURNEY_STEPS, PAYMENT_OUTCOME_EVENTS, type PaymentJourney } from '../../../host-app/contract/payments/paymentConstants';
import { CARD_FRAME_CATALOGS } from '../../../headless/core/i18n/cardFrameMessages';
import { seedStoredCard } from '../dropInPage';
import type { TrialChargeReport } from '../../../host-app/contract/subscriptions/billingRunTypes';
import type { SubscriptionDetails } from '../../../host-app/contract/subscriptions/subscriptionTypes';
import { DEFAULT_MERCHANT_SECRET_KEY } from '../../../sandbox/config';
import { authorizationsOf, cardFrame, challengeDialog, challengeFrame, fillCard, TEST_CARDS } from '../checkoutPage';
import { freshVoucher, HOST, latestOtp, newAccount } from './hostSite';
import {
  chooseMethod,
  choosePlan,
  expectVipWithoutAds,
  expectWelcomed,
  journeyEvents,
  openPremiumSignedIn,
  outcome,
  PAYMENT_TIMEOUT,
  PREMIUM_PATH,
  payWithNewCard,
  PREMIUM_WORDS,
  storedAnalytics,
  subscriptionOf,
} from './premiumPage';

/**
 * Amounts the provider authorized for the subscriber (its holder) and kept, from the provider's
 * own records read with the merchant key: what the subscriber actually paid.
 */
async function takenAmountsOf(request: APIRequestContext, subscriberId: string): Promise<number[]> {
  const response = await request.get(`/v1/holders/${encodeURIComponent(subscriberId)}/payments`, { headers: { Authorization: `Bearer ${DEFAULT_MERCHANT_SECRET_KEY}` } });
  expect(response.status(), await response.text()).toBe(200);
  const { payments } = (await response.json()) as { payments: { amount: { value: number }; authorizations: { outcome: string; voidedAt: string | null }[] }[] };
  return payments.filter((payment) => payment.authorizations[0]?.outcome === 'authorizeSuccessful' && !payment.authorizations[0].voidedAt).map((payment) => payment.amount.value);
}

const steps = <J extends PaymentJourney>(journey: J, ...names: (typeof JOURNEY_STEPS)[J][number][]) => names.map((step) => journeyEventName(journey, step));

test.describe('premium subscription', () => {
  test('monthly by card with 3-D Secure: VIP and no ads at once, then cancelled in settings with Premium kept until the period ends, and resumed', async ({ page, request }) => {
    const account = newAccount('premium-card');
    const subscriber = await openPremiumSignedIn(page, request, account);
    await choosePlan(page, 'Monthly');
    await chooseMethod(page, 'Credit card');
    await payWithNewCard(page, TEST_CARDS.threeDS);
    await expect(challengeDialog(page)).toBeVisible(PAYMENT_TIMEOUT);
    // The page adopts the challenge's stylesheet beside the kit's: the dialog covers the page.
    await expect(challengeDialog(page)).toHaveCSS('position', 'fixed');
    await challengeFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();

    await expectWelcomed(page);
    await expectVipWithoutAds(page, account);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly', sessionType: 'CreditCard', canUnsubscribe: true });
    await expect
      .poll(() => journeyEvents(page, request), PAYMENT_TIMEOUT)
      .toEqual([...steps('creditCard', 'start', 'email_entered', 'card_info_entered', 'click_go_vip', 'finish'), PAYMENT_OUTCOME_EVENTS.success]);
    // The card form is a screen of its own (PR-ANALYTICS-3), reported once as it opened.
    const screens = (await storedAnalytics(page, request)).filter((event) => event.name === 'page_view').map((event) => event.screen);
    expect(screens.filter((screen) => screen === 'Card_Details')).toEqual(['Card_Details']);

    // Client-side navigation: the session (and its VIP flag) is not reloaded.
    await page.getByRole('link', { name: `Account of ${account.fullName}` }).click();
    await page.getByRole('link', { name: 'Subscription' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription is cancelled.' })).toBeVisible();
    // Paid for the month: Premium stays until it ends, and can be resumed until then.
    await expect(page.getByText('Premium ends on', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Account of ${account.fullName}` }).getByText('VIP', { exact: true })).toBeVisible();
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, status: 'cancelled', canResume: true });
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription is resumed.' })).toBeVisible();
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, status: 'active', canUnsubscribe: true });
  });

  test('yearly with a stored card', async ({ page, request }) => {
    const account = newAccount('premium-stored');
    const subscriber = await openPremiumSignedIn(page, request, account);
    // An earlier visit saved a card for this subscriber with the provider.
    await seedStoredCard(request, subscriber.id, TEST_CARDS.success);
    await choosePlan(page, 'Yearly');
    await chooseMethod(page, 'Credit card');
    await page.getByRole('radio', { name: /4242/ }).check();
    await page.getByRole('button', { name: /^Pay / }).click();

    await expectWelcomed(page);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, plan: 'yearly', sessionType: 'CreditCard', isTrial: false });
    // A stored card needs no card details, so that step is not reported.
    await expect
      .poll(() => journeyEvents(page, request), PAYMENT_TIMEOUT)
      .toEqual([...steps('creditCard', 'start', 'email_entered', 'click_go_vip', 'finish'), PAYMENT_OUTCOME_EVENTS.success]);
  });

  test('the trial plan: free at checkout, charged once when it ends, never offered twice', async ({ page, request }) => {
    const account = newAccount('premium-trial');
    const subscriber = await openPremiumSignedIn(page, request, account);
    await choosePlan(page, 'Monthly, first 7 days free');
    await chooseMethod(page, 'Credit card');
    // A trial keeps a card on file, so the card is the one way offered, shown at once.
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible(PAYMENT_TIMEOUT);
    // The button says what happens: nothing is paid today.
    await expect(page.getByText('Free for 7 days, then AED 8.00 a month.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await expectWelcomed(page);
    const details = await subscriptionOf(request, subscriber);
    expect(details).toMatchObject({ hasVIPContentAccess: true, plan: 'monthly_trial_7days', isTrial: true });
    const days = (Date.parse(details.currentPeriodEndsAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // The provider's own records: the checkout authorized nothing above zero.
    expect(await takenAmountsOf(request, subscriber.id)).toEqual([0]);

    // The trial-end job, run twice as of the day after the trial: the plan price is charged once.
    const asOf = new Date(Date.parse(details.currentPeriodEndsAt!) + 86_400_000).toISOString();
    for (const expected of [1, 0]) {
      const run = await request.post(`${HOST}${API_PATHS.devTrialCharges}`, { data: { asOf, subscriberId: subscriber.id } });
      expect(run.ok(), await run.text()).toBe(true);
      expect(((await run.json()) as { data: TrialChargeReport }).data.charged).toHaveLength(expected);
    }
    expect(await takenAmountsOf(request, subscriber.id)).toEqual([0, 800]);

    // Cancelled: Premium stays until the paid month ends, and nothing is charged after it.
    const cancel = await request.post(`${HOST}${API_PATHS.subscriptionCancel}`, { headers: { Authorization: `Bearer ${subscriber.token}` }, data: { subscriberId: subscriber.id } });
    expect(cancel.ok(), await cancel.text()).toBe(true);
    expect(((await cancel.json()) as { data: SubscriptionDetails }).data).toMatchObject({ hasVIPContentAccess: true, status: 'cancelled', canResume: true });
    const afterMonth = new Date(Date.parse(asOf) + 40 * 86_400_000).toISOString();
    const run = await request.post(`${HOST}${API_PATHS.devBillingRun}`, { data: { asOf: afterMonth, subscriberId: subscriber.id } });
    expect(run.ok(), await run.text()).toBe(true);
    expect(await takenAmountsOf(request, subscriber.id)).toEqual([0, 800]);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`a declined card leaves the account without VIP${locale === 'ar' ? '; another card then pays, in Arabic' : ''} (${locale})`, async ({ page, request }) => {
      const words = PREMIUM_WORDS[locale];
      const account = newAccount('premium-declined');
      const subscriber = await openPremiumSignedIn(page, request, account, words.path, locale);
      await expect(page.getByRole('heading', { name: words.plansHeading })).toBeVisible();
      // The trial plan counts its days as Arabic does (3–10 take the plural أيام).
      if (locale === 'ar') await expect(page.getByText(/^7 أيام مجانًا، ثم .+ شهريًا$/)).toBeVisible();
      // The promo loops play while on screen, and stop once the viewer has scrolled past them.
      const loopsPlaying = () => page.locator('.site-PromoLoops video').evaluateAll((videos) => videos.map((video) => !(video as HTMLVideoElement).paused));
      await expect.poll(async () => (await loopsPlaying()).includes(true)).toBe(true);
      await page.locator('.site-Footer').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await loopsPlaying()).includes(true)).toBe(false);
      await choosePlan(page, words.monthly, locale);
      await chooseMethod(page, 'Credit card', locale);
      await payWithNewCard(page, TEST_CARDS.declined, { locale });

      await expect(outcome(page)).toHaveAttribute('data-outcome', 'failed', PAYMENT_TIMEOUT);
      await expect(page.getByRole('alert').filter({ hasText: words.declined })).toBeVisible();
      expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: false });
      await expect(page.getByRole('link', { name: words.account(account.fullName) }).getByText(words.badge, { exact: true })).toHaveCount(0);
      await expect.poll(() => journeyEvents(page, request), PAYMENT_TIMEOUT).toContain(PAYMENT_OUTCOME_EVENTS.failed);
      if (locale === 'ar') {
        // The glossary's words on screen: a bank card, its security code; no credit-only card, no VIP, no English in the card form.
        await expect(page.getByRole('button', { name: 'بطاقة بنكية', exact: true })).toBeVisible();
        await expect(cardFrame(page).getByText('رمز الأمان', { exact: true })).toBeVisible();
        await expect(page.locator('main')).not.toContainText(/VIP|بطاقة ائتمان|خطة|تحصيل/);

        // Another card in the same form goes through: the Arabic welcome, and the account is premium.
        const cardNumber = cardFrame(page).getByLabel(CARD_FRAME_CATALOGS.ar['cardForm.label.cardNumber']);
        await cardNumber.fill('');
        await cardNumber.pressSequentially(TEST_CARDS.success.replace(/\s/g, ''), { delay: 10 });
        await page.getByRole('button', { name: words.pay }).click();
        await expect(outcome(page)).toHaveAttribute('data-outcome', 'granted', PAYMENT_TIMEOUT);
        await expect(page.getByRole('status').filter({ hasText: 'مرحبًا بك في بريميوم!' })).toBeVisible();
        expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true });
        await expect(page.getByRole('link', { name: words.account(account.fullName) }).getByText(words.badge, { exact: true })).toBeVisible();
      }
    });
  }

  test('mobile-operator billing: a wrong code, then the right one', async ({ page, request }) => {
    const account = newAccount('premium-mobile');
    const subscriber = await openPremiumSignedIn(page, request, account);
    await choosePlan(page, 'Monthly');
    await chooseMethod(page, 'Mobile operator');
    await page.getByRole('group', { name: 'Mobile operator' }).getByRole('radio', { name: 'Falcon Mobile' }).check();
    const phoneNumber = `50${String(Date.now()).slice(-7)}`;
    await page.getByLabel('Mobile number').fill(phoneNumber);
    // UAE operators: +971 is the one dial code; the terms are there before confirming.
    await expect(page.getByLabel('Country code').locator('option')).toHaveCount(1);
    await expect(page.getByText('AED 8.00 / month, billed to your phone bill. It renews automatically each period until you cancel.')).toBeVisible();
    await page.getByRole('button', { name: 'Go VIP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a code' })).toBeVisible();

    const code = await latestOtp(request, { dialCode: '+971', phoneNumber });
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('One-time code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: false });

    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectWelcomed(page);
    await expectVipWithoutAds(page, account);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, sessionType: 'Mobile' });
    await expect
      .poll(() => journeyEvents(page, request), PAYMENT_TIMEOUT)
      .toEqual([
        ...steps('mobile', 'start_flow', 'select_operator', 'select_mobile_number', 'click_go_vip', 'start_otp', 'enter_otp', 'click_verify', 'enter_otp', 'click_verify', 'finish'),
        PAYMENT_OUTCOME_EVENTS.success,
      ]);
    // The spec's DCB events, read back from the product database.
    await expect
      .poll(async () => (await storedAnalytics(page, request)).map((event) => event.name).filter((name) => name.startsWith('DCB_')), PAYMENT_TIMEOUT)
      .toEqual(['DCB_Payment_Started', 'DCB_Payment_Successful']);
  });

  test('a voucher redeemed with a code sent to the email', async ({ page, request }) => {
    const account = newAccount('premium-voucher');
    const subscriber = await openPremiumSignedIn(page, request, account);
    await choosePlan(page, 'Monthly');
    await chooseMethod(page, 'Voucher');
    // The plan chosen above is not what a voucher pays for: the page never says so.
    await expect(page.getByText('Paying for: Monthly')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('Voucher code').fill(await freshVoucher(request, 'yearly'));
    await page.getByRole('button', { name: 'Go VIP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a code' })).toBeVisible();
    // Before redemption the voucher's own plan is shown, and that plan is the one granted.
    await expect(page.getByText('Your voucher gives you: Yearly.')).toBeVisible();
    await page.getByLabel('One-time code').fill(await latestOtp(request, { email: account.email }));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expectWelcomed(page);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, sessionType: 'Voucher', plan: 'yearly', canUnsubscribe: false });
    await expect
      .poll(() => journeyEvents(page, request), PAYMENT_TIMEOUT)
      .toEqual([
        ...steps('voucher', 'start', 'email_entered', 'voucher_code_entered', 'click_go_vip', 'otp_start', 'otp_enter', 'verify', 'finish'),
        PAYMENT_OUTCOME_EVENTS.success,
      ]);
    // A voucher does not renew: its end date is not called a renewal.
    await page.getByRole('link', { name: `Account of ${account.fullName}` }).click();
    await page.getByRole('link', { name: 'Subscription' }).click();
    await expect(page.getByRole('term').filter({ hasText: 'Ends on' })).toBeVisible();
    await expect(page.getByText('Renews on')).toHaveCount(0);
  });

  for (const wallet of ['Apple Pay', 'Google Pay'] as const) {
    test(`${wallet} through the sandbox stand-in`, async ({ page, request }) => {
      const account = newAccount(`premium-${wallet === 'Apple Pay' ? 'apple' : 'google'}`);
      const subscriber = await openPremiumSignedIn(page, request, account);
      await choosePlan(page, 'Monthly');
      await chooseMethod(page, wallet);
      await page.getByRole('button', { name: `Buy with ${wallet}` }).click();
      const sheet = page.getByRole('dialog', { name: wallet });
      await sheet.getByRole('radio', { name: 'Visa •••• 4242' }).check();
      await sheet.getByRole('button', { name: 'Pay' }).click();

      await expectWelcomed(page);
      expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, sessionType: wallet === 'Apple Pay' ? 'ApplePay' : 'GooglePay' });
      // PR-PAY-8 names no wallet journey: a wallet pays a card, reported as the credit-card journey without card details.
      await expect
        .poll(() => journeyEvents(page, request), PAYMENT_TIMEOUT)
        .toEqual([...steps('creditCard', 'start', 'email_entered', 'click_go_vip', 'finish'), PAYMENT_OUTCOME_EVENTS.success]);
    });
  }

  test('an account that became premium meanwhile is answered 10132 and is not charged', async ({ page, request, context }) => {
    const account = newAccount('premium-twice');
    const subscriber = await openPremiumSignedIn(page, request, account);
    await choosePlan(page, 'Monthly');
    // Waited for from before the click: the answer may come before the click's promise settles.
    const setup = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.paymentsClientInit);
    await chooseMethod(page, 'Credit card');
    const { executionId } = ((await (await setup).json()) as { data: { executionId: string } }).data;

    // In another tab the same subscriber redeems a voucher first.
    const other = await context.newPage();
    await other.goto(`${HOST}${PREMIUM_PATH}`);
    await choosePlan(other, 'Monthly');
    await chooseMethod(other, 'Voucher');
    await other.getByLabel('Voucher code').fill(await freshVoucher(request, 'monthly'));
    await other.getByRole('button', { name: 'Go VIP' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'We sent a code' })).toBeVisible();
    await other.getByLabel('One-time code').fill(await latestOtp(request, { email: account.email }));
    await other.getByRole('button', { name: 'Verify' }).click();
    await expectWelcomed(other);
    await other.close();

    const validate = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.paymentIntentValidate);
    await payWithNewCard(page, TEST_CARDS.success);
    expect(((await (await validate).json()) as { data: { resultCode: number } }).data.resultCode).toBe(10132);
    await expect(page.getByRole('status').filter({ hasText: 'You already have premium. No payment was taken.' })).toBeVisible();
    expect(await authorizationsOf(request, executionId)).toEqual([]);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ sessionType: 'Voucher' });
  });

  test('a stored card paid by the API comes back from a full-page 3-D Secure to /adsjourney/redirect3ds', async ({ page, request }) => {
    const account = newAccount('premium-redirect');
    const subscriber = await openPremiumSignedIn(page, request, account);
    const card = await seedStoredCard(request, subscriber.id, TEST_CARDS.threeDS);
    const plans = await request.get(`${HOST}${API_PATHS.packages}`, { params: { isActivated: '1', country: 'AE' } });
    const yearly = ((await plans.json()) as { data: { packages: { key: string; encryptedBillingPlan: string }[] } }).data.packages.find((plan) => plan.key === 'yearly')!;
    const returnUrl = `${HOST}/adsjourney/redirect3ds?${new URLSearchParams({ email: account.email, billingPlan: 'yearly', origin: PREMIUM_PATH })}`;
    const answer = await request.post(`${HOST}${API_PATHS.payments}`, {
      headers: { Authorization: `Bearer ${subscriber.token}`, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      data: {
        email: account.email,
        billingPlan: yearly.encryptedBillingPlan,
        paymentMethod: { type: 'storedCard', storedPaymentMethodId: card.id },
        browserInfo: { userAgent: 'e2e', language: 'en', screenWidth: 1280, screenHeight: 720, timeZoneOffset: 0 },
        returnUrl,
        source: 'streaming',
        language: 'en',
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { resultCode, action } = ((await answer.json()) as { data: { resultCode: number; action: { url: string } } }).data;
    expect(resultCode).toBe(10102);

    await page.goto(action.url);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForURL(/\/adsjourney\/redirect3ds\?/);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to premium!' })).toBeVisible(PAYMENT_TIMEOUT);
    await expectVipWithoutAds(page, account);
    expect(await subscriptionOf(request, subscriber)).toMatchObject({ hasVIPContentAccess: true, plan: 'yearly' });
  });
});
