import { API_PATHS } from '../../contract/http/apiPaths';
import { IDEMPOTENCY_KEY_HEADER, PACKAGES_ACTIVATED } from '../../contract/payments/paymentConstants';
import type { PaymentIntentValidateBody, PaymentResponseBody } from '../../contract/payments/paymentRequests';
import type { BillingPlan, PaymentResult, PlanLookup, SubscriptionGranted, TrialOffer } from '../../contract/payments/paymentTypes';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import type { ProductResult } from '../api/productClient';
import type { ProductCaller } from '../api/useProductCaller';

/** What a payment call meant for the visitor. */
export type PaymentVerdict =
  | { kind: 'granted'; result: PaymentResult }
  | { kind: 'pending'; result: PaymentResult }
  | { kind: 'alreadySubscribed' }
  | { kind: 'failed'; messageKey?: string };

const resultCodeOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && typeof (value as { resultCode?: unknown }).resultCode === 'number' ? (value as { resultCode: number }).resultCode : undefined;

/**
 * PR-PAY-9: 10100 and 10101 grant VIP; 10105 (and 10102 after the shopper's step) are still
 * settling; 10132 means the account already has premium. A refusal may carry 10132 too.
 */
export function paymentVerdict(answer: ProductResult<PaymentResult>): PaymentVerdict {
  if (!answer.ok) {
    if (answer.resultCode === PaymentResultCode.USER_ALREADY_SUBSCRIBED) return { kind: 'alreadySubscribed' };
    return answer.messageKey ? { kind: 'failed', messageKey: answer.messageKey } : { kind: 'failed' };
  }
  switch (resultCodeOf(answer.data)) {
    case PaymentResultCode.SUCCESS:
    case PaymentResultCode.PAYMENT_AUTHORIZED:
      return { kind: 'granted', result: answer.data };
    case PaymentResultCode.PAYMENT_ACTION_RECEIVED:
    case PaymentResultCode.ADDITIONAL_ADCTION_REQUIRED:
      return { kind: 'pending', result: answer.data };
    case PaymentResultCode.USER_ALREADY_SUBSCRIBED:
      return { kind: 'alreadySubscribed' };
    default:
      return { kind: 'failed' };
  }
}

/** Packages (PR-API-9): the activated plans of the visitor's country. */
export function loadPlans(call: ProductCaller, country: string): Promise<ProductResult<PlanLookup>> {
  return call<PlanLookup>({ path: API_PATHS.packages, query: { isActivated: PACKAGES_ACTIVATED, country } });
}

/** Whether the signed-in account may still start a free trial; asked before the plans are offered. */
export function loadTrialOffer(call: ProductCaller): Promise<ProductResult<TrialOffer>> {
  return call<TrialOffer>({ path: API_PATHS.trialOffer });
}

export type IntentVerdict = { kind: 'allowed' } | { kind: 'alreadySubscribed' } | { kind: 'failed'; messageKey?: string };

/** Intent validate (PR-API-10), before the provider authorizes anything: any answer but 10132 or a refusal lets the payment go on. */
export async function validatePaymentIntent(call: ProductCaller, body: PaymentIntentValidateBody): Promise<IntentVerdict> {
  const answer = await call<PaymentResult>({ method: 'POST', path: API_PATHS.paymentIntentValidate, body: { ...body } });
  const verdict = paymentVerdict(answer);
  if (verdict.kind === 'alreadySubscribed') return verdict;
  if (!answer.ok) return verdict.kind === 'failed' && verdict.messageKey ? { kind: 'failed', messageKey: verdict.messageKey } : { kind: 'failed' };
  return { kind: 'allowed' };
}

export interface ConfirmOptions {
  /** The purchase attempt's key; a new one when not given. Sent on every try of the confirmation. */
  idempotencyKey?: string;
  /** How many times a still-settling payment is asked again. */
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** One key per purchase attempt, reused on every retry of it, so the API answers a retry as the first try. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const PAYMENT_RESPONSE_RETRIES = 4;
export const PAYMENT_RESPONSE_RETRY_DELAY_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Payment response (PR-API-10): the API confirms the payment with the provider. A payment still
 * settling (10105) is asked again a few times; still settling after that is not a grant.
 */
export async function confirmPayment(call: ProductCaller, body: PaymentResponseBody, options: ConfirmOptions = {}): Promise<PaymentVerdict> {
  const { retries = PAYMENT_RESPONSE_RETRIES, delayMs = PAYMENT_RESPONSE_RETRY_DELAY_MS, sleep = wait } = options;
  const headers = { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() };
  let verdict: PaymentVerdict = { kind: 'failed' };
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(delayMs);
    verdict = paymentVerdict(await call<PaymentResult>({ method: 'POST', path: API_PATHS.paymentResponse, body: { ...body }, headers }));
    if (verdict.kind !== 'pending') return verdict;
  }
  return verdict;
}

/** What the journeys hand `onGranted`. */
export const grantOf = (result: PaymentResult, paymentMethod: SubscriptionGranted['paymentMethod']): SubscriptionGranted => ({ ...result, paymentMethod });

/** PR-PAY-3: a plan's trial applies when its definition allows every user a trial. */
export const canBenefitFromTrial = (plan: BillingPlan): boolean => plan.trialDuration > 0;
