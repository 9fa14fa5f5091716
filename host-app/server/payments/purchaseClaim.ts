import { randomUUID } from 'node:crypto';
import type { PaymentResult } from '../../contract/payments/paymentTypes';
import type { ProductLocale } from '../../contract/site/locales';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import { ResultCode } from '../../contract/http/resultCodes';
import type { ProductContext } from '../context';
import { ProductApiError } from '../http/apiError';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import type { PaymentAttribution } from './confirmPayment';
import { idempotencyKeyReused } from './idempotencyKey';
import { failureAnswer, successAnswer } from './purchaseAnswer';
import {
  answerPurchase,
  attachPurchaseExecution,
  expirePurchaseLease,
  findPendingPurchase,
  findPurchase,
  insertPendingPurchase,
  releasePurchase,
  type PurchaseAnswer,
  type PurchaseRef,
} from './purchaseStore';
import { settleStalePurchase } from './stalePurchase';
import { lockSubscriberPayments } from './subscriberPaymentLock';

/** Another purchase of the subscriber is in flight: this one is refused before anything is authorized. */
export const paymentInProgress = () => new ProductApiError(409, ResultCode.CustomError, 'payment.inProgress');

export interface PurchaseRequest {
  subscriberId: string;
  idempotencyKey: string;
  requestHash: string;
  attribution: PaymentAttribution;
}

export type PurchaseClaim =
  | { kind: 'claimed'; purchase: PurchaseRef }
  /** The key was answered before: the same answer again. */
  | { kind: 'replay'; answer: PurchaseAnswer }
  /** Already Premium: nothing is authorized or written. */
  | { kind: 'alreadySubscribed' };

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * Takes the subscriber's one purchase slot for this key, before anything is authorized. A repeat
 * of an answered key replays its answer; a key reused for another request is refused (422); while
 * another request holds a purchase of the subscriber (this key's or another's) it is a 409
 * `payment.inProgress`. The database decides, so this holds across API processes.
 */
export async function claimPurchase(context: ProductContext, request: PurchaseRequest, locale: ProductLocale, now: Date): Promise<PurchaseClaim> {
  const stale = await findPendingPurchase(context.db, request.subscriberId);
  if (stale) await settleStalePurchase(context, stale, locale, now);

  try {
    return await context.db.transaction(async (tx): Promise<PurchaseClaim> => {
      await lockSubscriberPayments(tx, request.subscriberId);
      const own = await findPurchase(tx, request.subscriberId, request.idempotencyKey);
      if (own) {
        if (own.requestHash !== request.requestHash) throw idempotencyKeyReused();
        if (own.answer) return { kind: 'replay', answer: own.answer };
        throw paymentInProgress();
      }
      if (await findPendingPurchase(tx, request.subscriberId)) throw paymentInProgress();
      if (await hasVipAccess(tx, request.subscriberId, now)) return { kind: 'alreadySubscribed' };
      const purchase: PurchaseRef = { subscriberId: request.subscriberId, idempotencyKey: request.idempotencyKey, claimId: randomUUID() };
      await insertPendingPurchase(tx, { ...purchase, requestHash: request.requestHash, attribution: request.attribution }, now);
      return { kind: 'claimed', purchase };
    });
  } catch (error) {
    // The partial unique index is the last word should two claims ever meet.
    if (isUniqueViolation(error)) throw paymentInProgress();
    throw error;
  }
}

/** What a claimed purchase tells its holder about the authorization it is making. */
export interface HeldPurchase {
  /** Records the execution; call right before authorizing. Throws when the purchase is no longer held. */
  beforeAuthorize(executionId: string): Promise<void>;
  /** The provider refused the authorization or never received it: nothing was authorized. */
  nothingAuthorized(): void;
}

/**
 * Runs a claimed purchase and keeps its final answer for replays. Until an authorization is sent,
 * a failure releases the purchase (nothing written, the key may start again). After it, a final
 * answer is kept and frees the subscriber; "still settling" or an unknown outcome keeps the
 * purchase pending for the next attempt to settle from the provider's record, so no second
 * authorization can start beside one that may still succeed.
 */
export async function runClaimedPurchase(
  context: ProductContext,
  purchase: PurchaseRef,
  locale: ProductLocale,
  work: (held: HeldPurchase) => Promise<PaymentResult>,
): Promise<PurchaseAnswer> {
  let authorizing = false;
  const held: HeldPurchase = {
    async beforeAuthorize(executionId) {
      if (!(await attachPurchaseExecution(context.db, purchase, executionId))) throw paymentInProgress();
      authorizing = true;
    },
    nothingAuthorized() {
      authorizing = false;
    },
  };

  let answer: PurchaseAnswer;
  let final = true;
  try {
    const result = await work(held);
    answer = successAnswer(result, locale);
    final = result.resultCode !== PaymentResultCode.PAYMENT_ACTION_RECEIVED;
  } catch (error) {
    if (!authorizing) {
      await releasePurchase(context.db, purchase);
      throw error;
    }
    if (!(error instanceof ProductApiError) || error.statusCode >= 500) {
      await expirePurchaseLease(context.db, purchase, context.clock());
      throw error;
    }
    answer = failureAnswer(error, locale);
  }
  if (final) await answerPurchase(context.db, purchase, answer, context.clock());
  else await expirePurchaseLease(context.db, purchase, context.clock());
  return answer;
}
