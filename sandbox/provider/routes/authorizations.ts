import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { authorizationStatus, listAuthorizations } from '../authorizations';
import { findExecution } from '../executions';
import { requireMerchantKey } from '../merchantAuth';
import { settleDueAuthorization } from '../settlement';
import { authorizationsParamsSchema } from './authorizations.schema';

/**
 * The merchant's view of a session's authorizations, e.g. to prove a retried payment was charged
 * once. Newest first, so the first entry is the one that counts: earlier ones all failed.
 * `outcome` is each one's latest authorize status; a due outcome is applied first, but reading
 * here does not count as a read of the execution.
 */
export function registerAuthorizationsRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get('/v1/payment-sessions/:executionId/authorizations', async (request, reply) => {
    const now = context.clock();
    requireMerchantKey(request, context.merchantSecretKey);
    const { executionId } = parseInput(authorizationsParamsSchema, request.params, 'params');
    const authorizations = await context.db.transaction(async (tx) => {
      if (!(await findExecution(tx, executionId, true))) throw notFound(`Execution ${executionId}`);
      await settleDueAuthorization(tx, executionId, now, false);
      return (await listAuthorizations(tx, executionId)).map((authorization) => ({
        executionId,
        paymentMethodCode: authorization.paymentMethodCode,
        outcome: authorizationStatus(authorization),
        requestedAt: authorization.requestedAt.toISOString(),
        voidedAt: authorization.voidedAt?.toISOString() ?? null,
      }));
    });
    return reply.header('Cache-Control', 'no-store').send({ authorizations });
  });
}
