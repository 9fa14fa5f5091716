import type { Database } from '../db';
import { ApiError } from '../http/errors';

/** Statuses a session may ask the execution link to answer first (`simulate.executionFaults`). */
export const EXECUTION_FAULT_STATUSES = [500, 429, 503] as const;
export type ExecutionFault = (typeof EXECUTION_FAULT_STATUSES)[number];

const FAULT_ERRORS: Record<ExecutionFault, { errorCode: string; message: string }> = {
  500: { errorCode: 'INTERNAL_ERROR', message: 'Simulated server error (simulate.executionFaults)' },
  429: { errorCode: 'TOO_MANY_REQUESTS', message: 'Simulated rate limit (simulate.executionFaults): retry later' },
  503: { errorCode: 'SERVICE_UNAVAILABLE', message: 'Simulated outage (simulate.executionFaults): retry later' },
};

export class SimulatedFault extends ApiError {
  constructor(readonly fault: ExecutionFault) {
    super(fault, FAULT_ERRORS[fault].errorCode, FAULT_ERRORS[fault].message);
  }
}

/**
 * Takes the next simulated fault of the execution, if any, in its own transaction: the fault is
 * consumed even though the answer is an error.
 */
export async function takeExecutionFault(db: Database, executionId: string): Promise<ExecutionFault | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ execution_faults: ExecutionFault[] }>('SELECT execution_faults FROM provider.executions WHERE id = $1 FOR UPDATE', [
      executionId,
    ]);
    const [next, ...rest] = rows[0]?.execution_faults ?? [];
    if (next === undefined) return null;
    await tx.query('UPDATE provider.executions SET execution_faults = $2 WHERE id = $1', [executionId, JSON.stringify(rest)]);
    return next;
  });
}
