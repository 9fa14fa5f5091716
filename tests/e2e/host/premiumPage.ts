import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '../../../host-app/shared/apiPaths';
import type { SubscriptionDetails } from '../../../host-app/shared/apiTypes';
import type { StoredAnalyticsEvent } from '../../../host-app/shared/paymentTypes';
import { DROP_IN_CATALOGS } from '../../../headless/core/i18n/dropInMessages';
import { cardFrame, fillCard } from '../checkoutPage';
import { HOST, signUpThroughApi, type Account } from './hostSite';

/** Premium journeys run against the streaming brand's landing path. */
export const PREMIUM_PATH = '/premium';
/** The provider settles a few seconds after an authorization and the page confirms with the API after that. */
export const PAYMENT_TIMEOUT = { timeout: 30_000 };

const dropInText = DROP_IN_CATALOGS.en;

export interface Subscriber {
  token: string;
  id: string;
}

/** Signs the account up through the API and opens the premium page signed in. */
export async function openPremiumSignedIn(page: Page, request: APIRequestContext, account: Account, path = PREMIUM_PATH): Promise<Subscriber> {
  const token = await signUpThroughApi(request, account);
  const profile = await request.get(`${HOST}${API_PATHS.profile}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const { id } = ((await profile.json()) as { data: { id: string } }).data;
  await page.addInitScript((value) => window.localStorage.setItem('token', JSON.stringify({ value })), token);
  await page.goto(`${HOST}${path}`);
  await expect(page.getByRole('link', { name: `Account of ${account.fullName}` })).toBeVisible();
  return { token, id };
}

export const choosePlan = (page: Page, name: string) => page.getByRole('button', { name: `Choose ${name}`, exact: true }).click();

export const chooseMethod = (page: Page, name: 'Credit card' | 'Apple Pay' | 'Google Pay' | 'Mobile operator' | 'Voucher') =>
  page.getByRole('group', { name: 'Choose how to pay' }).getByRole('button', { name, exact: true }).click();

/** The drop-in's option for a new card, opened, with the card frame ready. */
export async function chooseNewCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: dropInText['dropIn.method.card'], exact: true }).check();
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible(PAYMENT_TIMEOUT);
}

export async function payWithNewCard(page: Page, cardNumber: string, options: { store?: boolean } = {}): Promise<void> {
  await chooseNewCard(page);
  await fillCard(page, cardNumber);
  if (options.store) await page.getByRole('checkbox', { name: /Save/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
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
