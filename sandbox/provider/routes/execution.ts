import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { SimulatedFault, takeExecutionFault } from '../executionFaults';
import { readExecutionRecord } from '../executionRecord';
import { requireSessionToken } from '../sessionAuth';
import { executionParamsSchema } from './authorize.schema';

export function registerExecutionRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get('/v1/executions/:id', async (request, reply) => {
    const now = context.clock();
    const { id } = parseInput(executionParamsSchema, request.params, 'params');
    await requireSessionToken(request, context, now, id);
    // Faults the session asked for answer first, one per read, before anything is settled.
    const fault = await takeExecutionFault(context.db, id);
    if (fault !== null) {
      if (fault === 429) reply.header('Retry-After', '1');
      throw new SimulatedFault(fault);
    }
    const record = await readExecutionRecord(context.db, context.providerOrigin, id, now);
    if (!record) throw notFound(`Execution ${id}`);
    return reply.header('Cache-Control', 'no-store').send(record);
  });
}
