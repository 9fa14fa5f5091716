import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, PREMIUM_PROVIDER_METHODS } from '../../contract/payments/paymentConstants';
import type { PaymentResult, PaymentsClientConfiguration, TrialOffer } from '../../contract/payments/paymentTypes';
import { DEFAULT_USER_COUNTRY } from '../../contract/site/markets';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { alreadySubscribed, wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { newProductId } from '../ids';
import { planLookup, requirePlan } from '../payments/billingPlans';
import { confirmProviderPayment } from '../payments/confirmPayment';
import { findOwnPaymentSession, insertPaymentSession, type PaymentSession } from '../payments/paymentSessionStore';
import { premiumSessionOrigins } from '../payments/premiumSession';
import { bindConfirmationKey } from '../payments/confirmationKeyStore';
import { readIdempotencyKey, requestHash } from '../payments/idempotencyKey';
import { paymentInProgress } from '../payments/purchaseClaim';
import { findPendingPurchase } from '../payments/purchaseStore';
import { decodeProviderSession } from '../payments/providerSession';
import { canBenefitFromTrial, hadTrial } from '../subscriptions/premiumGrant';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { checkoutCharge, trialNotAllowed } from '../subscriptions/trialOffer';
import {
  packagesQuerySchema,
  paymentIntentValidateBodySchema,
  paymentResponseBodySchema,
  paymentsClientInitBodySchema,
} from './payments.schema';

/** The provider method a free trial's card verification uses. */
const TRIAL_PROVIDER_METHOD = 'card';

/** The plan the browser names must be the one the payment session was created for. */
function requireSessionPlan(session: PaymentSession, billingOption: string): void {
  if (session.plan !== billingOption) throw wrongInput('payment.planMismatch', [{ field: 'body.billingOption', messageKey: 'payment.planMismatch' }]);
}

/** Card payments (PR-API-8 to PR-API-10) through the drop-in: plans, payment setup, the pre-authorization check and the result. */
export function registerPaymentRoutes(app: FastifyInstance, context: ProductContext): void {
  const { provider } = context.payments;

  // The spec's client names the country; a call that does not is answered for the viewer's own.
  const namesNoCountry = (request: FastifyRequest) => (request.query as { country?: unknown } | undefined)?.country === undefined;
  app.get(API_PATHS.packages, app.publicReads.handler({ variesByViewer: false, variesByCountry: namesNoCountry }, async (request, viewerCountry) => {
    const query = parseInput(packagesQuerySchema, request.query, 'query');
    return { data: planLookup(query.country ?? viewerCountry?.country ?? DEFAULT_USER_COUNTRY) };
  }));

  /** Asked before the plans are offered: a trial is shown only to an account that never had one. */
  app.get(API_PATHS.trialOffer, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    return sendData(request, reply, { canBenefitFromTrial: !(await hadTrial(context.db, subscriberId)) } satisfies TrialOffer);
  });

  app.post(API_PATHS.paymentsClientInit, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(paymentsClientInitBodySchema, request.body, 'body');
    const plan = requirePlan(body.billingPlan, 'body.billingPlan');
    if (await hasVipAccess(context.db, subscriberId, now)) throw alreadySubscribed();
    // Before the payment form exists: a used trial is refused here, and a trial takes nothing now.
    const charge = await checkoutCharge(context.db, subscriberId, plan, 'body.billingPlan');
    const id = newProductId('pay');
    const amount = { value: charge.amount, currency: PLAN_CURRENCY };
    // The holder is the subscriber, so cards saved in one payment are offered in the next.
    const initResponse = await provider.createPaymentSession({
      amount,
      merchantReference: id,
      holderReference: subscriberId,
      allowedOrigins: premiumSessionOrigins(context),
      // A trial keeps a card on file for the charge at its end, which only a card gives.
      paymentMethods: charge.isTrial ? [TRIAL_PROVIDER_METHOD] : [...PREMIUM_PROVIDER_METHODS],
    });
    const executionId = decodeProviderSession(initResponse).execution.id;
    await insertPaymentSession(
      context.db,
      {
        id,
        subscriberId,
        executionId,
        plan: plan.billingOption,
        amount: amount.value,
        currency: amount.currency,
        variation: body.variation,
        source: body.source,
        osType: body.osType,
        language: body.language,
        urlReferrer: body.urlReferrer,
        isTrial: charge.isTrial,
      },
      now,
    );
    const configuration: PaymentsClientConfiguration = {
      sdkConfiguration: JSON.stringify(initResponse),
      environment: provider.environment,
      executionId,
      billingPlan: plan.billingOption,
      amount,
      isTrial: charge.isTrial,
      providerOrigin: provider.origin,
    };
    return sendData(request, reply, configuration);
  });

  /** Called right before authorizing, so an account that is already Premium never pays again. Writes nothing. */
  app.post(API_PATHS.paymentIntentValidate, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(paymentIntentValidateBodySchema, request.body, 'body');
    const session = await findOwnPaymentSession(context.db, subscriberId, body.token);
    requireSessionPlan(session, body.billingOption);
    if (await hasVipAccess(context.db, subscriberId, now)) return sendData(request, reply, { resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED } satisfies PaymentResult);
    // A stored-card purchase is being authorized right now: the page does not start a second one.
    const pending = await findPendingPurchase(context.db, subscriberId);
    if (pending && pending.leaseExpiresAt.getTime() > now.getTime()) throw paymentInProgress();
    if ((body.canBenefitFromTrial || session.isTrial) && !(await canBenefitFromTrial(context.db, subscriberId, PLAN_DEFINITIONS[session.plan]))) {
      throw trialNotAllowed('body.canBenefitFromTrial');
    }
    return sendData(request, reply, { resultCode: PaymentResultCode.SUCCESS } satisfies PaymentResult);
  });

  /**
   * The browser reports a finished payment; VIP follows only from the provider's own record of it.
   * An optional idempotency key binds the call's retries to one request.
   */
  app.post(API_PATHS.paymentResponse, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const idempotencyKey = readIdempotencyKey(request, false);
    const body = parseInput(paymentResponseBodySchema, request.body, 'body');
    const session = await findOwnPaymentSession(context.db, subscriberId, body.paymentIntentId);
    requireSessionPlan(session, body.billingOption);
    if (idempotencyKey !== undefined) await bindConfirmationKey(context.db, subscriberId, idempotencyKey, requestHash(API_PATHS.paymentResponse, body), now);
    const attribution = { source: body.source, campaignId: body.campaignId || undefined, influencerId: body.influencerId || undefined };
    return sendData(request, reply, await confirmProviderPayment(context, session, attribution, now));
  });
}
