import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { ApiError } from '../../http/errors';
import type { Answer } from '../../http/idempotency';
import { appendStatus, type ExecutionRow } from '../executions';
import { findLatestAuthorization, type AuthorizationResult } from '../authorizations';
import { insertInstrument } from '../instruments';
import { completeAuthorization } from '../settlement';
import { PAYPAL_DECLINED_PAYER_ID, PAYPAL_DECLINED_REASON } from '../testOutcomes';
import { confirmBodySchema, type ConfirmBody } from './confirm.schema';
import { registerExecutionCommand } from './executionCommand';

async function confirm(tx: Transaction, execution: ExecutionRow, body: ConfirmBody, now: Date): Promise<Answer> {
  // Only the current authorization can await a confirmation; earlier ones have all failed.
  const authorization = await findLatestAuthorization(tx, execution.id, true);
  if (!authorization || authorization.pendingAction !== 'confirm') {
    throw new ApiError(409, 'NOT_AWAITING_CONFIRMATION', 'This execution has no PayPal approval to confirm: authorize with payPal first');
  }
  if (authorization.settledAt !== null) {
    throw new ApiError(409, 'ALREADY_CONFIRMED', 'This PayPal approval was already confirmed: read the execution for its outcome');
  }
  const expected = authorization.actionParameters ?? {};
  const field = expected.billingToken === undefined ? 'orderId' : 'billingToken';
  if (body.data[field] !== expected[field]) {
    throw new ApiError(422, 'INVALID_CONFIRMATION', `data.${field} must be the ${field} of this execution's confirm link`, [`data.${field}`]);
  }

  await appendStatus(tx, execution.id, 'confirmRequested', now);
  const result: AuthorizationResult =
    body.data.payerId === PAYPAL_DECLINED_PAYER_ID
      ? { outcome: 'authorizeFailed', reason: PAYPAL_DECLINED_REASON, errorCode: 'declined' }
      : { outcome: 'authorizeSuccessful' };
  await completeAuthorization(tx, authorization, result, now, now);
  if (result.outcome === 'authorizeSuccessful' && authorization.storeInstrument) {
    await insertInstrument(
      tx,
      {
        holderId: execution.holderId,
        paymentMethod: 'payPal',
        status: 'enabled',
        displayName: `PayPal ${body.data.payerId}`,
        merchantReference: execution.merchantReference,
        sourceExecutionId: execution.id,
      },
      now,
    );
  }
  const finalState =
    result.outcome === 'authorizeSuccessful'
      ? { code: result.outcome }
      : { code: result.outcome, errors: [{ code: 'declined', reason: { result: PAYPAL_DECLINED_REASON } }] };
  return { statusCode: 200, body: { finalState } };
}

/** PayPal's approval comes back through the SDK: it settles the pending authorization at once. */
export function registerConfirmRoute(app: FastifyInstance, context: SandboxContext): void {
  registerExecutionCommand(app, context, '/v1/executions/:id/confirm', confirmBodySchema, confirm);
}
