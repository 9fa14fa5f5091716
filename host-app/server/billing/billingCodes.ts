import type { FastifyRequest } from 'fastify';
import { PLAN_DEFINITIONS } from '../../contract/payments/paymentConstants';
import type { BillingOtpSent, SubscriptionGranted } from '../../contract/payments/paymentTypes';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import { ResultCode } from '../../contract/http/resultCodes';
import type { Transaction } from '@payment-client/server-kit/db';
import type { ProductContext } from '../context';
import { alreadySubscribed, ProductApiError } from '../http/apiError';
import { checkOtpCode, otpRefusal, writeOtpChallenge } from '../otp/otpChallenges';
import { RATE_LIMITS } from '../securityPolicy';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { grantPremium } from '../subscriptions/premiumGrant';
import { hasVipAccess, readSubscriptionDetails } from '../subscriptions/subscriptionStore';
import {
  billingChallengeKey,
  billingOtpTarget,
  completeBillingTransaction,
  failBillingTransaction,
  findOwnBillingTransaction,
  type BillingKind,
  type BillingTransaction,
} from './billingTransactions';

const PAYMENT_METHOD = { mobile: 'Mobile', voucher: 'Voucher' } as const satisfies Record<BillingKind, string>;

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

function transactionClosed(): ProductApiError {
  return new ProductApiError(409, ResultCode.CustomError, 'billing.transactionClosed');
}

/** What the grant step decided: a subscription id, or a refusal to answer after the transaction commits. */
export type GrantStep = { subscriptionId: string } | { refusal: ProductApiError };

/** A new code for the subscriber's own open transaction of this kind; it counts against the send limits. */
export async function resendBillingCode(
  context: ProductContext,
  request: FastifyRequest,
  own: { subscriberId: string; kind: BillingKind; transactionId: string },
  now: Date,
): Promise<{ transaction: BillingTransaction; sent: BillingOtpSent }> {
  const transaction = await findOwnBillingTransaction(context.db, own.subscriberId, own.kind, own.transactionId);
  if (transaction.status !== 'otp_sent') throw transactionClosed();
  await limitBillingCodeSend(context, request, billingOtpTarget(transaction).value, now);
  return { transaction, sent: await context.db.transaction((tx) => sendBillingCode(tx, context, transaction, now)) };
}

/**
 * Verifies the code of the subscriber's own transaction of this kind. A repeat for a completed
 * transaction answers as the first did and grants nothing more; an open one needs an account
 * that is not VIP yet, and `grant` runs once the code is right.
 */
export async function verifyOwnBillingCode(
  context: ProductContext,
  request: FastifyRequest,
  own: { subscriberId: string; kind: BillingKind; transactionId: string; code: string },
  now: Date,
  grant: (tx: Transaction, transaction: BillingTransaction) => Promise<GrantStep>,
): Promise<SubscriptionGranted> {
  const transaction = await findOwnBillingTransaction(context.db, own.subscriberId, own.kind, own.transactionId);
  if (transaction.status === 'completed') return grantedAnswer(context, transaction, now);
  if (transaction.status !== 'otp_sent') throw transactionClosed();
  await context.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, request.ip, now);
  if (await hasVipAccess(context.db, own.subscriberId, now)) throw alreadySubscribed();
  return verifyBillingCode(context, transaction, own.code, now, (tx) => grant(tx, transaction));
}

/** The premium a billing transaction pays for: its plan, credited to its campaign and influencer. */
export function grantTransactionPlan(tx: Transaction, transaction: BillingTransaction, autoRenew: boolean, now: Date): Promise<string> {
  return grantPremium(
    tx,
    {
      subscriberId: transaction.subscriberId,
      plan: PLAN_DEFINITIONS[transaction.plan],
      paymentMethod: PAYMENT_METHOD[transaction.kind],
      autoRenew,
      campaignId: transaction.campaignId ?? undefined,
      influencerId: transaction.influencerId ?? undefined,
    },
    now,
  );
}

/**
 * Checks the code and, when right, runs `grant` in the same database transaction, so a code is
 * used once and VIP follows from it exactly once; an account that became VIP meanwhile (another
 * payment won the race) is refused. Wrong tries are committed before the refusal is
 * answered; a code locked after too many tries fails the transaction.
 */
async function verifyBillingCode(
  context: ProductContext,
  transaction: BillingTransaction,
  code: string,
  now: Date,
  grant: (tx: Transaction) => Promise<GrantStep>,
): Promise<SubscriptionGranted> {
  const result = await context.db.transaction(async (tx): Promise<{ refusal: ProductApiError } | { granted: true }> => {
    // The same per-subscriber lock as card payments: of a voucher, an operator payment and a card
    // payment racing for one subscriber, only the first grants.
    await lockSubscriberPayments(tx, transaction.subscriberId);
    const outcome = await checkOtpCode(tx, context, billingChallengeKey(transaction.id), code, now);
    if (outcome.kind !== 'verified') {
      if (outcome.kind === 'locked' || outcome.kind === 'lockedNow') await failBillingTransaction(tx, transaction.id);
      return { refusal: otpRefusal(outcome) };
    }
    const step = (await hasVipAccess(tx, transaction.subscriberId, now)) ? { refusal: alreadySubscribed() } : await grant(tx);
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

async function grantedAnswer(context: ProductContext, transaction: BillingTransaction, now: Date): Promise<SubscriptionGranted> {
  return {
    resultCode: PaymentResultCode.SUCCESS,
    paymentMethod: PAYMENT_METHOD[transaction.kind],
    subscription: await readSubscriptionDetails(context.db, transaction.subscriberId, now),
  };
}
