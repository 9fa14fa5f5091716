import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { notFound } from '../../http/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { findExecution, type ExecutionRow } from '../executions';
import { documented } from '../openapi/routeDoc';
import { requireSessionToken } from '../sessionAuth';
import { executionParamsSchema } from './authorize.schema';

export type ExecutionCommand<B> = (tx: Transaction, execution: ExecutionRow, body: B, now: Date) => Promise<Answer>;

/**
 * A mutating call on one execution (authorize, confirm, payout): session token, a required
 * idempotency key, a validated body, then the command in one transaction that locks the
 * execution first, so concurrent calls for it run one after the other.
 */
export function registerExecutionCommand<S extends z.ZodType>(
  app: FastifyInstance,
  context: SandboxContext,
  path: string,
  bodySchema: S,
  command: ExecutionCommand<z.output<S>>,
): void {
  app.post(path, documented({ summary: `POST ${path}`, auth: 'sessionToken', body: bodySchema, idempotencyKey: 'required' }), async (request, reply) => {
    const now = context.clock();
    const { id } = parseInput(executionParamsSchema, request.params, 'params');
    await requireSessionToken(request, context, now, id);
    const idempotencyKey = readIdempotencyKey(request, true);
    const body = parseInput(bodySchema, request.body, 'body');
    const answer = await context.db.transaction(async (tx) => {
      const execution = await findExecution(tx, id, true);
      if (!execution) throw notFound(`Execution ${id}`);
      return runIdempotent(
        tx,
        { table: 'provider.idempotency_keys', scope: `execution:${id}`, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () => command(tx, execution, body, now),
      );
    });
    return sendStoredAnswer(reply, answer);
  });
}
