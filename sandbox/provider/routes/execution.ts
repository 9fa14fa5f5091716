import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { readExecutionRecord } from '../executionRecord';
import { requireSessionToken } from '../sessionAuth';
import { executionParamsSchema } from './authorize.schema';

export function registerExecutionRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get('/v1/executions/:id', async (request, reply) => {
    const now = context.clock();
    const { id } = parseInput(executionParamsSchema, request.params, 'params');
    requireSessionToken(request, context, now, id);
    const record = await readExecutionRecord(context.db, context.providerOrigin, id, now);
    if (!record) throw notFound(`Execution ${id}`);
    return reply.header('Cache-Control', 'no-store').send(record);
  });
}
