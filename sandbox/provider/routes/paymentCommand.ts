import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { findExecution, type ExecutionRow } from '../executions';
import { requireMerchantKey } from '../merchantAuth';
import { documented } from '../openapi/routeDoc';
import { paymentParamsSchema } from './payments.schema';

export interface PaymentCommand<S extends z.ZodType> {
  path: string;
  summary: string;
  body: S;
  successStatus: number;
  run(tx: Transaction, execution: ExecutionRow, body: z.output<S>, now: Date): Promise<Answer>;
}

/**
 * A merchant-key call that moves money on one payment: a required Idempotency-Key (a repeat with
 * the same body answers the first answer, a different body is refused), a checked body, and one
 * transaction that locks the execution first so operations on a payment never interleave.
 */
export function registerPaymentCommand<S extends z.ZodType>(app: FastifyInstance, context: SandboxContext, command: PaymentCommand<S>): void {
  app.post(
    command.path,
    documented({ summary: command.summary, auth: 'merchantKey', params: paymentParamsSchema, body: command.body, idempotencyKey: 'required', successStatus: command.successStatus }),
    async (request, reply) => {
      const now = context.clock();
      const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
      const { executionId } = parseInput(paymentParamsSchema, request.params, 'params');
      const idempotencyKey = readIdempotencyKey(request, true);
      // No body means no options.
      const body = parseInput(command.body, request.body ?? {}, 'body');
      const answer = await context.db.transaction(async (tx) => {
        const execution = await findExecution(tx, executionId, true);
        if (!execution) throw notFound(`Payment ${executionId}`);
        if (execution.kind !== 'payment') throw new ApiError(409, 'NOT_A_PAYMENT', `${executionId} is a payout: read it at /v1/payouts/${executionId}`);
        return runIdempotent(
          tx,
          { table: 'provider.idempotency_keys', scope: merchantScope, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
          () => command.run(tx, execution, body, now),
        );
      });
      return sendStoredAnswer(reply, answer);
    },
  );
}
