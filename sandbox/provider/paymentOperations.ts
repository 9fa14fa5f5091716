import type { Transaction } from '../db';
import { ApiError } from '../http/errors';
import type { Answer } from '../http/idempotency';
import { findLatestAuthorization, isVoidable, voidAuthorization, type AuthorizationRow } from './authorizations';
import type { ExecutionRow } from './executions';
import { insertMoneyMovement, listMoneyMovements, totalOf } from './moneyMovements';
import { buildPaymentView } from './paymentView';
import type { Amount } from './routes/amount.schema';
import { settleDueAuthorization } from './settlement';
import { emitWebhookEvent } from './webhooks/events';

/**
 * What the merchant's server does with a payment after the shopper paid: void, capture, refund.
 * Each runs in the caller's transaction with the execution row locked, so two operations on one
 * payment run one after the other and every sum is checked against committed money.
 */

/** The successful authorization, with a due outcome applied first as any reader would see it. */
async function successfulAuthorization(tx: Transaction, execution: ExecutionRow, now: Date, nothing: ApiError): Promise<AuthorizationRow> {
  await settleDueAuthorization(tx, execution.id, now, false);
  const authorization = await findLatestAuthorization(tx, execution.id, true);
  if (!authorization || !isVoidable(authorization)) throw nothing;
  return authorization;
}

function checkCurrency(execution: ExecutionRow, amount: Amount | undefined): void {
  if (amount && amount.currency !== execution.amount.currency) {
    throw new ApiError(422, 'CURRENCY_MISMATCH', `The amount must be in the payment's currency, ${execution.amount.currency}`, ['amount.currency']);
  }
}

/** Voids the successful authorization (the newest: any before it failed). Voiding again answers the first `voidedAt`. */
export async function voidPayment(tx: Transaction, execution: ExecutionRow, now: Date): Promise<Answer> {
  const authorization = await successfulAuthorization(
    tx,
    execution,
    now,
    new ApiError(409, 'NOTHING_TO_VOID', 'This execution has no successful authorization to void: read its authorizations for where they stand'),
  );
  const movements = await listMoneyMovements(tx, execution.id);
  if (totalOf(movements, 'capture') > 0) {
    throw new ApiError(409, 'ALREADY_CAPTURED', 'This payment is captured: a captured payment is refunded, not voided');
  }
  const firstVoid = authorization.voidedAt === null;
  const voidedAt = await voidAuthorization(tx, authorization.id, now);
  if (firstVoid) await emitWebhookEvent(tx, 'payment.voided', execution.id, now);
  return { statusCode: 200, body: { executionId: execution.id, voidedAt: voidedAt.toISOString() } };
}

/** Captures the authorization once, for its whole amount or less. */
export async function capturePayment(tx: Transaction, execution: ExecutionRow, body: { amount?: Amount | undefined }, now: Date): Promise<Answer> {
  checkCurrency(execution, body.amount);
  const authorization = await successfulAuthorization(
    tx,
    execution,
    now,
    new ApiError(409, 'NOTHING_TO_CAPTURE', 'This execution has no successful authorization to capture: read the payment for where it stands'),
  );
  if (authorization.voidedAt !== null) throw new ApiError(409, 'AUTHORIZATION_VOIDED', 'This authorization was voided: it can never be captured');
  const movements = await listMoneyMovements(tx, execution.id);
  if (movements.some((movement) => movement.kind === 'capture' && movement.authorizationId === authorization.id)) {
    throw new ApiError(409, 'ALREADY_CAPTURED', 'This authorization is already captured: an authorization is captured once');
  }
  const value = body.amount?.value ?? execution.amount.value;
  if (value < 1 || value > execution.amount.value) {
    throw new ApiError(422, 'AMOUNT_TOO_LARGE', `A capture takes from 1 to ${execution.amount.value} ${execution.amount.currency} (minor units), the authorized amount`, ['amount.value']);
  }
  await insertMoneyMovement(tx, { executionId: execution.id, authorizationId: authorization.id, kind: 'capture', amount: { value, currency: execution.amount.currency }, reason: null }, now);
  await emitWebhookEvent(tx, 'payment.captured', execution.id, now);
  return { statusCode: 201, body: await buildPaymentView(tx, execution) };
}

/** Gives captured money back, all that is left or a part; the refunds together never pass the captures. */
export async function refundPayment(
  tx: Transaction,
  execution: ExecutionRow,
  body: { amount?: Amount | undefined; reason?: string | undefined },
  now: Date,
): Promise<Answer> {
  checkCurrency(execution, body.amount);
  const movements = await listMoneyMovements(tx, execution.id);
  const capture = movements.find((movement) => movement.kind === 'capture');
  const refundable = totalOf(movements, 'capture') - totalOf(movements, 'refund');
  if (!capture || refundable <= 0) {
    throw new ApiError(409, capture ? 'FULLY_REFUNDED' : 'NOTHING_TO_REFUND', capture ? 'Everything captured is already refunded' : 'Only captured money is refunded: capture the payment first, or void it');
  }
  const value = body.amount?.value ?? refundable;
  if (value > refundable) {
    throw new ApiError(422, 'AMOUNT_TOO_LARGE', `At most ${refundable} ${execution.amount.currency} (minor units) is left to refund`, ['amount.value']);
  }
  const refund = await insertMoneyMovement(
    tx,
    { executionId: execution.id, authorizationId: capture.authorizationId, kind: 'refund', amount: { value, currency: execution.amount.currency }, reason: body.reason ?? null },
    now,
  );
  await emitWebhookEvent(tx, 'payment.refunded', execution.id, now, { refundId: refund.id });
  return { statusCode: 201, body: { refundId: refund.id, ...(await buildPaymentView(tx, execution)) } };
}
