import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { requireSubscriber } from '../auth/sessions';
import { findVideo } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { continueWatching, readWatchProgress, saveWatchProgress } from '../watching/watchProgressStore';
import { watchProgressBodySchema, watchProgressParamsSchema } from './watchProgress.schema';

/** API_PATHS.watchProgress as a route pattern. */
const WATCH_PROGRESS_ROUTE = `${API_PATHS.continueWatching}/:videoId`;

/** A signed-in viewer's place in each video: saved by the player, read back to resume and for home's "Continue watching". */
export function registerWatchProgressRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.continueWatching, async (request, reply) => {
    const { subscriberId } = await requireSubscriber(request, context, context.clock());
    const { language } = readClientHeaders(request);
    return sendData(request, reply, await continueWatching(context.db, subscriberId, language));
  });

  app.get(WATCH_PROGRESS_ROUTE, async (request, reply) => {
    const { subscriberId } = await requireSubscriber(request, context, context.clock());
    const { videoId } = parseInput(watchProgressParamsSchema, request.params, 'params');
    return sendData(request, reply, await readWatchProgress(context.db, subscriberId, videoId));
  });

  app.post(WATCH_PROGRESS_ROUTE, async (request, reply) => {
    const now = context.clock();
    const { subscriberId } = await requireSubscriber(request, context, now);
    const { videoId } = parseInput(watchProgressParamsSchema, request.params, 'params');
    const body = parseInput(watchProgressBodySchema, request.body, 'body');
    if (!(await findVideo(context.db, videoId))) throw notFound('notFound.video');
    return sendData(request, reply, await saveWatchProgress(context.db, subscriberId, videoId, body, now));
  });
}
