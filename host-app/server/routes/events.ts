import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { liveEvents, nextEventChange, upcomingEvents } from '../content/eventQueries';
import { suggestedVideos } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { findEvent } from '../live/liveEventQueries';
import { eventParamsSchema, eventsQuerySchema } from './events.schema';

/** How many videos an event page suggests. */
const SUGGESTED_VIDEOS_LIMIT = 6;

/**
 * PR-CONTENT-4, PR-API-4: the language header picks the texts; the list sits in `data` (read as data.data).
 * Public reads; the lists hold until the next event starts or ends.
 */
export function registerEventRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.eventsUpcoming, app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    parseInput(eventsQuerySchema, request.query, 'query');
    const now = context.clock();
    return { data: await upcomingEvents(context.db, now, language), changesAt: await nextEventChange(context.db, now) };
  }));

  app.get(API_PATHS.eventsLive, app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    parseInput(eventsQuerySchema, request.query, 'query');
    const now = context.clock();
    return { data: await liveEvents(context.db, now, language), changesAt: await nextEventChange(context.db, now) };
  }));

  // Live or upcoming, an event suggests videos near its own: same channel, then same category.
  app.get('/events/:eventId/suggested-videos', app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    const { eventId } = parseInput(eventParamsSchema, request.params, 'params');
    const event = await findEvent(context.db, eventId);
    if (!event) throw notFound('notFound.event');
    return { data: await suggestedVideos(context.db, event.video_id, language, SUGGESTED_VIDEOS_LIMIT) };
  }));
}
