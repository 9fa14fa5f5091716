import type { Queryable } from '../db';
import { newId } from '../db/ids';
import type { Amount } from './routes/amount.schema';

export type MoneyMovementKind = 'capture' | 'refund';

/** Money moved after an authorization: a capture takes it, a refund gives captured money back. */
export interface MoneyMovement {
  id: string;
  executionId: string;
  authorizationId: string;
  kind: MoneyMovementKind;
  amount: Amount;
  reason: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  execution_id: string;
  authorization_id: string | number | bigint;
  kind: MoneyMovementKind;
  amount_value: string | number;
  amount_currency: string;
  reason: string | null;
  created_at: Date | string;
}

/** The execution's captures and refunds, oldest first. */
export async function listMoneyMovements(db: Queryable, executionId: string): Promise<MoneyMovement[]> {
  const { rows } = await db.query<Row>('SELECT * FROM provider.money_movements WHERE execution_id = $1 ORDER BY created_at, id', [executionId]);
  return rows.map((row) => ({
    id: row.id,
    executionId: row.execution_id,
    authorizationId: String(row.authorization_id),
    kind: row.kind,
    // bigint arrives as a string from pg and as a number or bigint from PGlite.
    amount: { value: Number(row.amount_value), currency: row.amount_currency },
    reason: row.reason,
    createdAt: new Date(row.created_at),
  }));
}

export function totalOf(movements: readonly MoneyMovement[], kind: MoneyMovementKind): number {
  return movements.filter((movement) => movement.kind === kind).reduce((sum, movement) => sum + movement.amount.value, 0);
}

export async function insertMoneyMovement(
  tx: Queryable,
  movement: Omit<MoneyMovement, 'id' | 'createdAt'>,
  now: Date,
): Promise<MoneyMovement> {
  const id = newId('mov');
  await tx.query(
    `INSERT INTO provider.money_movements (id, execution_id, authorization_id, kind, amount_value, amount_currency, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, movement.executionId, movement.authorizationId, movement.kind, movement.amount.value, movement.amount.currency, movement.reason, now.toISOString()],
  );
  return { ...movement, id, createdAt: now };
}
