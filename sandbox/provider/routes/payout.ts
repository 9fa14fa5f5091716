import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError } from '../../shared/errors';
import type { Answer } from '../../shared/idempotency';
import { appendStatus, type ExecutionRow } from '../executions';
import { findHolderInstrument } from '../instruments';
import { executionLinks } from '../links';
import { findPayout, insertPayout } from '../payouts';
import { readStoredCard } from '../storedCards';
import { authorizationOutcome } from '../testCards';
import { checkAmounts } from './checks';
import { payoutBodySchema, type PayoutBody } from './payout.schema';
import { registerExecutionCommand } from './executionCommand';

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
  registerExecutionCommand(app, context, '/v1/executions/:id/payout', payoutBodySchema, (tx, execution, body, now) => payout(tx, context, execution, body, now));
}
