import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { cardUpdateConfirmBodySchema, cardUpdateStartBodySchema } from '../../contract/subscriptions/subscriptionRequests';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { parseInput } from '../http/parseInput';
import { confirmCardUpdate, startCardUpdate } from '../subscriptions/cardUpdate';

/** The signed-in subscriber replaces the card a subscription renews on: start a verification, then confirm it. */
export function registerCardUpdateRoutes(app: FastifyInstance, context: ProductContext): void {
  app.post(API_PATHS.subscriptionCardUpdate, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    parseInput(cardUpdateStartBodySchema, request.body ?? {}, 'body');
    return sendData(request, reply, await startCardUpdate(context, subscriberId, now));
  });

  app.post(API_PATHS.subscriptionCardUpdateConfirm, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const { executionId } = parseInput(cardUpdateConfirmBodySchema, request.body, 'body');
    return sendData(request, reply, await confirmCardUpdate(context, subscriberId, executionId, now));
  });
}
