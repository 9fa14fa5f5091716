import type { FastifyRequest } from 'fastify';
import type { BillingOtpSent } from '../../shared/paymentTypes';
import type { SubscriptionGranted } from '../../shared/paymentTypes';
import { PaymentResultCode, ResultCode } from '../../shared/resultCodes';
import type { Transaction } from '../../../sandbox/db';
import type { ProductContext } from '../context';
import { ProductApiError } from '../http/apiError';
import { checkOtpCode, otpRefusal, writeOtpChallenge } from '../otp/otpChallenges';
import { RATE_LIMITS } from '../securityPolicy';
import { readSubscriptionDetails } from '../subscriptions/subscriptionStore';
import { billingChallengeKey, billingOtpTarget, completeBillingTransaction, failBillingTransaction, type BillingTransaction } from './billingTransactions';

/** Sending a billing code counts against the same limits as a sign-in code to that phone or email. */
export async function limitBillingCodeSend(context: ProductContext, request: FastifyRequest, target: string, now: Date): Promise<void> {
  await context.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, request.ip, now);
  await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTargetShort, target, now);
  await context.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, target, now);
}

/** A new code for the transaction, inside the caller's transaction; the previous one stops working. */
export async function sendBillingCode(
  tx: Transaction,
  context: ProductContext,
  transaction: Pick<BillingTransaction, 'id' | 'kind' | 'msisdn' | 'email'>,
  now: Date,
): Promise<BillingOtpSent> {
  const sent = await writeOtpChallenge(tx, context, billingOtpTarget(transaction), now, billingChallengeKey(transaction.id));
  return { transactionId: transaction.id, ...sent };
}

export function transactionClosed(): ProductApiError {
  return new ProductApiError(409, ResultCode.CustomError, 'billing.transactionClosed');
}

/** What the grant step decided: a subscription id, or a refusal to answer after the transaction commits. */
export type GrantStep = { subscriptionId: string } | { refusal: ProductApiError };

/**
 * Checks the code and, when right, runs `grant` in the same database transaction, so a code is
 * used once and VIP follows from it exactly once. Wrong tries are committed before the refusal is
 * answered; a code locked after too many tries fails the transaction.
 */
export async function verifyBillingCode(
  context: ProductContext,
  transaction: BillingTransaction,
  code: string,
  now: Date,
  grant: (tx: Transaction) => Promise<GrantStep>,
): Promise<SubscriptionGranted> {
  const result = await context.db.transaction(async (tx): Promise<{ refusal: ProductApiError } | { granted: true }> => {
    const outcome = await checkOtpCode(tx, context, billingChallengeKey(transaction.id), code, now);
    if (outcome.kind !== 'verified') {
      if (outcome.kind === 'locked' || outcome.kind === 'lockedNow') await failBillingTransaction(tx, transaction.id);
      return { refusal: otpRefusal(outcome) };
    }
    const step = await grant(tx);
    if ('refusal' in step) {
      await failBillingTransaction(tx, transaction.id);
      return step;
    }
    await completeBillingTransaction(tx, transaction.id, step.subscriptionId, now);
    return { granted: true };
  });
  if ('refusal' in result) throw result.refusal;
  return grantedAnswer(context, transaction, now);
}

export async function grantedAnswer(context: ProductContext, transaction: BillingTransaction, now: Date): Promise<SubscriptionGranted> {
  return {
    resultCode: PaymentResultCode.SUCCESS,
    paymentMethod: transaction.kind === 'mobile' ? 'Mobile' : 'Voucher',
    subscription: await readSubscriptionDetails(context.db, transaction.subscriberId, now),
  };
}
