import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

/**
 * Card testing: after this many failed authorizations an execution takes no more authorize
 * requests, whatever card comes next. The shopper starts a new checkout instead.
 */
export const MAX_FAILED_AUTHORIZATIONS = 5;

export async function countFailedAuthorizations(db: Queryable, executionId: string): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>(
    `SELECT count(*)::int AS count FROM provider.authorizations
     WHERE execution_id = $1 AND outcome = 'authorizeFailed' AND settled_at IS NOT NULL`,
    [executionId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Refuses an authorize request on an execution that has used up its failed attempts. */
export async function refuseBlockedExecution(db: Queryable, executionId: string): Promise<void> {
  if ((await countFailedAuthorizations(db, executionId)) < MAX_FAILED_AUTHORIZATIONS) return;
  throw new ApiError(
    403,
    'EXECUTION_BLOCKED',
    `This execution is blocked after ${MAX_FAILED_AUTHORIZATIONS} failed authorizations (the limit per execution): start a new payment session`,
  );
}
