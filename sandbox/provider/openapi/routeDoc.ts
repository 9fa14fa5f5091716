import type { z } from 'zod';

/** Who may call a route: how its bearer token is checked. */
export type RouteAuth = 'merchantKey' | 'sessionToken' | 'none';

/**
 * What the OpenAPI document says about a route, kept on the route itself (Fastify's route
 * `config`), so the document is built from the routes that are registered and nothing else.
 */
export interface RouteDoc {
  summary: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Whether the call takes an Idempotency-Key header. */
  idempotencyKey?: 'required' | 'optional';
  /** The status of a successful answer, 200 unless said. */
  successStatus?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

/** Route options that carry the route's documentation. */
export function documented(doc: RouteDoc): { config: { openapi: RouteDoc } } {
  return { config: { openapi: doc } };
}
