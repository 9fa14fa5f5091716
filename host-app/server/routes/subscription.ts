import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { SubscriptionStatus } from '../../contract/subscriptions/subscriptionTypes';
import { ResultCode } from '../../contract/http/resultCodes';
import { requireSubscriber, type SignedInSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { forbidden, ProductApiError } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { cancelSubscription, readSubscriptionDetails, resumeSubscription } from '../subscriptions/subscriptionStore';
import { subscriberIdBodySchema, subscriberParamsSchema } from './subscription.schema';

/** The subscriber id in the request must be the signed-in subscriber's own. */
function requireOwnId(subscriber: SignedInSubscriber, subscriberId: string): void {
  if (subscriber.subscriberId !== subscriberId) throw forbidden('auth.forbiddenSubscriber');
}

export function registerSubscriptionRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.subscriptionDetails, async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    const { subscriberId } = parseInput(subscriberIdBodySchema, request.body, 'body');
    requireOwnId(subscriber, subscriberId);
    return sendData(request, reply, await readSubscriptionDetails(context.db, subscriberId, now));
  });

  app.get('/v1/subscription/status/:subscriberId', async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    const { subscriberId } = parseInput(subscriberParamsSchema, request.params, 'params');
    requireOwnId(subscriber, subscriberId);
    const details = await readSubscriptionDetails(context.db, subscriberId, now);
    return sendData(request, reply, { isSubscribed: details.hasVIPContentAccess } satisfies SubscriptionStatus);
  });

  /** Cancels when the details allow it (canUnsubscribe): renewal stops, VIP stays until the paid period ends (a trial ends at once). */
  app.post(API_PATHS.subscriptionCancel, async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    const { subscriberId } = parseInput(subscriberIdBodySchema, request.body, 'body');
    requireOwnId(subscriber, subscriberId);
    // Under the payment lock, so a renewal being claimed and a cancellation do not interleave.
    const cancelled = await context.db.transaction(async (tx) => {
      await lockSubscriberPayments(tx, subscriberId);
      return cancelSubscription(tx, subscriberId, now);
    });
    if (!cancelled) throw new ProductApiError(409, ResultCode.CustomError, 'subscription.nothingToCancel');
    return sendData(request, reply, await readSubscriptionDetails(context.db, subscriberId, now));
  });

  /** Turns renewal back on for a subscription cancelled before its period ended (canResume). */
  app.post(API_PATHS.subscriptionResume, async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    const { subscriberId } = parseInput(subscriberIdBodySchema, request.body, 'body');
    requireOwnId(subscriber, subscriberId);
    const resumed = await context.db.transaction(async (tx) => {
      await lockSubscriberPayments(tx, subscriberId);
      return resumeSubscription(tx, subscriberId, now);
    });
    if (!resumed) throw new ProductApiError(409, ResultCode.CustomError, 'subscription.nothingToResume');
    return sendData(request, reply, await readSubscriptionDetails(context.db, subscriberId, now));
  });
}
