import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError, notFound } from '../../shared/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../shared/idempotency';
import { parseInput } from '../../shared/validation';
import { findLatestAuthorization, isVoidable, voidAuthorization } from '../authorizations';
import { findExecution } from '../executions';
import { requireMerchantKey } from '../merchantAuth';
import { settleDueAuthorization } from '../settlement';
import { voidBodySchema, voidParamsSchema } from './voidAuthorization.schema';

/**
 * Voids the execution's successful authorization (the newest: any before it failed). A void is
 * idempotent by state: voiding again answers the first `voidedAt`.
 */
async function voidExecution(tx: Transaction, executionId: string, now: Date): Promise<Answer> {
  // A success that is due is one, as it would be for any reader of the execution.
  await settleDueAuthorization(tx, executionId, now, false);
  const authorization = await findLatestAuthorization(tx, executionId, true);
  if (!authorization || !isVoidable(authorization)) {
    throw new ApiError(409, 'NOTHING_TO_VOID', 'This execution has no successful authorization to void: read its authorizations for where they stand');
  }
  const voidedAt = await voidAuthorization(tx, authorization.id, now);
  return { statusCode: 200, body: { executionId, voidedAt: voidedAt.toISOString() } };
}

/** The merchant's server voids an authorization it no longer wants (e.g. a second, concurrent purchase). */
export function registerVoidRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/payment-sessions/:executionId/void', async (request, reply) => {
    const now = context.clock();
    const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
    const { executionId } = parseInput(voidParamsSchema, request.params, 'params');
    const idempotencyKey = readIdempotencyKey(request, true);
    parseInput(voidBodySchema, request.body ?? {}, 'body');
    const answer = await context.db.transaction(async (tx) => {
      if (!(await findExecution(tx, executionId, true))) throw notFound(`Execution ${executionId}`);
      return runIdempotent(
        tx,
        { table: 'provider.idempotency_keys', scope: merchantScope, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () => voidExecution(tx, executionId, now),
      );
    });
    return sendStoredAnswer(reply, answer);
  });
}
