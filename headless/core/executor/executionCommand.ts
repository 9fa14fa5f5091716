import type { ProviderClient } from '../api/providerClient';
import { createIdempotencyKey } from '../api/idempotencyKey';
import { PaymentClientError } from '../errors/PaymentClientError';
import type { PollingPolicy } from './constants';
import { commandAnswerSchema, executionRecordSchema } from './executionRecord';
import { findFinalState, pollExecution, type PollResult } from './pollExecution';

export interface ExecutionCommandOptions {
  client: ProviderClient;
  /** The command's link: `links.authorize` or `links.payout`. */
  url: string;
  /** The session's execution link, read to reconcile a command whose outcome is unknown. */
  executionUrl: string;
  body: unknown;
  /** The status the command adds to the execution, e.g. payoutRequested. */
  requestCode: string;
  signal?: AbortSignal;
}

export interface RunExecutionCommandOptions extends ExecutionCommandOptions {
  /** The states that answer the command (e.g. payoutSuccessful, payoutFailed). */
  finalCodes: readonly string[];
  sleep?: (ms: number) => Promise<void>;
  polling?: PollingPolicy;
}

/** Attempts at a command whose answer was lost, each preceded by reading the execution. */
const MAX_COMMAND_ATTEMPTS = 3;

function outcomeUnknown(error: unknown): boolean {
  return error instanceof PaymentClientError && (error.code === 'NETWORK_ERROR' || (error.status ?? 0) >= 500);
}

async function requestAlreadyRecorded(options: ExecutionCommandOptions): Promise<boolean> {
  try {
    const record = executionRecordSchema.parse(await options.client.request({ method: 'GET', url: options.executionUrl }));
    return findFinalState(record, options.requestCode, []).requestSeen;
  } catch {
    return false;
  }
}

/**
 * Sends a command that moves money (authorize, payout) once, and answers the execution link
 * to poll. A lost answer (connection error or 5xx) is reconciled by reading the execution and
 * only re-sent, under the same idempotency key, when the provider never saw it (SECURITY.md
 * items 11 and 12).
 */
async function sendExecutionCommand(options: ExecutionCommandOptions): Promise<string> {
  const idempotencyKey = createIdempotencyKey();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = commandAnswerSchema.parse(
        await options.client.request({ method: 'POST', url: options.url, body: options.body, idempotencyKey, retry: false, signal: options.signal }),
      );
      return answer.links.execution;
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      if (await requestAlreadyRecorded(options)) return options.executionUrl;
      if (attempt >= MAX_COMMAND_ATTEMPTS) throw error;
    }
  }
}

/**
 * Sends the command once, then polls the execution link it answers until one of `finalCodes`
 * follows the command's own request (sections 4 and 9).
 */
export async function runExecutionCommand(options: RunExecutionCommandOptions): Promise<PollResult> {
  const executionUrl = await sendExecutionCommand(options);
  return pollExecution({ ...options, executionUrl });
}
