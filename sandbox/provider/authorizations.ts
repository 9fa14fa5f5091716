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

/**
 * One authorize request and what became of it. An execution may hold several: each after the
 * one before it failed. The newest is the execution's current authorization.
 */
export interface AuthorizationRow {
  /** Increases with every request, so it orders an execution's authorizations. */
  id: string;
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
  /** When the merchant voided this successful authorization; it can never be captured then. */
  voidedAt: Date | null;
}

export type NewAuthorization = Omit<AuthorizationRow, 'id' | 'settledAt' | 'shopperOutcome' | 'voidedAt'>;

interface Row {
  // bigint arrives as a string from pg and as a number or bigint from PGlite.
  id: string | number | bigint;
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
  voided_at: Date | string | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function fromRow(row: Row): AuthorizationRow {
  return {
    id: String(row.id),
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
    voidedAt: date(row.voided_at),
  };
}

/** The execution's current authorization: the newest, the only one that can still change. */
export async function findLatestAuthorization(db: Queryable, executionId: string, forUpdate = false): Promise<AuthorizationRow | null> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM provider.authorizations WHERE execution_id = $1 ORDER BY id DESC LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
    [executionId],
  );
  const row = rows[0];
  return row ? fromRow(row) : null;
}

/** Every authorization of the execution, newest first. */
export async function listAuthorizations(db: Queryable, executionId: string): Promise<AuthorizationRow[]> {
  const { rows } = await db.query<Row>('SELECT * FROM provider.authorizations WHERE execution_id = $1 ORDER BY id DESC', [executionId]);
  return rows.map(fromRow);
}

/** A failed authorization is over for good; any other leaves no room for a new request. */
export function allowsNewAuthorization(authorization: AuthorizationRow): boolean {
  return authorization.settledAt !== null && authorization.outcome === 'authorizeFailed';
}

/**
 * Still waiting for the shopper (a challenge, a method's page, a PayPal approval): no money has
 * moved, so a new authorize request may replace it, as when the shopper leaves a challenge and
 * pays with another card.
 */
export function waitsForShopper(authorization: AuthorizationRow): boolean {
  return authorization.settledAt === null && authorization.pendingAction !== null;
}

/** Where the authorization stands, in the status codes the execution's list uses. */
export function authorizationStatus(authorization: AuthorizationRow): string {
  if (authorization.settledAt !== null && authorization.outcome !== null) return authorization.outcome;
  return authorization.pendingAction === null ? 'authorizeRequested' : 'authorizePending';
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

/** The slow test card: one more read has seen the request alone. */
export async function countReadBeforeSettle(tx: Queryable, authorizationId: string): Promise<void> {
  await tx.query('UPDATE provider.authorizations SET reads_before_settle = reads_before_settle - 1 WHERE id = $1', [authorizationId]);
}

export interface AuthorizationResult {
  outcome: AuthorizeResult;
  reason?: string;
  errorCode?: FailureCode;
  shopperOutcome?: ShopperOutcome;
}

/** Writes the outcome as applied at `now` (the status itself is appended by the caller). */
export async function markAuthorizationSettled(tx: Queryable, authorizationId: string, result: AuthorizationResult, now: Date): Promise<void> {
  await tx.query(
    `UPDATE provider.authorizations SET outcome = $2, decline_reason = $3, error_code = $4, shopper_outcome = COALESCE($5, shopper_outcome),
       decided_at = CASE WHEN $5::text IS NULL THEN decided_at ELSE $6::timestamptz END, settle_at = COALESCE(settle_at, $6::timestamptz), settled_at = $6::timestamptz
     WHERE id = $1`,
    [authorizationId, result.outcome, result.reason ?? null, result.outcome === 'authorizeFailed' ? (result.errorCode ?? 'declined') : null, result.shopperOutcome ?? null, now.toISOString()],
  );
}

/** Successful and settled: the only kind of authorization there is to void. */
export function isVoidable(authorization: AuthorizationRow): boolean {
  return authorization.settledAt !== null && authorization.outcome === 'authorizeSuccessful';
}

/** Voids the authorization once; returns when it was voided (the first time, if it already was). */
export async function voidAuthorization(tx: Queryable, authorizationId: string, now: Date): Promise<Date> {
  const { rows } = await tx.query<{ voided_at: Date | string }>(
    'UPDATE provider.authorizations SET voided_at = COALESCE(voided_at, $2::timestamptz) WHERE id = $1 RETURNING voided_at',
    [authorizationId, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error(`Authorization ${authorizationId} vanished while locked`);
  return new Date(row.voided_at);
}
