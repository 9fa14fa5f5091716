import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { SubscriptionDetails } from '../../../host-app/contract/subscriptions/subscriptionTypes';
import type { StoredAnalyticsEvent } from '../../../host-app/contract/analytics/analyticsTypes';
import { CARD_FRAME_CATALOGS } from '../../../headless/core/i18n/cardFrameMessages';
import { DROP_IN_CATALOGS } from '../../../headless/core/i18n/dropInMessages';
import type { Locale } from '../../../headless/core/i18n/translate';
import { cardFrame, fillCard } from '../checkoutPage';
import { HOST, signUpThroughApi, type Account } from './hostSite';

/** Premium journeys run against the streaming brand's landing path. */
export const PREMIUM_PATH = '/premium';
/** The provider settles a few seconds after an authorization and the page confirms with the API after that. */
export const PAYMENT_TIMEOUT = { timeout: 30_000 };

type Method = 'Credit card' | 'Apple Pay' | 'Google Pay' | 'Mobile operator' | 'Voucher';

/** What a premium journey reads on screen, in each language; the Arabic words are the glossary's (docs/glossary.ar.md). */
export const PREMIUM_WORDS = {
  en: {
    path: PREMIUM_PATH,
    account: (name: string) => `Account of ${name}`,
    choosePlan: (plan: string) => `Choose ${plan}`,
    plansHeading: 'Choose your plan',
    monthly: 'Monthly',
    methodsHeading: 'Choose how to pay',
    methods: { 'Credit card': 'Credit card', 'Apple Pay': 'Apple Pay', 'Google Pay': 'Google Pay', 'Mobile operator': 'Mobile operator', Voucher: 'Voucher' },
    pay: /^Pay /,
    declined: 'The payment did not go through. You were not charged for premium.',
    badge: 'VIP',
  },
  ar: {
    path: `/ar${PREMIUM_PATH}`,
    account: (name: string) => `حساب ${name}`,
    choosePlan: (plan: string) => `اختر ${plan}`,
    plansHeading: 'اختر باقتك',
    monthly: 'شهري',
    methodsHeading: 'اختر طريقة الدفع',
    methods: { 'Credit card': 'بطاقة بنكية', 'Apple Pay': 'Apple Pay', 'Google Pay': 'Google Pay', 'Mobile operator': 'فاتورة الهاتف المحمول', Voucher: 'قسيمة' },
    pay: /^ادفع /,
    declined: 'لم تتم عملية الدفع، ولم نخصم أي مبلغ مقابل بريميوم.',
    badge: 'بريميوم',
  },
} as const satisfies Record<Locale, { methods: Record<Method, string> } & Record<string, unknown>>;

export interface Subscriber {
  token: string;
  id: string;
}

/** Signs the account up through the API and opens the premium page signed in. */
export async function openPremiumSignedIn(page: Page, request: APIRequestContext, account: Account, path = PREMIUM_PATH, locale: Locale = 'en'): Promise<Subscriber> {
  const token = await signUpThroughApi(request, account);
  const profile = await request.get(`${HOST}${API_PATHS.profile}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const { id } = ((await profile.json()) as { data: { id: string } }).data;
  await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
  await page.goto(`${HOST}${path}`);
  await expect(page.getByRole('link', { name: PREMIUM_WORDS[locale].account(account.fullName) })).toBeVisible();
  return { token, id };
}

export const choosePlan = (page: Page, name: string, locale: Locale = 'en') =>
  page.getByRole('button', { name: PREMIUM_WORDS[locale].choosePlan(name), exact: true }).click();

export const chooseMethod = (page: Page, name: Method, locale: Locale = 'en') =>
  page.getByRole('group', { name: PREMIUM_WORDS[locale].methodsHeading }).getByRole('button', { name: PREMIUM_WORDS[locale].methods[name], exact: true }).click();

/** The drop-in's option for a new card, opened, with the card frame ready. */
export async function chooseNewCard(page: Page, locale: Locale = 'en'): Promise<void> {
  await page.getByRole('radio', { name: DROP_IN_CATALOGS[locale]['dropIn.method.card'], exact: true }).check();
  await expect(cardFrame(page).getByLabel(CARD_FRAME_CATALOGS[locale]['cardForm.label.cardNumber'])).toBeVisible(PAYMENT_TIMEOUT);
}

export async function payWithNewCard(page: Page, cardNumber: string, options: { store?: boolean; locale?: Locale } = {}): Promise<void> {
  const locale = options.locale ?? 'en';
  await chooseNewCard(page, locale);
  await fillCard(page, cardNumber, '123', locale);
  if (options.store) await page.getByRole('checkbox', { name: /Save/ }).check();
  await page.getByRole('button', { name: PREMIUM_WORDS[locale].pay }).click();
}

export const outcome = (page: Page) => page.locator('.site-PremiumOutcome');

export async function expectWelcomed(page: Page): Promise<void> {
  await expect(outcome(page)).toHaveAttribute('data-outcome', 'granted', PAYMENT_TIMEOUT);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to premium!' })).toBeVisible();
}

/** The header marks a VIP subscriber; there is no advertisement on the page. */
export async function expectVipWithoutAds(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole('link', { name: `Account of ${account.fullName}` }).getByText('VIP', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
}

/** What the API itself says about the subscriber's subscription. */
export async function subscriptionOf(request: APIRequestContext, subscriber: Subscriber): Promise<SubscriptionDetails> {
  const answer = await request.post(`${HOST}${API_PATHS.subscriptionDetails}`, {
    headers: { Authorization: `Bearer ${subscriber.token}` },
    data: { subscriberId: subscriber.id },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: SubscriptionDetails }).data;
}

/** The analytics events the product database stored for this page's analytics session, oldest first. */
export async function storedAnalytics(page: Page, request: APIRequestContext): Promise<StoredAnalyticsEvent[]> {
  const sessionId = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('analytics.session') ?? '{}') as { id?: string }).id);
  expect(sessionId, 'the page has an analytics session').toBeTruthy();
  const answer = await request.get(`${HOST}${API_PATHS.devAnalyticsEvents}`, { params: { sessionId: sessionId! } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: StoredAnalyticsEvent[] }).data;
}

/** The payment journey events (steps and outcomes) among them, by name, in the order stored. */
export async function journeyEvents(page: Page, request: APIRequestContext): Promise<string[]> {
  return (await storedAnalytics(page, request)).map((event) => event.name).filter((name) => name.startsWith('vpay_'));
}
