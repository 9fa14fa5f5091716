import type { Queryable } from '../db';
import { appendStatus } from './executions';

/**
 * Applies a due authorization outcome: appends authorizeSuccessful or authorizeFailed once
 * `settle_at` has passed. The row lock plus the `settled_at IS NULL` re-check make concurrent
 * readers apply it exactly once. Call inside a transaction; returns whether this call applied it.
 */
export async function settleDueAuthorization(tx: Queryable, executionId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ outcome: string; settle_at: Date }>(
    `SELECT outcome, settle_at FROM provider.authorizations
     WHERE execution_id = $1 AND settled_at IS NULL AND settle_at <= $2
     FOR UPDATE`,
    [executionId, now.toISOString()],
  );
  const due = rows[0];
  if (!due) return false;
  await appendStatus(tx, executionId, due.outcome, new Date(due.settle_at));
  await tx.query('UPDATE provider.authorizations SET settled_at = $2 WHERE execution_id = $1', [executionId, now.toISOString()]);
  return true;
}
