import type { Database, Queryable } from '../db';
import { findLatestAuthorization, type AuthorizationResult, type AuthorizationRow, type ShopperOutcome } from './authorizations';
import { findExecution, type ExecutionRow } from './executions';
import type { RedirectMethodCode } from './paymentMethods';
import { completeAuthorization } from './settlement';
import { REDIRECT_DECLINED_REASON, THREE_DS_DECLINED_REASON, USER_CANCELLED_REASON } from './testOutcomes';

/** A step the shopper completes on a provider page: the 3-D Secure challenge or a method's page. */
export type ShopperStep = { kind: '3ds' } | { kind: 'method'; code: RedirectMethodCode };

export interface ShopperStepState {
  execution: ExecutionRow;
  authorization: AuthorizationRow;
}

function isStepOf(authorization: AuthorizationRow, step: ShopperStep): boolean {
  if (step.kind === '3ds') return authorization.pendingAction === '3ds';
  return authorization.paymentMethodCode === step.code && (authorization.pendingAction === 'redirect' || authorization.pendingAction === 'popup');
}

async function findStep(db: Queryable, executionId: string, step: ShopperStep, forUpdate: boolean): Promise<ShopperStepState | null> {
  const execution = await findExecution(db, executionId, forUpdate);
  if (!execution) return null;
  const authorization = await findLatestAuthorization(db, executionId, forUpdate);
  return authorization && isStepOf(authorization, step) ? { execution, authorization } : null;
}

/**
 * The execution whose current (latest) authorization waits for, or is done with, this step; null
 * when that authorization has no such step.
 */
export function readShopperStep(db: Queryable, executionId: string, step: ShopperStep): Promise<ShopperStepState | null> {
  return findStep(db, executionId, step, false);
}

function resultOf(step: ShopperStep, outcome: ShopperOutcome): AuthorizationResult {
  switch (outcome) {
    case 'approved':
      return { outcome: 'authorizeSuccessful', shopperOutcome: outcome };
    case 'declined':
      return { outcome: 'authorizeFailed', reason: step.kind === '3ds' ? THREE_DS_DECLINED_REASON : REDIRECT_DECLINED_REASON, errorCode: 'declined', shopperOutcome: outcome };
    case 'cancelled':
      return { outcome: 'authorizeFailed', reason: USER_CANCELLED_REASON, errorCode: 'cancelled', shopperOutcome: outcome };
  }
}

/**
 * Records the shopper's choice and settles the authorization `authorizationId` (the one whose
 * page the shopper answered) at once. The first choice wins: a second submission (double click,
 * reload), or one for an authorization the execution has since replaced, leaves it as it is and
 * answers the state.
 */
export function decideShopperStep(
  db: Database,
  executionId: string,
  step: ShopperStep,
  authorizationId: string,
  outcome: ShopperOutcome,
  now: Date,
): Promise<ShopperStepState | null> {
  return db.transaction(async (tx) => {
    const state = await findStep(tx, executionId, step, true);
    if (!state || state.authorization.id !== authorizationId || state.authorization.shopperOutcome !== null) return state;
    await completeAuthorization(tx, state.authorization, resultOf(step, outcome), now, now);
    return findStep(tx, executionId, step, false);
  });
}
