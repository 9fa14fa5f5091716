import { PAYMENT_KIND_FOR_PROVIDER_METHOD, PLAN_DEFINITIONS } from '../../contract/payments/paymentConstants';
import type { PaymentResult, SubscriptionGranted } from '../../contract/payments/paymentTypes';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import { ResultCode } from '../../contract/http/resultCodes';
import { sendBillingNotice } from '../billing/billingNotices';
import type { ProductContext } from '../context';
import { ProductApiError } from '../http/apiError';
import { grantPremium, hadTrial } from '../subscriptions/premiumGrant';
import { trialNotAllowed } from '../subscriptions/trialOffer';
import { hasVipAccess, readSubscriptionDetails } from '../subscriptions/subscriptionStore';
import {
  findOwnPaymentSession,
  markPaymentSessionConfirmed,
  markPaymentSessionFailed,
  markPaymentSessionVoided,
  type PaymentSession,
} from './paymentSessionStore';
import type { ProviderCardSummary } from './providerClient';
import { lockSubscriberPayments } from './subscriberPaymentLock';
import { voidUnwantedAuthorization } from './voidUnwantedAuthorization';

export interface PaymentAttribution {
  source?: string;
  campaignId?: string;
  influencerId?: string;
}

const notConfirmed = () => new ProductApiError(402, ResultCode.CustomError, 'payment.notConfirmed');
export const declined = () => new ProductApiError(402, ResultCode.CustomError, 'payment.declined');
const cardNotKept = () => new ProductApiError(402, ResultCode.CustomError, 'payment.cardNotKept');

async function grantedAnswer(context: ProductContext, session: PaymentSession, now: Date): Promise<SubscriptionGranted> {
  return {
    resultCode: PaymentResultCode.SUCCESS,
    paymentMethod: session.paymentMethod ?? 'CreditCard',
    subscription: await readSubscriptionDetails(context.db, session.subscriberId, now),
  };
}

/** The card a declined purchase tried, for the billing history; a failed read leaves it unnamed. */
async function declinedCard(context: ProductContext, executionId: string): Promise<ProviderCardSummary | null> {
  try {
    return (await context.payments.provider.readCardOnFile(executionId)).card ?? null;
  } catch {
    return null;
  }
}

const alreadySubscribed = (): PaymentResult => ({ resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });

/**
 * Grants VIP for a payment session only on the provider's word, read server to server with the
 * merchant key: whatever the browser says about the payment is never taken as proof. Idempotent:
 * a confirmed session answers as it did the first time and grants nothing more. One purchase,
 * one charge: a successful authorization for a subscriber who already has Premium (another
 * payment won a race) is voided at the provider.
 */
export async function confirmProviderPayment(
  context: ProductContext,
  session: PaymentSession,
  attribution: PaymentAttribution,
  now: Date,
): Promise<SubscriptionGranted | PaymentResult> {
  if (session.status === 'confirmed') return grantedAnswer(context, session, now);
  if (session.status === 'voided') return alreadySubscribed();

  const authorization = (await context.payments.provider.listAuthorizations(session.executionId)).find(
    (entry) => entry.executionId === session.executionId,
  );
  if (authorization?.outcome !== 'authorizeSuccessful') {
    // Nothing to keep or release (yet): an account that already has Premium is told so.
    if (await hasVipAccess(context.db, session.subscriberId, now)) return alreadySubscribed();
    switch (authorization?.outcome) {
      case 'authorizeRequested':
      case 'authorizePending':
        return { resultCode: PaymentResultCode.PAYMENT_ACTION_RECEIVED };
      case 'authorizeFailed':
        await markPaymentSessionFailed(context.db, session.id, await declinedCard(context, session.executionId));
        throw declined();
      default:
        throw notConfirmed();
    }
  }
  if (authorization.voidedAt) {
    // Voided before its session recorded it (e.g. the process stopped in between).
    await markPaymentSessionVoided(context.db, session.id, new Date(authorization.voidedAt));
    return alreadySubscribed();
  }

  // A trial took nothing; what it must leave is a card on file for the charge when it ends.
  let paymentInstrumentId: string | undefined;
  let card: ProviderCardSummary | null = null;
  if (session.isTrial) {
    const onFile = await context.payments.provider.readCardOnFile(session.executionId);
    if (onFile.amount.value !== 0 || onFile.paymentInstrumentId === null) {
      await markPaymentSessionFailed(context.db, session.id, onFile.card);
      throw cardNotKept();
    }
    paymentInstrumentId = onFile.paymentInstrumentId;
    card = onFile.card ?? null;
  } else if (authorization.paymentMethodCode === 'card') {
    // A paid period renews on the card it was paid with, when the subscriber kept it on file.
    const onFile = await context.payments.provider.readCardOnFile(session.executionId);
    paymentInstrumentId = onFile.paymentInstrumentId ?? undefined;
    card = onFile.card ?? null;
  }

  const paymentMethod = PAYMENT_KIND_FOR_PROVIDER_METHOD[authorization.paymentMethodCode] ?? 'CreditCard';
  const outcome = await context.db.transaction(async (tx) => {
    // Per subscriber, so two payments of one subscriber (two tabs, two API processes) grant once.
    await lockSubscriberPayments(tx, session.subscriberId);
    const current = await findOwnPaymentSession(tx, session.subscriberId, session.executionId, true);
    if (current.status === 'confirmed') return { kind: 'confirmedBefore' as const, session: current };
    if (current.status === 'voided') return { kind: 'voidedBefore' as const };
    if (await hasVipAccess(tx, session.subscriberId, now)) return { kind: 'alreadySubscribed' as const };
    // Two trial checkouts of one account (two tabs): the second verified a card but gets no trial.
    if (session.isTrial && (await hadTrial(tx, session.subscriberId))) return { kind: 'trialUsed' as const };
    const subscriptionId = await grantPremium(
      tx,
      {
        subscriberId: session.subscriberId,
        plan: PLAN_DEFINITIONS[session.plan],
        paymentMethod,
        autoRenew: true,
        isTrial: session.isTrial,
        paymentInstrumentId,
        ...attribution,
      },
      now,
    );
    await markPaymentSessionConfirmed(tx, session.id, paymentMethod, subscriptionId, now, card);
    return { kind: 'granted' as const, session: { ...current, status: 'confirmed' as const, paymentMethod } };
  });
  if (outcome.kind === 'voidedBefore') return alreadySubscribed();
  if (outcome.kind === 'trialUsed') {
    // A zero-amount verification holds no money: there is nothing to void.
    await markPaymentSessionFailed(context.db, session.id);
    throw trialNotAllowed('body.canBenefitFromTrial');
  }
  if (outcome.kind === 'alreadySubscribed') {
    // After the transaction: a provider call never runs inside one.
    await voidUnwantedAuthorization(context, session);
    return alreadySubscribed();
  }
  const answer = await grantedAnswer(context, outcome.session, now);
  // A trial took nothing: its receipt comes with the charge when it ends.
  if (outcome.kind === 'granted' && !session.isTrial && answer.subscription?.currentPeriodEndsAt) {
    const receipt = {
      plan: session.plan,
      amount: session.amount,
      currency: session.currency,
      paidUntil: new Date(answer.subscription.currentPeriodEndsAt),
      billedTo: 'card' as const,
    };
    await sendBillingNotice(context, session.subscriberId, 'receipt', { receipt }, now);
  }
  return answer;
}
