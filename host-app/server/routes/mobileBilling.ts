import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@payment-client/server-kit/db';
import { otpTargetOf } from '../../contract/account/accountRequests';
import { PLAN_CURRENCY, PLAN_DEFINITIONS } from '../../contract/payments/paymentConstants';
import { API_PATHS } from '../../contract/http/apiPaths';
import { requireSubscriber } from '../auth/sessions';
import { sendBillingNotice } from '../billing/billingNotices';
import { insertBillingTransaction, type BillingTransaction } from '../billing/billingTransactions';
import { grantTransactionPlan, limitBillingCodeSend, resendBillingCode, sendBillingCode, verifyOwnBillingCode } from '../billing/billingCodes';
import { operatorRefusesNumber } from '../billing/simulatedOperator';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { answerLocale } from '../http/clientHeaders';
import { alreadySubscribed, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { newProductId } from '../ids';
import { checkPhoneTarget } from '../otp/phoneTarget';
import { requirePlan } from '../payments/billingPlans';
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
    const { sent } = await resendBillingCode(context, request, { subscriberId, kind: 'mobile', transactionId }, now);
    return sendData(request, reply, sent);
  });

  app.post(API_PATHS.mobileBillingVerify, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(billingVerifyBodySchema, request.body, 'body');
    // Operator billing renews until cancelled.
    let charged: BillingTransaction | null = null;
    const granted = await verifyOwnBillingCode(context, request, { subscriberId, kind: 'mobile', ...body }, now, async (tx, transaction) => {
      charged = transaction;
      return { subscriptionId: await grantTransactionPlan(tx, transaction, true, now) };
    });
    // Only the verify that granted sends it (a repeat answers the same and sends nothing); a trial charged nothing.
    const paidUntil = granted.subscription?.currentPeriodEndsAt;
    if (charged !== null && paidUntil && !granted.subscription?.isTrial) {
      const plan = PLAN_DEFINITIONS[(charged as BillingTransaction).plan];
      const receipt = { plan: plan.billingOption, amount: plan.amount, currency: PLAN_CURRENCY, paidUntil: new Date(paidUntil), billedTo: 'phone' as const };
      await sendBillingNotice(context, subscriberId, 'receipt', { receipt, language: answerLocale(request) }, now);
    }
    return sendData(request, reply, granted);
  });
}
