import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { decodeInitResponse } from '../../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { encodeBillingPlan } from '../../../host-app/server/payments/billingPlanCodec';
import { PLAN_DEFINITIONS, type BillingPlanKey } from '../../../host-app/contract/payments/paymentConstants';
import type { BillingRunReport } from '../../../host-app/contract/subscriptions/billingRunTypes';
import type { PaymentsClientConfiguration } from '../../../host-app/contract/payments/paymentTypes';
import { authorizeBody, authorizeRequest, card, createSession, MERCHANT_KEY, pathOf, startTestSandbox, tokenize, type TestSandbox } from '../../sandbox/helpers';
import { freePort } from '../../support/freePort';
import { injectAs, startTestProduct, success, type TestProduct } from './helpers';

export { freePort };

export const HOST_APP_ORIGIN = 'http://localhost:3000';
export const RETURN_URL = `${HOST_APP_ORIGIN}/adsjourney/redirect3ds?email=a%40example.com&billingPlan=monthly`;
/** Short, so a payment settles within a test; the product reads the outcome as a browser would poll it. */
export const SETTLE_DELAY_MS = 5;

export interface PremiumWorld {
  product: TestProduct;
  sandbox: TestSandbox;
  providerOrigin: string;
  close(): Promise<void>;
}

/** The product API and a sandbox provider listening on an ephemeral port, linked over real HTTP. */
async function startPremiumWorld(): Promise<PremiumWorld> {
  const port = await freePort();
  const providerOrigin = `http://127.0.0.1:${port}`;
  const sandbox = await startTestSandbox({ providerOrigin, settleDelayMs: SETTLE_DELAY_MS, clock: () => new Date() });
  await sandbox.provider.listen({ port, host: '127.0.0.1' });
  const product = await startTestProduct({
    providerOrigin,
    providerSecretKey: 'sk_test_sandbox',
    hostAppOrigin: HOST_APP_ORIGIN,
    executionPollIntervalMs: 20,
    maxExecutionReads: 20,
  });
  return {
    product,
    sandbox,
    providerOrigin,
    async close() {
      await product.close();
      await sandbox.close();
    },
  };
}

/** The premium world of a test file: started before its tests, closed after them. */
export function usePremiumWorld(): PremiumWorld {
  const world = {} as PremiumWorld;
  beforeAll(async () => {
    Object.assign(world, await startPremiumWorld());
  });
  afterAll(async () => {
    await world.close?.();
  });
  return world;
}

export const planString = (key: BillingPlanKey) => encodeBillingPlan(PLAN_DEFINITIONS[key]);

export function clientInitBody(key: BillingPlanKey = 'monthly', overrides: Record<string, unknown> = {}) {
  return { variation: 'a', osType: 'androidOs', urlReferrer: `${HOST_APP_ORIGIN}/premium`, language: 'en', source: 'web', billingPlan: planString(key), ...overrides };
}

export function cardPaymentFields(billingOption: BillingPlanKey = 'monthly', overrides: Record<string, unknown> = {}) {
  return {
    email: 'layla@example.com',
    language: 'en',
    billingOption,
    urlReferrer: `${HOST_APP_ORIGIN}/premium`,
    canBenefitFromTrial: false,
    holdFullAmount: false,
    source: 'web',
    ...overrides,
  };
}

/** A POST /payments body paying the monthly plan with a stored card. */
export function storedCardPaymentsBody(storedPaymentMethodId: string, overrides: Record<string, unknown> = {}) {
  return {
    email: 'layla@example.com',
    billingPlan: planString('monthly'),
    paymentMethod: { type: 'storedCard', storedPaymentMethodId },
    browserInfo: { userAgent: 'test', language: 'en-GB', screenWidth: 1280, screenHeight: 800, timeZoneOffset: -240 },
    returnUrl: RETURN_URL,
    source: 'web',
    language: 'en',
    campaignId: 'spring',
    ...overrides,
  };
}

export async function clientInit(app: FastifyInstance, token: string, key: BillingPlanKey = 'monthly'): Promise<{ configuration: PaymentsClientConfiguration; session: PaymentClientSession }> {
  const response = await injectAs(app, token, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody(key) });
  const configuration = success<PaymentsClientConfiguration>(response);
  return { configuration, session: decodeInitResponse(JSON.parse(configuration.sdkConfiguration)) };
}

/**
 * What the drop-in does in the browser: tokenize a card in the vault and authorize it with the
 * session token; `storeInstrument` is the shopper's "keep this card" choice, unsaid when absent.
 */
export async function payInBrowser(
  sandbox: TestSandbox,
  session: PaymentClientSession,
  cardNumber: string,
  { storeInstrument }: { storeInstrument?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const { tokens } = await tokenize(sandbox.vault, session, card(cardNumber));
  const body = authorizeBody(session, tokens);
  const chosen = storeInstrument === undefined ? body : { ...body, paymentComposition: [{ ...body.paymentComposition[0]!, storeInstrument }] };
  const response = await authorizeRequest(sandbox.provider, session, chosen);
  if (response.statusCode !== 202) throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
  await sleep(SETTLE_DELAY_MS * 4);
  return response;
}

/** The development billing run (renewals, retries, trial ends, plan changes) for one subscriber, as if at `asOf`. */
export async function runBilling(app: FastifyInstance, subscriberId: string, asOf: Date): Promise<BillingRunReport> {
  return success<BillingRunReport>(await app.inject({ method: 'POST', url: API_PATHS.devBillingRun, payload: { asOf: asOf.toISOString(), subscriberId } }));
}

/** Runs `during` with every card-on-file charge reaching the provider and its answer then lost: the connection drops. */
export async function withChargeAnswersLost<T>(product: TestProduct, during: () => Promise<T>): Promise<T> {
  const provider = product.context.payments.provider;
  const original = provider.chargeStoredCard;
  provider.chargeStoredCard = async (charge, key) => {
    await original(charge, key);
    throw new Error('connection reset');
  };
  try {
    return await during();
  } finally {
    provider.chargeStoredCard = original;
  }
}

/** A card stored for the subscriber (the provider holder), as a previous payment would leave it. */
export async function storeCard(sandbox: TestSandbox, subscriberId: string, cardNumber: string): Promise<string> {
  const session = await createSession(sandbox.provider, { holderReference: subscriberId, amount: { value: 800, currency: 'AED' } });
  const { tokens } = await tokenize(sandbox.vault, session, card(cardNumber));
  const response = await sandbox.provider.inject({
    method: 'POST',
    url: pathOf(session.vaultConfiguration.links.saveInstrument ?? ''),
    headers: { authorization: `Bearer ${session.token}` },
    payload: { data: { cardData: tokens }, paymentMethod: 'card' },
  });
  if (response.statusCode !== 201) throw new Error(`save instrument failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A new purchase attempt's Idempotency-Key, as the site makes one. */
export const newIdempotencyKey = (): string => randomUUID();

export interface ProviderAuthorizationEntry {
  executionId: string;
  outcome: string;
  voidedAt?: string | null;
}

/**
 * Every authorization the provider holds for the subscriber's payment sessions, as the merchant
 * reads them: the proof of how often the subscriber was charged.
 */
export async function providerAuthorizationsOf(world: PremiumWorld, subscriberId: string): Promise<ProviderAuthorizationEntry[]> {
  const { rows } = await world.product.db.query<{ execution_id: string }>('SELECT execution_id FROM product.payment_sessions WHERE subscriber_id = $1', [subscriberId]);
  const entries: ProviderAuthorizationEntry[] = [];
  for (const { execution_id: executionId } of rows) {
    const response = await world.sandbox.provider.inject({
      method: 'GET',
      url: `/v1/payment-sessions/${executionId}/authorizations`,
      headers: { authorization: `Bearer ${MERCHANT_KEY}` },
    });
    if (response.statusCode !== 200) throw new Error(`authorizations of ${executionId}: ${response.statusCode} ${response.body}`);
    entries.push(...(response.json() as { authorizations: ProviderAuthorizationEntry[] }).authorizations);
  }
  return entries;
}

/** Successful authorizations that were not voided: money the subscriber actually paid. */
export async function keptAuthorizationsOf(world: PremiumWorld, subscriberId: string): Promise<ProviderAuthorizationEntry[]> {
  return (await providerAuthorizationsOf(world, subscriberId)).filter((entry) => entry.outcome === 'authorizeSuccessful' && !entry.voidedAt);
}

export async function subscriptionCountOf(world: PremiumWorld, subscriberId: string): Promise<number> {
  const { rows } = await world.product.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId]);
  return Number(rows[0]?.count);
}
