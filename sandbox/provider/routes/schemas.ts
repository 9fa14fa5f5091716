import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { IBAN_SCHEMA_PATH, ibanJsonSchema } from '../bankAccount';

/** Remote JSON schemas that form schemas reference with `$ref`: public, cacheable, readable from any page. */
export function registerSchemaRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(IBAN_SCHEMA_PATH, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(ibanJsonSchema(context.providerOrigin)),
  );
}
