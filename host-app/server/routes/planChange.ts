import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { planChangeBodySchema, planChangeQuerySchema } from '../../contract/subscriptions/subscriptionRequests';
import type { PlanChangeResult } from '../../contract/subscriptions/subscriptionTypes';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';
import { confirmPlanChange, readPlanChangeQuote } from '../subscriptions/planChange';
import { readSubscriptionDetails } from '../subscriptions/subscriptionStore';

/** Plan changes of the signed-in subscriber: GET quotes what a change does, POST confirms the quoted amount. */
export function registerPlanChangeRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.subscriptionPlanChange, async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    const { plan } = parseInput(planChangeQuerySchema, request.query, 'query');
    return sendData(request, reply, await readPlanChangeQuote(context.db, subscriber.subscriberId, plan, now));
  });

  app.post(API_PATHS.subscriptionPlanChange, async (request, reply) => {
    const now = context.clock();
    const subscriber = await requireSubscriber(request, context, now);
    const { plan, amount } = parseInput(planChangeBodySchema, request.body, 'body');
    const quote = await confirmPlanChange(context, subscriber.subscriberId, plan, amount, now);
    const details = await readSubscriptionDetails(context.db, subscriber.subscriberId, now);
    return sendData(request, reply, { quote, details } satisfies PlanChangeResult);
  });
}
