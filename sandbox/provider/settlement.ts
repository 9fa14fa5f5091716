import type { Queryable } from '../db';
import { countReadBeforeSettle, findLatestAuthorization, markAuthorizationSettled, type AuthorizationResult, type AuthorizationRow } from './authorizations';
import { appendStatus, findExecution } from './executions';
import { cardDisplayName, insertInstrument } from './instruments';
import { emitWebhookEvent } from './webhooks/events';

/** A card authorized with storeInstrument becomes an enabled instrument of the holder. */
async function storeAuthorizedCard(tx: Queryable, authorization: AuthorizationRow, now: Date): Promise<void> {
  const { cardId, network, bin, lastFour } = authorization;
  if (!authorization.storeInstrument || authorization.instrumentId !== null || cardId === null || network === null || bin === null || lastFour === null) return;
  const execution = await findExecution(tx, authorization.executionId);
  if (!execution) return;
  await insertInstrument(
    tx,
    {
      holderId: execution.holderId,
      paymentMethod: 'card',
      status: 'enabled',
      displayName: cardDisplayName(network, lastFour),
      network,
      bin,
      lastFour,
      cardId,
      futureUsage: 'CardOnFile',
      merchantReference: execution.merchantReference,
      sourceExecutionId: execution.id,
    },
    now,
  );
}

/**
 * Ends an authorization: its final status at `statusTime`, the outcome written, and the card
 * stored when asked for. Call inside a transaction, with the authorization locked.
 */
export async function completeAuthorization(tx: Queryable, authorization: AuthorizationRow, result: AuthorizationResult, statusTime: Date, now: Date): Promise<void> {
  await appendStatus(tx, authorization.executionId, result.outcome, statusTime);
  await markAuthorizationSettled(tx, authorization.id, result, now);
  if (result.outcome === 'authorizeSuccessful') await storeAuthorizedCard(tx, authorization, now);
  await emitWebhookEvent(tx, result.outcome === 'authorizeSuccessful' ? 'payment.authorized' : 'payment.failed', authorization.executionId, now);
}

/**
 * Applies a due outcome of the execution's current authorization (earlier ones are all settled):
 * appends authorizeSuccessful or authorizeFailed once `settle_at` has passed, or, for the slow
 * test card, once enough reads (`read`) have seen the request alone. The row lock plus the
 * `settled_at` re-check make concurrent readers apply it exactly once. Call inside a
 * transaction; returns whether this call applied it.
 */
export async function settleDueAuthorization(tx: Queryable, executionId: string, now: Date, read = true): Promise<boolean> {
  const authorization = await findLatestAuthorization(tx, executionId, true);
  if (!authorization || authorization.settledAt !== null || authorization.outcome === null) return false;
  let statusTime: Date;
  if (authorization.readsBeforeSettle !== null) {
    if (!read) return false;
    if (authorization.readsBeforeSettle > 0) {
      await countReadBeforeSettle(tx, authorization.id);
      return false;
    }
    statusTime = now;
  } else {
    if (authorization.settleAt === null || authorization.settleAt > now) return false;
    statusTime = authorization.settleAt;
  }
  const result: AuthorizationResult = {
    outcome: authorization.outcome,
    ...(authorization.declineReason === null ? {} : { reason: authorization.declineReason }),
    ...(authorization.errorCode === null ? {} : { errorCode: authorization.errorCode }),
  };
  await completeAuthorization(tx, authorization, result, statusTime, now);
  return true;
}

/** Applies a due payout outcome (payoutSuccessful or payoutFailed) once, like authorizations. */
export async function settleDuePayout(tx: Queryable, executionId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ outcome: string; settle_at: Date }>(
    `SELECT outcome, settle_at FROM provider.payouts
     WHERE execution_id = $1 AND settled_at IS NULL AND settle_at <= $2
     FOR UPDATE`,
    [executionId, now.toISOString()],
  );
  const due = rows[0];
  if (!due) return false;
  await appendStatus(tx, executionId, due.outcome, new Date(due.settle_at));
  await tx.query('UPDATE provider.payouts SET settled_at = $2 WHERE execution_id = $1', [executionId, now.toISOString()]);
  await emitWebhookEvent(tx, due.outcome === 'payoutSuccessful' ? 'payout.succeeded' : 'payout.failed', executionId, now, { payoutStatus: due.outcome });
  return true;
}
