import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@payment-client/server-kit/db';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { VoucherChecked } from '../../contract/payments/paymentTypes';
import { requireSubscriber } from '../auth/sessions';
import { grantTransactionPlan, limitBillingCodeSend, resendBillingCode, sendBillingCode, verifyOwnBillingCode } from '../billing/billingCodes';
import { insertBillingTransaction } from '../billing/billingTransactions';
import { findVoucher, redeemVoucher } from '../billing/vouchers';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { alreadySubscribed, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { newProductId } from '../ids';
import { RATE_LIMITS } from '../securityPolicy';
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
    // Counted before anything is looked up: past the limit, a right code and a wrong one get the same 429.
    await context.rateLimiter.consume(RATE_LIMITS.voucherPerIp, request.ip, now);
    await context.rateLimiter.consume(RATE_LIMITS.voucherPerAccount, subscriberId, now);
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
    const { transaction, sent } = await resendBillingCode(context, request, { subscriberId, kind: 'voucher', transactionId }, now);
    return sendData(request, reply, { ...sent, plan: transaction.plan } satisfies VoucherChecked);
  });

  app.post(API_PATHS.voucherVerify, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(billingVerifyBodySchema, request.body, 'body');
    const granted = await verifyOwnBillingCode(context, request, { subscriberId, kind: 'voucher', ...body }, now, async (tx, transaction) => {
      // Another account may have redeemed the code since this attempt started.
      if (!(await redeemVoucher(tx, transaction.voucherCode ?? '', subscriberId, now))) {
        return { refusal: wrongInput('voucher.codeUsed', [{ field: 'body.transactionId', messageKey: 'voucher.codeUsed' }]) };
      }
      // A voucher pays for one period: it does not renew.
      return { subscriptionId: await grantTransactionPlan(tx, transaction, false, now) };
    });
    return sendData(request, reply, granted);
  });
}
