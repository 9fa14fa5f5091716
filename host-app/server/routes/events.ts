import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../shared/apiPaths';
import { liveEvents, upcomingEvents } from '../content/eventQueries';
import { suggestedVideos } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { findEvent } from '../live/liveEventQueries';
import { eventParamsSchema, eventsQuerySchema } from './events.schema';

/** How many videos an event page suggests. */
const SUGGESTED_VIDEOS_LIMIT = 6;

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

  // Live or upcoming, an event suggests videos near its own: same channel, then same category.
  app.get('/events/:eventId/suggested-videos', async (request, reply) => {
    const { language } = readClientHeaders(request);
    const { eventId } = parseInput(eventParamsSchema, request.params, 'params');
    const event = await findEvent(context.db, eventId);
    if (!event) throw notFound('notFound.event');
    return sendData(request, reply, await suggestedVideos(context.db, event.video_id, language, SUGGESTED_VIDEOS_LIMIT));
  });
}
