import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_FILES_PREFIX, MEDIA_LIVE_PREFIX, MEDIA_STREAM_PREFIX, UPLOADS_PREFIX } from '../../contract/http/apiPaths';
import { LIVE_MEDIA_DIR, liveMedia, PUBLIC_MEDIA_DIR, STREAM_MEDIA_DIR } from '../content/mediaFiles';
import { findVideo } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { notFound } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { findEvent } from '../live/liveEventQueries';
import { parseImageFileName } from '../media/imageFiles';
import { checkStreamRequest } from '../media/streamAccess';
import { liveEventParamsSchema, videoParamsSchema } from './videos.schema';

/** Generated pictures and promo loops, signed video and live streams (HLS), and uploaded profile images. */
export function registerMediaFileRoutes(app: FastifyInstance, context: ProductContext): void {
  app.register(fastifyStatic, {
    root: join(context.mediaDir, PUBLIC_MEDIA_DIR),
    prefix: MEDIA_FILES_PREFIX,
    // The only registration that adds reply.sendFile, which the stream route uses.
    decorateReply: true,
    index: false,
    dotfiles: 'deny',
    maxAge: '1h',
    suppressWarning: true,
    // A picture's file name carries a hash of all that makes its bytes: it never changes meaning, so any cache may keep it for good.
    setHeaders: (reply, path) => {
      if (parseImageFileName(basename(path))) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.register(fastifyStatic, {
    root: context.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    suppressWarning: true,
    // Uploaded bytes are only ever images; they must never run as a document.
    setHeaders: (reply) => {
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // The stream file path inside a video's or live event's folder: playlists, segments, captions and thumbnail sprites only.
  const streamFile = (params: unknown) => {
    const { '*': file } = params as { '*': string };
    if (!STREAM_FILE_PATTERN.test(file)) throw notFound('notFound.file');
    return file;
  };

  app.get(`${MEDIA_STREAM_PREFIX}:videoId/:token/*`, async (request, reply) => {
    const now = context.clock();
    const { videoId, token } = request.params as { videoId: string; token: string };
    parseInput(videoParamsSchema, { videoId }, 'params');
    const file = streamFile(request.params);
    const video = await findVideo(context.db, videoId);
    if (!video) throw notFound('notFound.video');
    await checkStreamRequest(request, context, { kind: 'video', id: videoId }, token, video.is_premium, file, now);
    return reply
      .header('Cache-Control', 'private, max-age=3600')
      .type(contentTypeOf(file))
      .sendFile(file, join(context.mediaDir, STREAM_MEDIA_DIR, video.stream_file), { cacheControl: false });
  });

  app.get(`${MEDIA_LIVE_PREFIX}:eventId/:token/*`, async (request, reply) => {
    const now = context.clock();
    const { eventId, token } = request.params as { eventId: string; token: string };
    parseInput(liveEventParamsSchema, { eventId }, 'params');
    const file = streamFile(request.params);
    const event = await findEvent(context.db, eventId);
    if (!event) throw notFound('notFound.liveEvent');
    await checkStreamRequest(request, context, { kind: 'live', id: eventId }, token, event.is_premium, file, now);
    // The live playlist changes with every segment; segments never change.
    return reply
      .header('Cache-Control', file.endsWith('.m3u8') ? 'no-store' : 'private, max-age=60')
      .type(contentTypeOf(file))
      .sendFile(file, join(context.mediaDir, LIVE_MEDIA_DIR, liveMedia.event(eventId)), { cacheControl: false });
  });
}

const STREAM_FILE_PATTERN = /^(?:[A-Za-z0-9_-]{1,32}\/){0,2}[A-Za-z0-9_-]{1,64}\.(?:m3u8|ts|vtt|jpg)$/;

function contentTypeOf(file: string): string {
  if (file.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (file.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
  if (file.endsWith('.jpg')) return 'image/jpeg';
  return 'video/mp2t';
}
