import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { buildOpenApiDocument } from '../openapi/openApiDocument';
import type { CatalogedRoute } from '../openapi/routeCatalog';
import { documented } from '../openapi/routeDoc';

export const OPENAPI_PATH = '/openapi.json';

/** The provider API as an OpenAPI 3.1 document, built from the routes the server registered. */
export function registerOpenApiRoute(app: FastifyInstance, context: SandboxContext, routes: readonly CatalogedRoute[]): void {
  let document: unknown;
  app.get(OPENAPI_PATH, documented({ summary: 'This document', auth: 'none' }), async (_request, reply) => {
    // Built on first request, once every route is registered (the server is ready by then).
    document ??= buildOpenApiDocument(routes, context.providerOrigin);
    return reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-cache').send(document);
  });
}
