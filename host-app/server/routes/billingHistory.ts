import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { BillingHistory } from '../../contract/subscriptions/billingHistoryTypes';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { readBillingHistory } from '../subscriptions/billingHistory';

/** The signed-in subscriber's billing history: the token names whose, so no id is sent. */
export function registerBillingHistoryRoute(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.billingHistory, async (request, reply) => {
    const { subscriberId } = await requireSubscriber(request, context, context.clock());
    return sendData(request, reply, { entries: await readBillingHistory(context.db, subscriberId) } satisfies BillingHistory);
  });
}
