import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { findAuthorization } from '../authorizations';
import { findExecution } from '../executions';
import { requireMerchantKey } from '../merchantAuth';
import { settleDueAuthorization } from '../settlement';
import { authorizationsParamsSchema } from './authorizations.schema';

const AUTHORIZE_CODES = ['authorizeRequested', 'authorizePending', 'authorizeSuccessful', 'authorizeFailed'];

/**
 * The merchant's view of a session's authorizations, e.g. to prove a retried payment was charged
 * once. `outcome` is the latest authorize status; a due outcome is applied first, but reading
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
      const authorization = await findAuthorization(tx, executionId);
      if (!authorization) return [];
      const { rows } = await tx.query<{ code: string }>(
        'SELECT code FROM provider.execution_statuses WHERE execution_id = $1 AND code = ANY($2::text[]) ORDER BY id DESC LIMIT 1',
        [executionId, AUTHORIZE_CODES],
      );
      return [
        {
          executionId,
          paymentMethodCode: authorization.paymentMethodCode,
          outcome: rows[0]?.code ?? 'authorizeRequested',
          requestedAt: authorization.requestedAt.toISOString(),
        },
      ];
    });
    return reply.header('Cache-Control', 'no-store').send({ authorizations });
  });
}
