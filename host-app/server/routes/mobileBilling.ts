import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../sandbox/db';
import { otpTargetOf } from '../../shared/apiRequests';
import { API_PATHS } from '../../shared/apiPaths';
import { PLAN_DEFINITIONS } from '../../shared/paymentConstants';
import { requireSubscriber } from '../auth/sessions';
import { findOwnBillingTransaction, billingOtpTarget, insertBillingTransaction } from '../billing/billingTransactions';
import { grantedAnswer, limitBillingCodeSend, sendBillingCode, transactionClosed, verifyBillingCode } from '../billing/billingCodes';
import { operatorRefusesNumber } from '../billing/simulatedOperator';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { alreadySubscribed, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { newProductId } from '../ids';
import { checkPhoneTarget } from '../otp/phoneTarget';
import { requirePlan } from '../payments/billingPlans';
import { RATE_LIMITS } from '../securityPolicy';
import { grantPremium } from '../subscriptions/premiumGrant';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { billingTransactionBodySchema, billingVerifyBodySchema, mobileBillingStartBodySchema } from './billing.schema';

/** Only operators the home data lists as live can bill. */
async function isLiveOperator(db: Queryable, operatorId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM product.operators WHERE id = $1 AND is_live', [operatorId]);
  return rows.length > 0;
}

/** Mobile-operator billing against the simulated operators: start, resend, verify. */
export function registerMobileBillingRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.mobileBillingStart, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(mobileBillingStartBodySchema, request.body, 'body');
    const plan = requirePlan(body.billingPlan, 'body.billingPlan');
    const target = otpTargetOf(body);
    checkPhoneTarget(body, target);
    if (!(await isLiveOperator(context.db, body.operatorId))) throw wrongInput('billing.operatorInvalid', [{ field: 'body.operatorId', messageKey: 'billing.operatorInvalid' }]);
    if (await hasVipAccess(context.db, subscriberId, now)) throw alreadySubscribed();
    if (operatorRefusesNumber(target.value)) throw wrongInput('billing.operatorRefused', [{ field: 'body.phoneNumber', messageKey: 'billing.operatorRefused' }]);
    await limitBillingCodeSend(context, request, target.value, now);
    const transaction = {
      id: newProductId('btx'),
      kind: 'mobile' as const,
      subscriberId,
      plan: plan.billingOption,
      operatorId: body.operatorId,
      msisdn: target.value,
      email: null,
      voucherCode: null,
      campaignId: body.campaignId || null,
      influencerId: body.influencerId || null,
    };
    const sent = await context.db.transaction(async (tx) => {
      await insertBillingTransaction(tx, transaction, now);
      return sendBillingCode(tx, context, transaction, now);
    });
    return sendData(request, reply, sent);
  });

  app.post(API_PATHS.mobileBillingResend, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const { transactionId } = parseInput(billingTransactionBodySchema, request.body, 'body');
    const transaction = await findOwnBillingTransaction(context.db, subscriberId, 'mobile', transactionId);
    if (transaction.status !== 'otp_sent') throw transactionClosed();
    await limitBillingCodeSend(context, request, billingOtpTarget(transaction).value, now);
    return sendData(request, reply, await context.db.transaction((tx) => sendBillingCode(tx, context, transaction, now)));
  });

  app.post(API_PATHS.mobileBillingVerify, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(billingVerifyBodySchema, request.body, 'body');
    const transaction = await findOwnBillingTransaction(context.db, subscriberId, 'mobile', body.transactionId);
    // A repeated verify of a completed payment answers as the first did; nothing more is granted.
    if (transaction.status === 'completed') return sendData(request, reply, await grantedAnswer(context, transaction, now));
    if (transaction.status !== 'otp_sent') throw transactionClosed();
    await context.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, request.ip, now);
    if (await hasVipAccess(context.db, subscriberId, now)) throw alreadySubscribed();
    const granted = await verifyBillingCode(context, transaction, body.code, now, async (tx) => ({
      subscriptionId: await grantPremium(
        tx,
        {
          subscriberId,
          plan: PLAN_DEFINITIONS[transaction.plan],
          paymentMethod: 'Mobile',
          autoRenew: true,
          campaignId: transaction.campaignId ?? undefined,
          influencerId: transaction.influencerId ?? undefined,
        },
        now,
      ),
    }));
    return sendData(request, reply, granted);
  });
}
