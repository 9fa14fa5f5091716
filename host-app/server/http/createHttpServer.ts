import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { nanoid } from 'nanoid';
import type { ApiMessageKey } from '../../contract/http/apiMessages';
import { PRODUCT_HEADERS } from '../../contract/http/headers';
import { ResultCode } from '../../contract/http/resultCodes';
import { JSON_BODY_LIMIT_BYTES } from '../securityPolicy';
import { ProviderRefusedError, ProviderUnavailableError } from '../payments/providerClient';
import { ProductApiError } from './apiError';
import { answerLocale } from './clientHeaders';

const FRAMEWORK_ERRORS: Record<string, { statusCode: number; messageKey: ApiMessageKey; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, messageKey: 'input.malformedJson', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, messageKey: 'input.malformedJson', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, messageKey: 'input.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, messageKey: 'input.bodyTooLarge', field: 'body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 415, messageKey: 'input.unsupportedMediaType' },
  FST_REQ_FILE_TOO_LARGE: { statusCode: 413, messageKey: 'image.tooLarge', field: 'body.image' },
  FST_FILES_LIMIT: { statusCode: 413, messageKey: 'image.required', field: 'body.image' },
  FST_PARTS_LIMIT: { statusCode: 413, messageKey: 'image.required', field: 'body.image' },
  FST_FIELDS_LIMIT: { statusCode: 413, messageKey: 'image.required', field: 'body.image' },
  FST_PROTO_VIOLATION: { statusCode: 400, messageKey: 'input.invalid', field: 'body' },
  FST_MP_PREMATURE_CLOSE: { statusCode: 400, messageKey: 'input.invalid', field: 'body' },
};

/** PostgreSQL errors carry a five-character SQLSTATE code. */
function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('FST');
}

function toApiError(error: FastifyError | ProductApiError): ProductApiError {
  if (error instanceof ProductApiError) return error;
  // The payment provider failed or refused a call the API built itself: nothing was granted.
  if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
    return new ProductApiError(502, ResultCode.UnexpectedError, 'payment.providerUnavailable');
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) {
    return new ProductApiError(known.statusCode, ResultCode.WrongInputs, known.messageKey, {
      fields: known.field ? [{ field: known.field, messageKey: known.messageKey }] : [],
    });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return new ProductApiError(statusCode, ResultCode.WrongInputs, 'input.invalid');
  if (isDatabaseError(error)) return new ProductApiError(500, ResultCode.DBError, 'server.unexpected');
  return new ProductApiError(500, ResultCode.InternalServerError, 'server.unexpected');
}

/** A client-chosen request id is echoed when it is safe to log; otherwise a new one is made. */
function requestIdOf(header: unknown): string {
  return typeof header === 'string' && /^[A-Za-z0-9._-]{8,100}$/.test(header) ? header : nanoid();
}

export interface HttpServerOptions {
  name: string;
  trustProxy: boolean;
}

/**
 * A Fastify instance whose every failure is a JSON `{errorCode, message, messageKey, fields, issues}`.
 * Logging stays off: bodies carry passwords and one-time codes.
 */
export function createHttpServer(options: HttpServerOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    trustProxy: options.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    genReqId: (request) => requestIdOf(request.headers[PRODUCT_HEADERS.requestId]),
  });
  // JSON and multipart only; plain text is a 415 rather than a string to validate.
  app.removeContentTypeParser(['text/plain']);

  // Hooks on every request are synchronous: a callback costs less than a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(PRODUCT_HEADERS.requestId, request.id).header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'strict-origin-when-cross-origin');
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    // API answers may hold account data: never kept by shared caches.
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.setErrorHandler<FastifyError | ProductApiError>((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500 && !(error instanceof ProductApiError)) {
      // Method, path and id only: bodies may hold passwords or codes.
      console.error(`[${options.name}] ${request.id} ${request.method} ${request.url.split('?')[0]} failed:`, error);
    }
    if (apiError.retryAfterSeconds !== undefined) reply.header('Retry-After', String(apiError.retryAfterSeconds));
    return reply.status(apiError.statusCode).send(apiError.toBody(answerLocale(request)));
  });

  return app;
}
