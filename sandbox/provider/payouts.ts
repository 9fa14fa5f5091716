import type { Queryable } from '../db';
import type { Amount } from './routes/amount.schema';

export type PayoutResult = 'payoutSuccessful' | 'payoutFailed';

/** One payout request (at most one per execution) to a stored card of the holder. */
export interface PayoutRow {
  executionId: string;
  instrumentId: string;
  amount: Amount;
  outcome: PayoutResult;
  declineReason: string | null;
  requestedAt: Date;
  settleAt: Date;
  settledAt: Date | null;
}

interface Row {
  execution_id: string;
  instrument_id: string;
  amount_value: string | number;
  amount_currency: string;
  outcome: PayoutResult;
  decline_reason: string | null;
  requested_at: Date | string;
  settle_at: Date | string;
  settled_at: Date | string | null;
}

export async function findPayout(db: Queryable, executionId: string): Promise<PayoutRow | null> {
  const { rows } = await db.query<Row>('SELECT * FROM provider.payouts WHERE execution_id = $1', [executionId]);
  const row = rows[0];
  if (!row) return null;
  return {
    executionId: row.execution_id,
    instrumentId: row.instrument_id,
    amount: { value: Number(row.amount_value), currency: row.amount_currency },
    outcome: row.outcome,
    declineReason: row.decline_reason,
    requestedAt: new Date(row.requested_at),
    settleAt: new Date(row.settle_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

export async function insertPayout(tx: Queryable, payout: Omit<PayoutRow, 'settledAt'>): Promise<void> {
  await tx.query(
    `INSERT INTO provider.payouts (execution_id, instrument_id, amount_value, amount_currency, outcome, decline_reason, requested_at, settle_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      payout.executionId,
      payout.instrumentId,
      payout.amount.value,
      payout.amount.currency,
      payout.outcome,
      payout.declineReason,
      payout.requestedAt.toISOString(),
      payout.settleAt.toISOString(),
    ],
  );
}
