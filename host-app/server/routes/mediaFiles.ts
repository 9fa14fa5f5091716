import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_FILES_PREFIX, UPLOADS_PREFIX } from '../../shared/apiPaths';
import { ResultCode } from '../../shared/resultCodes';
import { checkStreamSignature } from '../content/mediaUrls';
import { PUBLIC_MEDIA_DIR, STREAM_MEDIA_DIR } from '../content/mediaFiles';
import { findVideo } from '../content/videoQueries';
import type { ProductContext } from '../context';
import { notFound, ProductApiError } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { streamQuerySchema, videoParamsSchema } from './videos.schema';

/** Generated covers and logos, signed video streams, and uploaded profile images. */
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

  app.get('/media/stream/:videoId', async (request, reply) => {
    const now = context.clock();
    const { videoId } = parseInput(videoParamsSchema, request.params, 'params');
    const { expires, signature } = parseInput(streamQuerySchema, request.query, 'query');
    const check = checkStreamSignature(context.keys.mediaUrl, videoId, expires, signature, now);
    if (check === 'invalid') throw new ProductApiError(403, ResultCode.Unauthorized, 'auth.invalidToken');
    if (check === 'expired') throw new ProductApiError(403, ResultCode.Unauthorized, 'media.linkExpired');
    const video = await findVideo(context.db, videoId);
    if (!video) throw notFound('notFound.video');
    return reply.header('Cache-Control', 'private, max-age=3600').sendFile(video.stream_file, join(context.mediaDir, STREAM_MEDIA_DIR));
  });
}
