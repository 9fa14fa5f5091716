import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { ViewerCountry } from '../../contract/site/markets';
import { optionalSubscriber, requireSubscriber } from '../auth/sessions';
import type { ProductContext } from '../context';
import { viewerCountryOf } from '../geo/requestCountry';
import { sendData } from '../http/answer';
import { notFound } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { findSubscriberById, profileOf, updateSubscriberCountry } from '../subscribers/subscriberStore';
import { profileCountryBodySchema } from './profile.schema';

/** The viewer's country, and a signed-in viewer's choice of it. */
export function registerViewerCountryRoutes(app: FastifyInstance, context: ProductContext): void {
  // Built from this request's address, headers and cookie: no cache may keep it for anyone else.
  app.get(API_PATHS.viewerCountry, async (request, reply) => {
    const now = context.clock();
    const signedIn = await optionalSubscriber(request, context, now);
    const subscriber = signedIn ? await findSubscriberById(context.db, signedIn.subscriberId) : undefined;
    reply.header('Cache-Control', 'private, no-store');
    return sendData(request, reply, viewerCountryOf(request, context, subscriber?.country ?? '') satisfies ViewerCountry);
  });

  app.post(API_PATHS.profileCountry, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const { country } = parseInput(profileCountryBodySchema, request.body, 'body');
    const subscriber = await updateSubscriberCountry(context.db, subscriberId, country, now);
    if (!subscriber) throw notFound('notFound.subscriber');
    return sendData(request, reply, profileOf(subscriber));
  });
}
