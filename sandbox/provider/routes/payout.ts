import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError, notFound } from '../../shared/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../shared/idempotency';
import { parseInput } from '../../shared/validation';
import { appendStatus, findExecution, type ExecutionRow } from '../executions';
import { findHolderInstrument } from '../instruments';
import { executionLinks } from '../links';
import { findPayout, insertPayout } from '../payouts';
import { requireSessionToken } from '../sessionAuth';
import { readStoredCard } from '../storedCards';
import { authorizationOutcome } from '../testCards';
import { executionParamsSchema } from './authorize.schema';
import { checkAmounts } from './checks';
import { payoutBodySchema, type PayoutBody } from './payout.schema';

async function payout(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: PayoutBody, now: Date): Promise<Answer> {
  if (await findPayout(tx, execution.id)) {
    throw new ApiError(409, 'ALREADY_PAID_OUT', 'This execution already has a payout request: read the execution for its outcome');
  }
  checkAmounts(execution, body.amount, body.payoutComposition, 'payoutComposition');
  const [item] = body.payoutComposition;
  const instrument = item ? await findHolderInstrument(tx, execution.holderId, item.paymentInstrumentId) : null;
  const card = instrument?.status === 'enabled' && instrument.paymentMethod === 'card' && instrument.cardId !== null ? await readStoredCard(tx, context.keys.cardCipher, instrument.cardId) : null;
  if (!instrument || !card) {
    throw new ApiError(422, 'INVALID_INSTRUMENT', 'Payouts go to an enabled stored card of this holder: paymentInstrumentId names none', [
      'payoutComposition.0.paymentInstrumentId',
    ]);
  }
  // A card that declines authorizations declines payouts too, with the same reason.
  const outcome = authorizationOutcome(card.cardNumber);
  await insertPayout(tx, {
    executionId: execution.id,
    instrumentId: instrument.id,
    amount: body.amount,
    outcome: outcome.code === 'authorizeSuccessful' ? 'payoutSuccessful' : 'payoutFailed',
    declineReason: outcome.code === 'authorizeFailed' ? outcome.reason : null,
    requestedAt: now,
    settleAt: new Date(now.getTime() + context.settleDelayMs),
  });
  await appendStatus(tx, execution.id, 'payoutRequested', now);
  return { statusCode: 202, body: { links: { execution: executionLinks(context.providerOrigin, execution.id).execution } } };
}

export function registerPayoutRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/executions/:id/payout', async (request, reply) => {
    const now = context.clock();
    const { id } = parseInput(executionParamsSchema, request.params, 'params');
    requireSessionToken(request, context, now, id);
    const idempotencyKey = readIdempotencyKey(request, true);
    const body = parseInput(payoutBodySchema, request.body, 'body');
    const answer = await context.db.transaction(async (tx) => {
      const execution = await findExecution(tx, id, true);
      if (!execution) throw notFound(`Execution ${id}`);
      return runIdempotent(
        tx,
        { table: 'provider.idempotency_keys', scope: `execution:${id}`, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () => payout(tx, context, execution, body, now),
      );
    });
    return sendStoredAnswer(reply, answer);
  });
}
