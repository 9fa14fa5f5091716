import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { optionalSubscriber } from '../auth/sessions';
import { readAdConfiguration } from '../content/adQueries';
import type { ProductContext } from '../context';
import { readClientHeaders } from '../http/clientHeaders';
import { hasVipAccess } from '../subscriptions/subscriptionStore';

/**
 * The ad configuration, or null for "no ads": VIP subscribers (checked in the database) and sites
 * with nothing configured get null (PR-ADS-1). Public; a signed-in viewer's is private.
 */
export function registerAdRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.adConfiguration, app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const subscriber = await optionalSubscriber(request, context, now);
    if (subscriber && (await hasVipAccess(context.db, subscriber.subscriberId, now))) return { data: null };
    return { data: await readAdConfiguration(context.db, language) };
  }));
}
