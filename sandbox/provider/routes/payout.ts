import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError } from '../../http/errors';
import type { Answer } from '../../http/idempotency';
import type { ExecutionRow } from '../executions';
import { executionLinks } from '../links';
import { requestPayout, requirePayableCard } from '../payoutRequests';
import { findPayout } from '../payouts';
import { checkAmounts } from './checks';
import { payoutBodySchema, type PayoutBody } from './payout.schema';
import { registerExecutionCommand } from './executionCommand';

const INSTRUMENT_FIELD = 'payoutComposition.0.paymentInstrumentId';

/**
 * The SDK's payout call. Money leaves only on the merchant's authority: the execution must be a
 * payout session the merchant's server created, and the request must repeat the amount and card
 * fixed there. A payment session's token can never pay out.
 */
async function payout(tx: Transaction, context: SandboxContext, execution: ExecutionRow, body: PayoutBody, now: Date): Promise<Answer> {
  if (execution.kind !== 'payout' || execution.payoutInstrumentId === null) {
    throw new ApiError(
      403,
      'PAYOUT_NOT_ALLOWED',
      "A payment session cannot pay out: the merchant's server creates a payout session (POST /v1/payout-sessions) or pays out with its secret key (POST /v1/payouts)",
    );
  }
  if (await findPayout(tx, execution.id)) {
    throw new ApiError(409, 'ALREADY_PAID_OUT', 'This execution already has a payout request: read the execution for its outcome');
  }
  checkAmounts(execution, body.amount, body.payoutComposition, 'payoutComposition');
  const [item] = body.payoutComposition;
  if (!item || item.paymentInstrumentId !== execution.payoutInstrumentId) {
    throw new ApiError(422, 'INVALID_INSTRUMENT', `${INSTRUMENT_FIELD} must be the stored card this payout session was created for`, [INSTRUMENT_FIELD]);
  }
  // The card may have been disabled or deleted since the session was created.
  const payee = await requirePayableCard(tx, context, execution.holderId, item.paymentInstrumentId, INSTRUMENT_FIELD);
  await requestPayout(tx, context, execution.id, payee, body.amount, now);
  return { statusCode: 202, body: { links: { execution: executionLinks(context.providerOrigin, execution.id).execution } } };
}

export function registerPayoutRoute(app: FastifyInstance, context: SandboxContext): void {
  registerExecutionCommand(app, context, '/v1/executions/:id/payout', payoutBodySchema, (tx, execution, body, now) => payout(tx, context, execution, body, now));
}
