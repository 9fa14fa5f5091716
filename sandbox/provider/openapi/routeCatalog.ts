import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from './routeDoc';

export interface CatalogedRoute {
  method: string;
  /** Fastify's pattern, e.g. `/v1/payments/:executionId`. */
  url: string;
  doc: RouteDoc | undefined;
}

/**
 * Every route the server registers, as Fastify announces it. Call before any route is added:
 * the OpenAPI document is built from this list, so a new route cannot be left out of it.
 */
export function catalogRoutes(app: FastifyInstance): readonly CatalogedRoute[] {
  const routes: CatalogedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: method.toUpperCase(), url: route.url, doc: route.config?.openapi });
  });
  return routes;
}
