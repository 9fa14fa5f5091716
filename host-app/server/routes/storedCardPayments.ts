import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiMessage } from '../../contract/http/apiMessages';
import { API_PATHS } from '../../contract/http/apiPaths';
import { PAYMENT_METHOD_TYPES, PLAN_CURRENCY, PREMIUM_PROVIDER_METHODS, type PlanDefinition } from '../../contract/payments/paymentConstants';
import type { PaymentsBody } from '../../contract/payments/paymentRequests';
import { SITE_ROUTES } from '../../contract/site/sitePaths';
import type { PaymentMethodsAnswer, PaymentResult, StoredPaymentMethod } from '../../contract/payments/paymentTypes';
import { LOCALES } from '../../contract/site/locales';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { answerLocale } from '../http/clientHeaders';
import { wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { newProductId } from '../ids';
import { requirePlan } from '../payments/billingPlans';
import { confirmProviderPayment, declined, type PaymentAttribution } from '../payments/confirmPayment';
import { readIdempotencyKey, requestHash } from '../payments/idempotencyKey';
import { sendPurchaseAnswer } from '../payments/purchaseAnswer';
import { claimPurchase, runClaimedPurchase, type HeldPurchase } from '../payments/purchaseClaim';
import { findOwnPaymentSession, insertPaymentSession, markPaymentSessionFailed } from '../payments/paymentSessionStore';
import { premiumSessionOrigins } from '../payments/premiumSession';
import { ProviderRefusedError, ProviderUnavailableError, type ProviderExecution } from '../payments/providerClient';
import { decodeProviderSession, type ProviderSession } from '../payments/providerSession';
import { paymentMethodsBodySchema, paymentsBodySchema } from './payments.schema';
import { checkoutCharge } from '../subscriptions/trialOffer';

/** Enabled cards of the holder, as the provider lists them in a session. */
function storedCardsOf(session: ProviderSession): StoredPaymentMethod[] {
  return session.storedInstruments
    .filter((instrument) => instrument.paymentMethod === 'card' && instrument.status === 'enabled')
    .map((instrument) => ({
      id: instrument.id,
      brand: instrument.data?.network ?? '',
      lastFour: /(\d{4})\s*$/.exec(instrument.displayName ?? '')?.[1] ?? '',
      name: instrument.displayName ?? '',
    }));
}

/** 3-D Secure comes back to the site's return page only (either locale), never to another address. */
function checkReturnUrl(value: string, hostAppOrigin: string): void {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  // The 3-D Secure return path (PR-PAGE-2), also under the `/ar` locale prefix.
  const paths = [SITE_ROUTES.redirect3ds, ...LOCALES.map((locale) => `/${locale}${SITE_ROUTES.redirect3ds}`)];
  if (url === null || url.origin !== hostAppOrigin || !paths.includes(url.pathname) || url.username !== '' || url.password !== '') {
    throw wrongInput('payment.returnUrlInvalid', [{ field: 'body.returnUrl', messageKey: 'payment.returnUrlInvalid' }]);
  }
}

const isSettled = (execution: ProviderExecution) =>
  execution.finalState?.code === 'authorizeSuccessful' || execution.finalState?.code === 'authorizeFailed' || execution.finalState?.code === 'authorizePending';

/** Payments with a stored card (PR-API-10), which the API authorizes itself. */
export function registerStoredCardPaymentRoutes(app: FastifyInstance, context: ProductContext): void {
  const { provider } = context.payments;

  /**
   * The holder's stored cards are read from a fresh provider session. That session is never paid
   * and is not recorded: only sessions a payment can complete become payment sessions.
   */
  app.post(API_PATHS.paymentMethods, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(paymentMethodsBodySchema, request.body, 'body');
    const plan = requirePlan(body.billingPlan, 'body.billingPlan');
    const initResponse = await provider.createPaymentSession({
      amount: { value: plan.amount, currency: PLAN_CURRENCY },
      merchantReference: newProductId('pay'),
      holderReference: subscriberId,
      allowedOrigins: premiumSessionOrigins(context),
      paymentMethods: [...PREMIUM_PROVIDER_METHODS],
    });
    const answer: PaymentMethodsAnswer = {
      paymentMethods: PAYMENT_METHOD_TYPES.map((type) => ({ type, name: apiMessage(`paymentMethod.${type}`, body.locale) })),
      storedPaymentMethods: storedCardsOf(decodeProviderSession(initResponse)),
    };
    return sendData(request, reply, answer);
  });

  /**
   * One purchase, one charge: the client's idempotency key names the purchase attempt, and the
   * subscriber's one purchase slot is taken before anything is authorized.
   */
  app.post(API_PATHS.payments, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const idempotencyKey = readIdempotencyKey(request, true);
    const body = parseInput(paymentsBodySchema, request.body, 'body');
    const plan = requirePlan(body.billingPlan, 'body.billingPlan');
    checkReturnUrl(body.returnUrl, context.payments.hostAppOrigin);
    const locale = answerLocale(request);
    const attribution = { source: body.source, campaignId: body.campaignId || undefined, influencerId: body.influencerId || undefined };

    const claim = await claimPurchase(context, { subscriberId, idempotencyKey, requestHash: requestHash(API_PATHS.payments, body), attribution }, locale, now);
    if (claim.kind === 'replay') return sendPurchaseAnswer(reply, claim.answer, true);
    if (claim.kind === 'alreadySubscribed') return sendData(request, reply, { resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED } satisfies PaymentResult);
    const answer = await runClaimedPurchase(context, claim.purchase, locale, (held) =>
      payWithStoredCard(context, { subscriberId, plan, body, attribution }, held, now),
    );
    return sendPurchaseAnswer(reply, answer, false);
  });
}

interface StoredCardPayment {
  subscriberId: string;
  plan: PlanDefinition;
  body: PaymentsBody;
  attribution: PaymentAttribution;
}

/** A recorded provider session, one authorize with the stored card, then reads of the execution until it settles. */
async function payWithStoredCard(context: ProductContext, payment: StoredCardPayment, held: HeldPurchase, now: Date): Promise<PaymentResult> {
  const { provider } = context.payments;
  const { subscriberId, plan, body } = payment;
  const id = newProductId('pay');
  // A trial with a stored card verifies it for nothing: the card is already on file.
  const charge = await checkoutCharge(context.db, subscriberId, plan, 'body.billingPlan');
  const amount = { value: charge.amount, currency: PLAN_CURRENCY };
  const session = decodeProviderSession(
    await provider.createPaymentSession({
      amount,
      merchantReference: id,
      holderReference: subscriberId,
      allowedOrigins: premiumSessionOrigins(context),
      paymentMethods: [...PREMIUM_PROVIDER_METHODS],
    }),
  );
  // Checked before anything is written: the card must be one of this subscriber's enabled cards.
  const instrumentId = body.paymentMethod.storedPaymentMethodId;
  if (!storedCardsOf(session).some((card) => card.id === instrumentId)) {
    throw wrongInput('payment.instrumentInvalid', [{ field: 'body.paymentMethod.storedPaymentMethodId', messageKey: 'payment.instrumentInvalid' }]);
  }
  await insertPaymentSession(
    context.db,
    {
      id,
      subscriberId,
      executionId: session.execution.id,
      plan: plan.billingOption,
      amount: amount.value,
      currency: amount.currency,
      variation: null,
      source: body.source,
      osType: null,
      language: body.language,
      urlReferrer: null,
      isTrial: charge.isTrial,
    },
    now,
  );

  await held.beforeAuthorize(session.execution.id);
  let outcomeUnknown = false;
  try {
    await provider.authorize(session.links.authorize, session.token, {
      amount,
      paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount, paymentInstrumentId: instrumentId }],
      returnInfo: { success: body.returnUrl, error: body.returnUrl },
    });
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      held.nothingAuthorized();
      await markPaymentSessionFailed(context.db, id);
      throw error;
    }
    // A lost answer: the execution tells whether the authorization exists; it is never sent twice.
    if (!(error instanceof ProviderUnavailableError)) throw error;
    outcomeUnknown = true;
  }

  let execution = await provider.readExecution(session.links.execution, session.token);
  if (outcomeUnknown && !execution.status.some((entry) => entry.code === 'authorizeRequested')) {
    held.nothingAuthorized();
    await markPaymentSessionFailed(context.db, id);
    throw new ProviderUnavailableError('the authorization did not reach the provider');
  }
  for (let reads = 1; !isSettled(execution) && reads < context.payments.maxExecutionReads; reads += 1) {
    await sleep(context.payments.executionPollIntervalMs);
    execution = await provider.readExecution(session.links.execution, session.token);
  }

  switch (execution.finalState?.code) {
    case 'authorizeSuccessful': {
      const paymentSession = await findOwnPaymentSession(context.db, subscriberId, session.execution.id);
      return confirmProviderPayment(context, paymentSession, payment.attribution, context.clock());
    }
    case 'authorizeFailed':
      await markPaymentSessionFailed(context.db, id);
      throw declined();
    case 'authorizePending': {
      const redirect = execution.finalState.response?.links?.redirect;
      if (redirect) {
        return { resultCode: PaymentResultCode.ADDITIONAL_ADCTION_REQUIRED, action: { type: 'redirect', url: redirect.href, executionId: session.execution.id } };
      }
      return { resultCode: PaymentResultCode.PAYMENT_ACTION_RECEIVED };
    }
    default:
      // Still settling: the next attempt settles it from the provider's record.
      return { resultCode: PaymentResultCode.PAYMENT_ACTION_RECEIVED };
  }
}
