import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { notFound } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { findSubscriberById, profileOf, updateSubscriber } from '../subscribers/subscriberStore';
import { profileUpdateBodySchema } from './profile.schema';

export function registerProfileRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.profile, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const subscriber = await findSubscriberById(context.db, subscriberId);
    if (!subscriber) throw notFound('notFound.subscriber');
    return sendData(request, reply, profileOf(subscriber));
  });

  app.post(API_PATHS.profile, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const body = parseInput(profileUpdateBodySchema, request.body, 'body');
    const subscriber = await updateSubscriber(context.db, subscriberId, { fullName: body.fullName }, now);
    if (!subscriber) throw notFound('notFound.subscriber');
    return sendData(request, reply, profileOf(subscriber));
  });
}
