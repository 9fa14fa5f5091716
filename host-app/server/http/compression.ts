import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** What the site sends, best first; every browser that takes deflate takes gzip. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Brotli's quality for answers compressed as they are sent: 4 is near gzip's speed and smaller. */
const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * Brotli (gzip for clients without it) for JSON and HTML answers over the threshold. An answer
 * that already carries a Content-Encoding (a precompressed file, a public read kept compressed)
 * goes untouched. Streamed answers (a page rendered as it streams) are flushed chunk by chunk, so
 * compression never holds back the part of the page that is ready.
 */
export function registerCompression(app: FastifyInstance): void {
  const options = {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY }, flush: constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  };
  // Applied now rather than through `app.register`, which would load it once the server starts:
  // its onRoute hook has to see the routes the product server declares right after this call.
  fastifyCompress(app, options, (error?: Error) => {
    if (error) throw error;
  });
}
