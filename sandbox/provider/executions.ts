import type { Queryable } from '../db';
import { newId } from '../db/ids';
import type { PaymentMethodCode } from './paymentMethods';
import type { Amount } from './routes/amount.schema';

/**
 * What the execution is for. A payout execution is created only by the merchant's server (a
 * payout session or a merchant-key payout) with its amount and stored card fixed there.
 */
export type ExecutionKind = 'payment' | 'payout';

export interface ExecutionRow {
  id: string;
  merchantReference: string;
  holderReference: string | null;
  holderId: string;
  amount: Amount;
  vaultId: string;
  allowedOrigins: string[];
  /** Methods the session offers, in its order. */
  paymentMethods: PaymentMethodCode[];
  kind: ExecutionKind;
  /** The stored card a payout execution pays out to; null for payments. */
  payoutInstrumentId: string | null;
}

export interface NewExecution extends Omit<ExecutionRow, 'payoutInstrumentId' | 'kind'> {
  executionFaults: readonly number[];
  kind?: ExecutionKind;
  payoutInstrumentId?: string;
}

interface Row {
  id: string;
  merchant_reference: string;
  holder_reference: string | null;
  holder_id: string;
  amount_value: string | number;
  amount_currency: string;
  vault_id: string;
  allowed_origins: string[];
  payment_methods: PaymentMethodCode[];
  kind: ExecutionKind;
  payout_instrument_id: string | null;
}

export async function insertExecution(tx: Queryable, execution: NewExecution, now: Date): Promise<void> {
  const e = execution;
  await tx.query(
    `INSERT INTO provider.executions (id, merchant_reference, holder_reference, holder_id, amount_value, amount_currency, vault_id, allowed_origins,
       payment_methods, execution_faults, kind, payout_instrument_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      e.id,
      e.merchantReference,
      e.holderReference,
      e.holderId,
      e.amount.value,
      e.amount.currency,
      e.vaultId,
      JSON.stringify(e.allowedOrigins),
      JSON.stringify(e.paymentMethods),
      JSON.stringify(e.executionFaults),
      e.kind ?? 'payment',
      e.payoutInstrumentId ?? null,
      now.toISOString(),
    ],
  );
}

/**
 * An execution the merchant's server opens itself (a payout, or a charge of a stored card): no
 * browser takes part, so no vault session is opened (its vault id names nothing) and no origin
 * may frame it. Returns the new execution's id.
 */
export async function insertServerExecution(
  tx: Queryable,
  execution: Omit<NewExecution, 'id' | 'vaultId' | 'allowedOrigins' | 'executionFaults'>,
  now: Date,
): Promise<string> {
  const id = newId('exe');
  await insertExecution(tx, { ...execution, id, vaultId: newId('vlt'), allowedOrigins: [], executionFaults: [] }, now);
  return id;
}

/** `forUpdate` locks the row for the rest of the transaction (read-then-write). */
export async function findExecution(db: Queryable, id: string, forUpdate = false): Promise<ExecutionRow | null> {
  const { rows } = await db.query<Row>(
    `SELECT id, merchant_reference, holder_reference, holder_id, amount_value, amount_currency, vault_id, allowed_origins, payment_methods,
       kind, payout_instrument_id
     FROM provider.executions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    merchantReference: row.merchant_reference,
    holderReference: row.holder_reference,
    holderId: row.holder_id,
    // bigint arrives as a string from pg and as a number or bigint from PGlite.
    amount: { value: Number(row.amount_value), currency: row.amount_currency },
    vaultId: row.vault_id,
    allowedOrigins: row.allowed_origins,
    paymentMethods: row.payment_methods,
    kind: row.kind,
    payoutInstrumentId: row.payout_instrument_id,
  };
}

export async function appendStatus(db: Queryable, executionId: string, code: string, time: Date): Promise<void> {
  await db.query('INSERT INTO provider.execution_statuses (execution_id, code, time) VALUES ($1, $2, $3)', [executionId, code, time.toISOString()]);
}
