import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { nanoid } from 'nanoid';
import { ApiError, type ErrorBody } from './errors';
import { deepJsonError, jsonNestedDeeperThan, MAX_JSON_DEPTH } from './jsonDepth';

const BODY_LIMIT_BYTES = 64 * 1024;
/** Below this, compressing saves less than the headers and the work cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// The body as a whole is to blame, or the header that announced it.
const FRAMEWORK_ERRORS: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { errorCode: 'MALFORMED_JSON', message: 'The body is not valid JSON', fields: ['body'] },
  FST_ERR_CTP_EMPTY_JSON_BODY: { errorCode: 'MALFORMED_JSON', message: 'The body is empty but Content-Type says JSON', fields: ['body'] },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json', fields: ['Content-Type'] },
  FST_ERR_CTP_BODY_TOO_LARGE: { errorCode: 'PAYLOAD_TOO_LARGE', message: `The body is larger than ${BODY_LIMIT_BYTES} bytes`, fields: ['body'] },
};

function describeError(error: FastifyError | ApiError): { statusCode: number; body: ErrorBody } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const known = FRAMEWORK_ERRORS[error.code];
    return { statusCode, body: known ?? { errorCode: 'BAD_REQUEST', message: error.message, fields: [] } };
  }
  return { statusCode: 500, body: { errorCode: 'INTERNAL_ERROR', message: 'Unexpected server error', fields: [] } };
}

export interface ServerOptions {
  /** Text answers above 1 kB go out brotli (gzip for clients without it) compressed; false sends every answer as it is. */
  compression?: boolean;
}

/**
 * A Fastify instance that only ever answers JSON errors and tags every answer with X-Request-Id.
 * Logging stays off: bodies carry card data and must never reach a log.
 * Resolves once compression is in place, so every route added after it is compressed.
 */
export async function createServer(name: string, { compression = true }: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, genReqId: () => nanoid(), bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: true });
  if (compression) {
    // Answers only: request bodies stay plain JSON, so the body limit is what arrives.
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  }
  // Only JSON bodies are accepted; anything else is a 415 rather than a string to validate.
  app.removeContentTypeParser(['text/plain']);
  // Fastify's own JSON parser (prototype-poisoning checks included), behind a depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(deepJsonError(), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const { statusCode, body } = describeError(error);
    if (statusCode >= 500 && !(error instanceof ApiError)) {
      // Method, path and id only: the body may hold card data.
      console.error(`[${name}] ${request.id} ${request.method} ${request.url.split('?')[0]} failed:`, error);
    }
    return reply.status(statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { errorCode: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}`, fields: [] };
    return reply.status(404).send(body);
  });

  return app;
}
