import type { ProductLocale } from '../../contract/site/locales';
import type { ProductContext } from '../context';
import { ProductApiError } from '../http/apiError';
import { confirmProviderPayment } from './confirmPayment';
import { findOwnPaymentSession } from './paymentSessionStore';
import { failureAnswer, successAnswer } from './purchaseAnswer';
import { answerPurchase, releasePurchase, type Purchase, type PurchaseAnswer } from './purchaseStore';

/**
 * A pending purchase another request holds is settled from the provider's record, not by waiting
 * for that request: it may belong to a process that stopped. Its authorization, once successful,
 * is confirmed (VIP, or voided when the subscriber has Premium already) and a failed one is
 * answered as declined, whoever holds it: both are idempotent. A purchase whose lease is past and
 * that never reached an authorization is released. Anything else is still in progress and stays.
 */
export async function settleStalePurchase(context: ProductContext, purchase: Purchase, locale: ProductLocale, now: Date): Promise<void> {
  const leaseOver = purchase.leaseExpiresAt.getTime() <= now.getTime();
  if (purchase.executionId === null) {
    // Its holder records the execution before authorizing, so nothing was authorized.
    if (leaseOver) await releasePurchase(context.db, purchase);
    return;
  }
  const latest = (await context.payments.provider.listAuthorizations(purchase.executionId))[0];
  const settled = latest?.outcome === 'authorizeSuccessful' || latest?.outcome === 'authorizeFailed';
  // A requested authorization is the provider's to decide: never started again beside it.
  if (!settled && (!leaseOver || latest?.outcome === 'authorizeRequested')) return;
  if (latest === undefined) {
    await releasePurchase(context.db, purchase);
    return;
  }

  const session = await findOwnPaymentSession(context.db, purchase.subscriberId, purchase.executionId);
  let answer: PurchaseAnswer;
  try {
    answer = successAnswer(await confirmProviderPayment(context, session, purchase.attribution, now), locale);
  } catch (error) {
    if (!(error instanceof ProductApiError) || error.statusCode >= 500) throw error;
    answer = failureAnswer(error, locale);
  }
  await answerPurchase(context.db, purchase, answer, now);
}
