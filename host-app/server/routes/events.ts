import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../shared/apiPaths';
import { liveEvents, upcomingEvents } from '../content/eventQueries';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { eventsQuerySchema } from './events.schema';

/** Section 7: the language header picks the texts; the list sits in `data` (read as data.data). */
export function registerEventRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.eventsUpcoming, async (request, reply) => {
    const { language } = readClientHeaders(request);
    parseInput(eventsQuerySchema, request.query, 'query');
    return sendData(request, reply, await upcomingEvents(context.db, context.clock(), language));
  });

  app.get(API_PATHS.eventsLive, async (request, reply) => {
    const { language } = readClientHeaders(request);
    parseInput(eventsQuerySchema, request.query, 'query');
    return sendData(request, reply, await liveEvents(context.db, context.clock(), language));
  });
}
