import type { ProviderClient } from '../api/providerClient';
import { createIdempotencyKey } from '../api/idempotencyKey';
import { PaymentClientError } from '../errors/PaymentClientError';
import { AUTHORIZE_FINAL_STATES, EXECUTION_STATUS, POLLING, type PollingPolicy } from './constants';
import { authorizeAnswerSchema, executionRecordSchema, failureReason, type ExecutionRecord } from './executionRecord';
import { findFinalState, pollExecution } from './pollExecution';

export type AuthorizationOutcome =
  | { type: 'success'; execution: ExecutionRecord }
  | { type: 'pending'; execution: ExecutionRecord }
  | { type: 'failure'; execution: ExecutionRecord; reason: string | undefined };

export interface AuthorizeOptions {
  client: ProviderClient;
  authorizeUrl: string;
  /** The session's execution link, read to reconcile an authorize whose outcome is unknown. */
  executionUrl: string;
  body: unknown;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  polling?: PollingPolicy;
}

/** Attempts at an authorize whose answer was lost, each preceded by reading the execution. */
const MAX_AUTHORIZE_ATTEMPTS = 3;

function outcomeUnknown(error: unknown): boolean {
  return error instanceof PaymentClientError && (error.code === 'NETWORK_ERROR' || (error.status ?? 0) >= 500);
}

async function requestAlreadyRecorded(options: AuthorizeOptions): Promise<boolean> {
  try {
    const record = executionRecordSchema.parse(await options.client.request({ method: 'GET', url: options.executionUrl }));
    return findFinalState(record, EXECUTION_STATUS.authorizeRequested, AUTHORIZE_FINAL_STATES).requestSeen;
  } catch {
    return false;
  }
}

/**
 * Sends the authorize request once, then follows `links.execution` until a final state.
 * A lost answer (connection error or 5xx) is reconciled by reading the execution, and
 * only re-sent, under the same idempotency key, when the provider never saw it.
 */
export async function authorize(options: AuthorizeOptions): Promise<AuthorizationOutcome> {
  const idempotencyKey = createIdempotencyKey();
  let executionUrl = options.executionUrl;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = authorizeAnswerSchema.parse(
        await options.client.request({
          method: 'POST',
          url: options.authorizeUrl,
          body: options.body,
          idempotencyKey,
          retry: false,
          signal: options.signal,
        }),
      );
      executionUrl = answer.links.execution;
      break;
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      if (await requestAlreadyRecorded(options)) break;
      if (attempt >= MAX_AUTHORIZE_ATTEMPTS) throw error;
    }
  }

  const { record, finalCode } = await pollExecution({
    client: options.client,
    executionUrl,
    requestCode: EXECUTION_STATUS.authorizeRequested,
    finalCodes: AUTHORIZE_FINAL_STATES,
    sleep: options.sleep,
    signal: options.signal,
    polling: options.polling,
  });
  if (finalCode === EXECUTION_STATUS.authorizeSuccessful) return { type: 'success', execution: record };
  if (finalCode === EXECUTION_STATUS.authorizePending) return { type: 'pending', execution: record };
  return { type: 'failure', execution: record, reason: failureReason(record) };
}
