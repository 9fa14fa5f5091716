import type { Database, Queryable } from '../db';
import { findExecution, type ExecutionRow } from './executions';
import { executionLinks } from './links';
import type { Amount } from './routes/amount.schema';
import { settleDueAuthorization } from './settlement';

/** The "Payment execution record" of payment-client.md section 3, as the SDK polls it. */
export interface ExecutionRecord {
  id: string;
  merchantReference: string;
  status: { code: string; time: string }[];
  links: { self: string; execution: string; authorize: string };
  holderReference?: string;
  workflow: { code: 'payment' };
  amount: Amount;
  paymentMethod?: { network: string | null; bin: string; lastFour: string };
  errors?: { code: 'declined'; reason: { result: string } }[];
}

interface AuthorizationRow {
  outcome: string;
  decline_reason: string | null;
  network: string | null;
  bin: string;
  last_four: string;
  settled_at: Date | null;
}

async function buildRecord(tx: Queryable, providerOrigin: string, execution: ExecutionRow): Promise<ExecutionRecord> {
  const { id } = execution;
  const statuses = await tx.query<{ code: string; time: Date }>('SELECT code, time FROM provider.execution_statuses WHERE execution_id = $1 ORDER BY id', [id]);
  const authorizations = await tx.query<AuthorizationRow>(
    'SELECT outcome, decline_reason, network, bin, last_four, settled_at FROM provider.authorizations WHERE execution_id = $1',
    [id],
  );
  const authorization = authorizations.rows[0];
  const links = executionLinks(providerOrigin, id);
  const record: ExecutionRecord = {
    id,
    merchantReference: execution.merchantReference,
    status: statuses.rows.map((row) => ({ code: row.code, time: new Date(row.time).toISOString() })),
    links: { self: links.execution, execution: links.execution, authorize: links.authorize },
    ...(execution.holderReference === null ? {} : { holderReference: execution.holderReference }),
    workflow: { code: 'payment' },
    amount: execution.amount,
  };
  if (authorization) {
    record.paymentMethod = { network: authorization.network, bin: authorization.bin, lastFour: authorization.last_four };
    // The reason only shows once the outcome is applied, together with the status announcing it.
    if (authorization.settled_at !== null && authorization.outcome === 'authorizeFailed') {
      record.errors = [{ code: 'declined', reason: { result: authorization.decline_reason ?? 'Card declined' } }];
    }
  }
  return record;
}

/**
 * Reads the execution as of `now`, applying a due outcome first. The execution row stays locked
 * while it is read, so a reader never sees a status list and errors from different moments.
 */
export async function readExecutionRecord(db: Database, providerOrigin: string, id: string, now: Date): Promise<ExecutionRecord | null> {
  return db.transaction(async (tx) => {
    const execution = await findExecution(tx, id, true);
    if (!execution) return null;
    await settleDueAuthorization(tx, id, now);
    return buildRecord(tx, providerOrigin, execution);
  });
}
