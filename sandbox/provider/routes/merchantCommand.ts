import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { requireMerchantKey } from '../merchantAuth';
import { documented } from '../openapi/routeDoc';

export interface MerchantCommand<S extends z.ZodType> {
  path: string;
  /** One line for the OpenAPI document. */
  summary?: string;
  body: S;
  /** The status of a successful answer, for the OpenAPI document (200 when left out). */
  successStatus?: number;
  /** Whether the merchant must send an Idempotency-Key (money moves) or may (a session is made). */
  idempotencyKeyRequired: boolean;
  run(tx: Transaction, merchantScope: string, body: z.output<S>, now: Date): Promise<Answer>;
}

/**
 * A server-to-server POST on the merchant's secret key: its body is checked before anything is
 * written, it runs in one transaction, and its answer is kept for a repeat of its idempotency key.
 */
export function registerMerchantCommand<S extends z.ZodType>(app: FastifyInstance, context: SandboxContext, command: MerchantCommand<S>): void {
  const doc = documented({
    summary: command.summary ?? `POST ${command.path}`,
    auth: 'merchantKey',
    body: command.body,
    idempotencyKey: command.idempotencyKeyRequired ? 'required' : 'optional',
    ...(command.successStatus === undefined ? {} : { successStatus: command.successStatus }),
  });
  app.post(command.path, doc, async (request, reply) => {
    const now = context.clock();
    const merchantScope = requireMerchantKey(request, context.merchantSecretKey);
    const idempotencyKey = readIdempotencyKey(request, command.idempotencyKeyRequired);
    const body = parseInput(command.body, request.body, 'body');
    const answer = await context.db.transaction((tx) =>
      runIdempotent(
        tx,
        { table: 'provider.idempotency_keys', scope: merchantScope, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () => command.run(tx, merchantScope, body, now),
      ),
    );
    return sendStoredAnswer(reply, answer);
  });
}
