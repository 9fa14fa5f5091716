import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../shared/apiPaths';
import type { ChannelVideos, VideoDetail } from '../../shared/apiTypes';
import { optionalSubscriber, type SignedInSubscriber } from '../auth/sessions';
import { findChannel } from '../content/channelQueries';
import { publicMediaUrl, signedStreamUrl } from '../content/mediaUrls';
import { findVideo, listVideos, videoSummaryOf, type VideoRow } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { notFound } from '../http/apiError';
import { readClientHeaders } from '../http/clientHeaders';
import { parseInput } from '../http/parseInput';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { channelVideosQuerySchema, videoParamsSchema, videoSearchQuerySchema } from './videos.schema';

/** Premium streams need a VIP subscription found in the database; the client's own VIP flag plays no part. */
async function accessTo(video: VideoRow, subscriber: SignedInSubscriber | null, context: ProductContext, now: Date): Promise<VideoDetail['access']> {
  if (!video.is_premium) return 'granted';
  if (!subscriber) return 'sign_in_required';
  return (await hasVipAccess(context.db, subscriber.subscriberId, now)) ? 'granted' : 'vip_required';
}

export function registerVideoRoutes(app: FastifyInstance, context: ProductContext): void {
  app.get(API_PATHS.videos, async (request, reply) => {
    const { language } = readClientHeaders(request);
    const query = parseInput(videoSearchQuerySchema, request.query, 'query');
    const filter = { ...(query.search ? { search: query.search } : {}), ...(query.categoryId ? { categoryId: query.categoryId } : {}) };
    return sendData(request, reply, await listVideos(context.db, filter, query.page, query.count, language));
  });

  app.get(API_PATHS.channelVideos, async (request, reply) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const query = parseInput(channelVideosQuerySchema, request.query, 'query');
    const subscriber = await optionalSubscriber(request, context, now);
    const channel = await findChannel(context.db, query.channelId, subscriber?.subscriberId ?? null, language);
    if (!channel) throw notFound('notFound.channel');
    const page = await listVideos(context.db, { channelId: query.channelId }, query.page, query.count, language);
    return sendData(request, reply, { ...page, channel } satisfies ChannelVideos);
  });

  app.get('/media/videos/:videoId', async (request, reply) => {
    const now = context.clock();
    const { language } = readClientHeaders(request);
    const { videoId } = parseInput(videoParamsSchema, request.params, 'params');
    const subscriber = await optionalSubscriber(request, context, now);
    const video = await findVideo(context.db, videoId);
    if (!video) throw notFound('notFound.video');
    const access = await accessTo(video, subscriber, context, now);
    const link = access === 'granted' ? signedStreamUrl(context.keys.mediaUrl, video.id, now) : null;
    const detail: VideoDetail = {
      ...videoSummaryOf(video, language),
      poster: publicMediaUrl(video.poster),
      access,
      stream: link && { url: link.url, mimeType: 'image/png', kind: video.stream_kind, expiresAt: link.expiresAt },
    };
    return sendData(request, reply, detail);
  });
}
