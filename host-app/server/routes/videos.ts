import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { ChannelVideos, VideoDetail } from '../../contract/content/contentTypes';
import { optionalSubscriber } from '../auth/sessions';
import { findChannel } from '../content/channelQueries';
import { findVideo, listVideos, videoPosterOf, videoSummaryOf } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { findEventOnAir } from '../live/liveEventQueries';
import { accessTo, grantedStream } from '../media/streamAccess';
import { channelVideosQuerySchema, liveEventParamsSchema, videoParamsSchema, videoSearchQuerySchema } from './videos.schema';

/**
 * Public reads. A channel's page and a video's detail are the visitor's unless a viewer signs in:
 * then they carry that viewer's follow flag or premium access, privately. A free video's stream
 * link is anyone's and lasts far longer than any cache keeps the answer.
 */
export function registerVideoRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.videos, app.publicReads.handler({ variesByViewer: false }, async (request) => {
    const { language } = readClientHeaders(request);
    const query = parseInput(videoSearchQuerySchema, request.query, 'query');
    const filter = { ...(query.search ? { search: query.search } : {}), ...(query.categoryId ? { categoryId: query.categoryId } : {}) };
    return { data: await listVideos(context.db, filter, query.page, query.count, language) };
  }));

  app.get(API_PATHS.channelVideos, app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const query = parseInput(channelVideosQuerySchema, request.query, 'query');
    const subscriber = await optionalSubscriber(request, context, now);
    const channel = await findChannel(context.db, query.channelId, subscriber?.subscriberId ?? null, language);
    if (!channel) throw notFound('notFound.channel');
    const page = await listVideos(context.db, { channelId: query.channelId }, query.page, query.count, language);
    return { data: { ...page, channel } satisfies ChannelVideos };
  }));

  app.get('/media/videos/:videoId', app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const { videoId } = parseInput(videoParamsSchema, request.params, 'params');
    const subscriber = await optionalSubscriber(request, context, now);
    const video = await findVideo(context.db, videoId);
    if (!video) throw notFound('notFound.video');
    const access = await accessTo(video.is_premium, subscriber, context, now);
    const detail: VideoDetail = {
      ...videoSummaryOf(video, language),
      ...videoPosterOf(video),
      access,
      stream: access === 'granted' ? grantedStream(context, { kind: 'video', id: video.id }, video.is_premium, subscriber, now) : null,
    };
    return { data: detail };
  }));

  // A live event plays its own live stream, with the access rules of the event's video, while it is on air.
  app.get('/events/live/:eventId/stream', app.publicReads.handler({ variesByViewer: true }, async (request) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const { eventId } = parseInput(liveEventParamsSchema, request.params, 'params');
    const subscriber = await optionalSubscriber(request, context, now);
    const event = await findEventOnAir(context.db, eventId, now);
    const video = event && (await findVideo(context.db, event.video_id));
    if (!event || !video) throw notFound('notFound.liveEvent');
    const access = await accessTo(video.is_premium, subscriber, context, now);
    const detail: VideoDetail = {
      ...videoSummaryOf(video, language),
      ...videoPosterOf(video),
      access,
      stream: access === 'granted' ? grantedStream(context, { kind: 'live', id: event.id }, video.is_premium, subscriber, now) : null,
    };
    return { data: detail, changesAt: new Date(event.ends_at) };
  }));
}
