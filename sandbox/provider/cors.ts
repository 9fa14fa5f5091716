import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '../../headless/core/api/constants';
import { notFound } from '../http/errors';

const ALLOWED_HEADERS = [HEADERS.authorization, 'Content-Type', HEADERS.idempotencyKey, HEADERS.clientVersion, HEADERS.clientType, HEADERS.apiVersion].join(', ');
const EXPOSED_HEADERS = [HEADERS.requestId, 'Idempotent-Replayed'].join(', ');

/** Server-to-server routes with the secret key (sessions, payments, payouts, webhooks, telemetry): a browser must never call them. */
const MERCHANT_PATHS = ['/v1/payment-sessions', '/v1/payout-sessions', '/v1/payouts', '/v1/payments', '/v1/webhook-endpoints', '/v1/telemetry'] as const;

function isBrowserApi(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/v1/') && !MERCHANT_PATHS.some((merchantPath) => path === merchantPath || path.startsWith(`${merchantPath}/`));
}

/**
 * The SDK calls the API from the merchant's page with a bearer token and no cookies,
 * so any origin may read the answers.
 */
export function registerApiCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isBrowserApi(request)) reply.header('Access-Control-Allow-Origin', '*').header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  });

  app.options('/v1/*', async (request, reply) => {
    if (!isBrowserApi(request)) throw notFound('Cross-origin access to this route');
    return reply
      .status(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE')
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}
