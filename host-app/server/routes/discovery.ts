import type { FastifyInstance } from 'fastify';
import { discoveryScreen, SCREENS_WITH_EVENTS } from '../content/discoveryScreens';
import { nextEventChange } from '../content/eventQueries';
import type { ProductContext } from '../context';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { discoveryParamsSchema, discoveryQuerySchema } from './discovery.schema';

/**
 * The discovery screens' rows: public reads, the same for every viewer in a language. Those that
 * list events hold until the next one starts or ends.
 */
export function registerDiscoveryRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get('/api/v1/discovery/:screen', app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    const { screen } = parseInput(discoveryParamsSchema, request.params, 'params');
    parseInput(discoveryQuerySchema, request.query, 'query');
    const now = context.clock();
    const sections = await discoveryScreen({ db: context.db, now, locale: language }, screen);
    return { data: { screen, sections }, changesAt: SCREENS_WITH_EVENTS.has(screen) ? await nextEventChange(context.db, now) : null };
  }));
}
