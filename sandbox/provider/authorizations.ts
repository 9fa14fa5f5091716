import type { Queryable } from '../db';

export type AuthorizeResult = 'authorizeSuccessful' | 'authorizeFailed';
export type FailureCode = 'declined' | 'cancelled';
/** What the shopper still has to do before the outcome is known. */
export type PendingAction = '3ds' | 'redirect' | 'popup' | 'confirm';
export type ShopperOutcome = 'approved' | 'declined' | 'cancelled';

export interface ReturnInfo {
  success?: string;
  cancel?: string;
  error?: string;
  pending?: string;
}

/** One authorize request (at most one per execution) and what became of it. */
export interface AuthorizationRow {
  executionId: string;
  paymentMethodCode: string;
  /** Null while the shopper still has to act. */
  outcome: AuthorizeResult | null;
  declineReason: string | null;
  errorCode: FailureCode | null;
  network: string | null;
  bin: string | null;
  lastFour: string | null;
  cardId: string | null;
  instrumentId: string | null;
  storeInstrument: boolean;
  pendingAction: PendingAction | null;
  actionParameters: Record<string, string> | null;
  returnInfo: ReturnInfo | null;
  readsBeforeSettle: number | null;
  shopperOutcome: ShopperOutcome | null;
  requestedAt: Date;
  settleAt: Date | null;
  settledAt: Date | null;
}

export type NewAuthorization = Omit<AuthorizationRow, 'settledAt' | 'shopperOutcome'>;

interface Row {
  execution_id: string;
  payment_method_code: string;
  outcome: AuthorizeResult | null;
  decline_reason: string | null;
  error_code: FailureCode | null;
  network: string | null;
  bin: string | null;
  last_four: string | null;
  card_id: string | null;
  instrument_id: string | null;
  store_instrument: boolean;
  pending_action: PendingAction | null;
  action_parameters: Record<string, string> | null;
  return_info: ReturnInfo | null;
  reads_before_settle: number | null;
  shopper_outcome: ShopperOutcome | null;
  requested_at: Date | string;
  settle_at: Date | string | null;
  settled_at: Date | string | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function fromRow(row: Row): AuthorizationRow {
  return {
    executionId: row.execution_id,
    paymentMethodCode: row.payment_method_code,
    outcome: row.outcome,
    declineReason: row.decline_reason,
    errorCode: row.error_code,
    network: row.network,
    bin: row.bin,
    lastFour: row.last_four,
    cardId: row.card_id,
    instrumentId: row.instrument_id,
    storeInstrument: row.store_instrument,
    pendingAction: row.pending_action,
    actionParameters: row.action_parameters,
    returnInfo: row.return_info,
    readsBeforeSettle: row.reads_before_settle,
    shopperOutcome: row.shopper_outcome,
    requestedAt: new Date(row.requested_at),
    settleAt: date(row.settle_at),
    settledAt: date(row.settled_at),
  };
}

export async function findAuthorization(db: Queryable, executionId: string, forUpdate = false): Promise<AuthorizationRow | null> {
  const { rows } = await db.query<Row>(`SELECT * FROM provider.authorizations WHERE execution_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [executionId]);
  const row = rows[0];
  return row ? fromRow(row) : null;
}

export async function insertAuthorization(tx: Queryable, authorization: NewAuthorization): Promise<void> {
  const a = authorization;
  await tx.query(
    `INSERT INTO provider.authorizations (execution_id, payment_method_code, outcome, decline_reason, error_code, network, bin, last_four, card_id,
       instrument_id, store_instrument, pending_action, action_parameters, return_info, reads_before_settle, requested_at, settle_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      a.executionId,
      a.paymentMethodCode,
      a.outcome,
      a.declineReason,
      a.errorCode,
      a.network,
      a.bin,
      a.lastFour,
      a.cardId,
      a.instrumentId,
      a.storeInstrument,
      a.pendingAction,
      a.actionParameters === null ? null : JSON.stringify(a.actionParameters),
      a.returnInfo === null ? null : JSON.stringify(a.returnInfo),
      a.readsBeforeSettle,
      a.requestedAt.toISOString(),
      a.settleAt?.toISOString() ?? null,
    ],
  );
}

export interface AuthorizationResult {
  outcome: AuthorizeResult;
  reason?: string;
  errorCode?: FailureCode;
  shopperOutcome?: ShopperOutcome;
}

/** Writes the outcome as applied at `now` (the status itself is appended by the caller). */
export async function markAuthorizationSettled(tx: Queryable, executionId: string, result: AuthorizationResult, now: Date): Promise<void> {
  await tx.query(
    `UPDATE provider.authorizations SET outcome = $2, decline_reason = $3, error_code = $4, shopper_outcome = COALESCE($5, shopper_outcome),
       decided_at = CASE WHEN $5::text IS NULL THEN decided_at ELSE $6::timestamptz END, settle_at = COALESCE(settle_at, $6::timestamptz), settled_at = $6::timestamptz
     WHERE execution_id = $1`,
    [executionId, result.outcome, result.reason ?? null, result.outcome === 'authorizeFailed' ? (result.errorCode ?? 'declined') : null, result.shopperOutcome ?? null, now.toISOString()],
  );
}
