import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { requireMerchantKey } from '../merchantAuth';
import { documented } from '../openapi/routeDoc';
import { listDeliveries } from '../webhooks/deliveryLog';
import { deleteWebhookEndpoint, endpointBody, findWebhookEndpoint, insertWebhookEndpoint, listWebhookEndpoints } from '../webhooks/endpoints';
import { registerMerchantCommand } from './merchantCommand';
import { createWebhookEndpointBodySchema, deliveriesQuerySchema, webhookEndpointParamsSchema } from './webhookEndpoints.schema';

export const WEBHOOK_ENDPOINTS_PATH = '/v1/webhook-endpoints';
const DEFAULT_DELIVERY_PAGE = 50;

/** The merchant registers where events go, lists its endpoints and reads each one's delivery log. */
export function registerWebhookEndpointRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerMerchantCommand(app, context, {
    path: WEBHOOK_ENDPOINTS_PATH,
    summary: 'Register a webhook endpoint; the answer carries its signing secret (the given one, or a new one shown this once)',
    body: createWebhookEndpointBodySchema,
    idempotencyKeyRequired: false,
    successStatus: 201,
    run: async (tx, merchantScope, body, now) => {
      const endpoint = await insertWebhookEndpoint(tx, merchantScope, body.url, body.events ?? ['*'], now, body.secret);
      return { statusCode: 201, body: { ...endpointBody(endpoint), secret: endpoint.secret } };
    },
  });

  app.get(WEBHOOK_ENDPOINTS_PATH, documented({ summary: "List the merchant's webhook endpoints (without secrets)", auth: 'merchantKey' }), async (request, reply) => {
    const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
    const endpoints = await listWebhookEndpoints(context.db, merchantScope);
    return reply.header('Cache-Control', 'no-store').send({ endpoints: endpoints.map(endpointBody) });
  });

  app.get(
    `${WEBHOOK_ENDPOINTS_PATH}/:endpointId/deliveries`,
    documented({ summary: "An endpoint's delivery log, newest first, with every attempt", auth: 'merchantKey', params: webhookEndpointParamsSchema, query: deliveriesQuerySchema }),
    async (request, reply) => {
      const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
      const { endpointId } = parseInput(webhookEndpointParamsSchema, request.params, 'params');
      const { limit } = parseInput(deliveriesQuerySchema, request.query, 'query');
      const endpoint = await findWebhookEndpoint(context.db, merchantScope, endpointId);
      if (!endpoint) throw notFound(`Webhook endpoint ${endpointId}`);
      const deliveries = await listDeliveries(context.db, endpoint.id, limit ?? DEFAULT_DELIVERY_PAGE);
      return reply.header('Cache-Control', 'no-store').send({ endpoint: endpointBody(endpoint), deliveries });
    },
  );

  app.delete(
    `${WEBHOOK_ENDPOINTS_PATH}/:endpointId`,
    documented({ summary: 'Stop sending events to an endpoint', auth: 'merchantKey', params: webhookEndpointParamsSchema, successStatus: 204 }),
    async (request, reply) => {
      const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
      const { endpointId } = parseInput(webhookEndpointParamsSchema, request.params, 'params');
      if (!(await deleteWebhookEndpoint(context.db, merchantScope, endpointId, context.clock()))) throw notFound(`Webhook endpoint ${endpointId}`);
      return reply.status(204).send();
    },
  );
}
