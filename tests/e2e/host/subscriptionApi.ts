import { expect, type APIRequestContext } from '@playwright/test';
import { decodeInitResponse } from '../../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { CardUpdateResult, CardUpdateSession } from '../../../host-app/contract/subscriptions/subscriptionTypes';
import { encodeBillingPlan } from '../../../host-app/server/payments/billingPlanCodec';
import { PLAN_DEFINITIONS } from '../../../host-app/contract/payments/paymentConstants';
import type { BillingRunReport } from '../../../host-app/contract/subscriptions/billingRunTypes';
import type { PaymentsClientConfiguration, SubscriptionGranted } from '../../../host-app/contract/payments/paymentTypes';
import { DEFAULT_MERCHANT_SECRET_KEY } from '../../../sandbox/config';
import { futureExpiry, PROVIDER_ORIGIN } from '../checkoutPage';
import { HOST, signUpThroughApi, type Account } from './hostSite';
import { PAYMENT_TIMEOUT, type Subscriber } from './premiumPage';

/**
 * Subscription set-ups made through the API as the browser would make them (no page loads), and
 * what the provider holds, read back with the merchant key.
 */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const merchant = bearer(DEFAULT_MERCHANT_SECRET_KEY);

/** A new account, signed up through the API, with its id. */
export async function newSubscriber(request: APIRequestContext, account: Account): Promise<Subscriber> {
  const token = await signUpThroughApi(request, account);
  const profile = await request.get(`${HOST}${API_PATHS.profile}`, { headers: bearer(token) });
  expect(profile.ok(), await profile.text()).toBe(true);
  return { token, id: ((await profile.json()) as { data: { id: string } }).data.id };
}

/** What the kit's card form does with a new card: tokenize it in the vault, then authorize the session's amount, keeping the card on file. */
async function authorizeKeepingCard(request: APIRequestContext, session: PaymentClientSession, cardNumber: string): Promise<void> {
  const [month, year] = futureExpiry().split(' / ');
  const tokenized = await request.post(session.vaultConfiguration.links.tokenize, {
    headers: bearer(session.vaultConfiguration.token),
    data: { card_number: cardNumber.replace(/\s/g, ''), expiry_month: month, expiry_year: year, security_code: '123' },
  });
  expect(tokenized.status(), await tokenized.text()).toBe(201);
  const { tokens } = (await tokenized.json()) as { tokens: Record<string, string> };
  const authorized = await request.post(session.links.authorize, {
    headers: { ...bearer(session.token), 'Idempotency-Key': `authorize-${Date.now()}-${Math.random()}` },
    data: {
      amount: session.amount,
      paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount: session.amount, storeInstrument: true, paymentInstrumentData: { cardData: tokens } }],
    },
  });
  expect(authorized.status(), await authorized.text()).toBe(202);
}

/**
 * A monthly card subscription bought through the API as the drop-in would buy it, keeping the
 * card on file. Returns the end of its first period.
 */
export async function subscribeThroughApi(request: APIRequestContext, token: string, cardNumber: string): Promise<Date> {
  const init = await request.post(`${HOST}${API_PATHS.paymentsClientInit}`, {
    headers: bearer(token),
    data: { variation: 'a', osType: 'androidOs', urlReferrer: `${HOST}/premium`, language: 'en', source: 'web', billingPlan: encodeBillingPlan(PLAN_DEFINITIONS.monthly) },
  });
  expect(init.ok(), await init.text()).toBe(true);
  const configuration = ((await init.json()) as { data: PaymentsClientConfiguration }).data;
  await authorizeKeepingCard(request, decodeInitResponse(JSON.parse(configuration.sdkConfiguration)), cardNumber);
  const payload = { email: 'lina@example.com', language: 'en', billingOption: 'monthly', urlReferrer: `${HOST}/premium`, canBenefitFromTrial: false, holdFullAmount: false, source: 'web', paymentIntentId: configuration.executionId };
  let granted: SubscriptionGranted | undefined;
  await expect
    .poll(async () => {
      const answer = await request.post(`${HOST}${API_PATHS.paymentResponse}`, { headers: bearer(token), data: payload });
      granted = ((await answer.json()) as { data?: SubscriptionGranted }).data;
      return granted?.subscription?.hasVIPContentAccess ?? false;
    }, PAYMENT_TIMEOUT)
    .toBe(true);
  return new Date(granted!.subscription!.currentPeriodEndsAt!);
}

/** Changes the subscription's card through the API as the settings page does: a verification with the card, then its confirmation. */
export async function changeCardThroughApi(request: APIRequestContext, token: string, cardNumber: string): Promise<void> {
  const started = await request.post(`${HOST}${API_PATHS.subscriptionCardUpdate}`, { headers: bearer(token), data: {} });
  expect(started.ok(), await started.text()).toBe(true);
  const { sdkConfiguration, executionId } = ((await started.json()) as { data: CardUpdateSession }).data;
  await authorizeKeepingCard(request, decodeInitResponse(JSON.parse(sdkConfiguration)), cardNumber);
  await expect
    .poll(async () => {
      const answer = await request.post(`${HOST}${API_PATHS.subscriptionCardUpdateConfirm}`, { headers: bearer(token), data: { executionId } });
      expect(answer.ok(), await answer.text()).toBe(true);
      return ((await answer.json()) as { data: CardUpdateResult }).data.status;
    }, PAYMENT_TIMEOUT)
    .toBe('updated');
}

/** One run of the billing jobs for the subscriber, as of `asOf` (the API's TEST-only endpoint). */
export async function billingRun(request: APIRequestContext, subscriberId: string, asOf: Date): Promise<BillingRunReport> {
  const run = await request.post(`${HOST}${API_PATHS.devBillingRun}`, { data: { asOf: asOf.toISOString(), subscriberId } });
  expect(run.ok(), await run.text()).toBe(true);
  return ((await run.json()) as { data: BillingRunReport }).data;
}

/** The subscriber's cards at the provider, oldest first, read with the merchant key: `last four status`. */
export async function providerCardsOf(request: APIRequestContext, subscriberId: string): Promise<string[]> {
  const answer = await request.get(`${PROVIDER_ORIGIN}/v1/holders/${encodeURIComponent(subscriberId)}/instruments`, { headers: merchant });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { instruments: { lastFour: string; status: string }[] }).instruments.map((card) => `${card.lastFour} ${card.status}`);
}

/** Each payment the provider holds for the subscriber (its holder), oldest first, as `amount outcome`: read with the merchant key. */
export async function providerPaymentsOf(request: APIRequestContext, subscriberId: string): Promise<string[]> {
  const response = await request.get(`${PROVIDER_ORIGIN}/v1/holders/${encodeURIComponent(subscriberId)}/payments`, { headers: merchant });
  expect(response.status(), await response.text()).toBe(200);
  const { payments } = (await response.json()) as { payments: { amount: { value: number }; authorizations: { outcome: string }[] }[] };
  return payments.flatMap((payment) => payment.authorizations.map((authorization) => `${payment.amount.value} ${authorization.outcome}`));
}

/** Each payment of the subscriber at the provider, oldest first, with the card it was taken from: `amount status last four`. */
export async function providerChargesOf(request: APIRequestContext, subscriberId: string): Promise<string[]> {
  const list = await request.get(`${PROVIDER_ORIGIN}/v1/holders/${encodeURIComponent(subscriberId)}/payments`, { headers: merchant });
  expect(list.ok(), await list.text()).toBe(true);
  const charges: string[] = [];
  for (const { executionId } of ((await list.json()) as { payments: { executionId: string }[] }).payments) {
    const payment = await request.get(`${PROVIDER_ORIGIN}/v1/payments/${executionId}`, { headers: merchant });
    const { amount, status, paymentMethod } = (await payment.json()) as { amount: { value: number }; status: string; paymentMethod: { lastFour: string } | null };
    charges.push(`${amount.value} ${status} ${paymentMethod?.lastFour}`);
  }
  return charges;
}
