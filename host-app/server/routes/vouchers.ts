import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../sandbox/db';
import { API_PATHS } from '../../shared/apiPaths';
import { PLAN_DEFINITIONS } from '../../shared/paymentConstants';
import type { VoucherChecked } from '../../shared/paymentTypes';
import { requireSubscriber } from '../auth/sessions';
import { grantedAnswer, limitBillingCodeSend, sendBillingCode, transactionClosed, verifyBillingCode } from '../billing/billingCodes';
import { billingOtpTarget, findOwnBillingTransaction, insertBillingTransaction } from '../billing/billingTransactions';
import { findVoucher, redeemVoucher } from '../billing/vouchers';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { alreadySubscribed, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { newProductId } from '../ids';
import { RATE_LIMITS } from '../securityPolicy';
import { grantPremium } from '../subscriptions/premiumGrant';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { billingTransactionBodySchema, billingVerifyBodySchema, voucherStartBodySchema } from './billing.schema';

async function accountEmail(db: Queryable, subscriberId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string | null }>('SELECT email FROM product.subscribers WHERE id = $1', [subscriberId]);
  return rows[0]?.email ?? null;
}

/** Vouchers: check the account email and the code, then a code sent to that email redeems it. */
export function registerVoucherRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.voucherStart, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(voucherStartBodySchema, request.body, 'body');
    if (body.email !== (await accountEmail(context.db, subscriberId))) {
      throw wrongInput('voucher.emailMismatch', [{ field: 'body.email', messageKey: 'voucher.emailMismatch' }]);
    }
    const voucher = await findVoucher(context.db, body.voucherCode);
    if (!voucher) throw wrongInput('voucher.codeInvalid', [{ field: 'body.voucherCode', messageKey: 'voucher.codeInvalid' }]);
    if (voucher.redeemed) throw wrongInput('voucher.codeUsed', [{ field: 'body.voucherCode', messageKey: 'voucher.codeUsed' }]);
    if (await hasVipAccess(context.db, subscriberId, now)) throw alreadySubscribed();
    await limitBillingCodeSend(context, request, body.email, now);
    const transaction = {
      id: newProductId('btx'),
      kind: 'voucher' as const,
      subscriberId,
      plan: voucher.plan,
      operatorId: null,
      msisdn: null,
      email: body.email,
      voucherCode: voucher.code,
      campaignId: body.campaignId || null,
      influencerId: body.influencerId || null,
    };
    const sent = await context.db.transaction(async (tx) => {
      await insertBillingTransaction(tx, transaction, now);
      return sendBillingCode(tx, context, transaction, now);
    });
    return sendData(request, reply, { ...sent, plan: voucher.plan } satisfies VoucherChecked);
  });

  app.post(API_PATHS.voucherResend, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const { transactionId } = parseInput(billingTransactionBodySchema, request.body, 'body');
    const transaction = await findOwnBillingTransaction(context.db, subscriberId, 'voucher', transactionId);
    if (transaction.status !== 'otp_sent') throw transactionClosed();
    await limitBillingCodeSend(context, request, billingOtpTarget(transaction).value, now);
    const sent = await context.db.transaction((tx) => sendBillingCode(tx, context, transaction, now));
    return sendData(request, reply, { ...sent, plan: transaction.plan } satisfies VoucherChecked);
  });

  app.post(API_PATHS.voucherVerify, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(billingVerifyBodySchema, request.body, 'body');
    const transaction = await findOwnBillingTransaction(context.db, subscriberId, 'voucher', body.transactionId);
    if (transaction.status === 'completed') return sendData(request, reply, await grantedAnswer(context, transaction, now));
    if (transaction.status !== 'otp_sent') throw transactionClosed();
    await context.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, request.ip, now);
    if (await hasVipAccess(context.db, subscriberId, now)) throw alreadySubscribed();
    const granted = await verifyBillingCode(context, transaction, body.code, now, async (tx) => {
      // Another account may have redeemed the code since this attempt started.
      if (!(await redeemVoucher(tx, transaction.voucherCode ?? '', subscriberId, now))) {
        return { refusal: wrongInput('voucher.codeUsed', [{ field: 'body.transactionId', messageKey: 'voucher.codeUsed' }]) };
      }
      const subscriptionId = await grantPremium(
        tx,
        {
          subscriberId,
          plan: PLAN_DEFINITIONS[transaction.plan],
          paymentMethod: 'Voucher',
          autoRenew: false,
          campaignId: transaction.campaignId ?? undefined,
          influencerId: transaction.influencerId ?? undefined,
        },
        now,
      );
      return { subscriptionId };
    });
    return sendData(request, reply, granted);
  });
}
