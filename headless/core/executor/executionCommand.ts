import type { ProviderClient } from '../api/providerClient';
import { createIdempotencyKey } from '../api/idempotencyKey';
import { DEFAULT_RETRY_POLICY, isRetryable, retryDelayMs, wait, type AttemptFailure } from '../api/retryPolicy';
import { PaymentClientError } from '../errors/PaymentClientError';
import type { Translate } from '../i18n/translate';
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
  /** Waits between attempts and between polls. */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** The states that answer the command (e.g. payoutSuccessful, payoutFailed). */
  finalCodes: readonly string[];
  polling?: PollingPolicy;
  /** Called once the provider has taken the command: from then on it must not be sent anew. */
  onSent?: () => void;
  /** The page's translator, for the messages the shopper may see. */
  translate?: Translate;
}

/** What the retry policy sees in a failed provider call; nothing for errors of our own. */
function failureOf(error: unknown): AttemptFailure | undefined {
  if (!(error instanceof PaymentClientError)) return undefined;
  if (error.code === 'NETWORK_ERROR') return { kind: 'connection' };
  return error.status ? { kind: 'status', status: error.status } : undefined;
}

/**
 * Whether the execution already holds the request to follow. After a lost answer only one still
 * in progress counts: an answered one may be an earlier attempt's (a declined card), and
 * re-sending under the same key is safe, as the provider replays what it did with ours.
 */
async function requestAlreadyRecorded(options: ExecutionCommandOptions, conflict: boolean): Promise<boolean> {
  try {
    const record = executionRecordSchema.parse(await options.client.request({ method: 'GET', url: options.executionUrl }));
    const { requestSeen, finalCode } = findFinalState(record, options.requestCode, options.finalCodes);
    return requestSeen && (conflict || !finalCode);
  } catch {
    return false;
  }
}

/**
 * Sends a command that moves money (authorize, payout) and answers the execution link to poll.
 * A lost answer (connection error, 5xx) or a 409 (the execution already has such a request) is
 * reconciled by reading the execution; the command is re-sent, under the same idempotency key
 * and after the provider client's back-off, only while the provider shows no such request.
 * A 429 backs off and re-sends (SEC-11, SEC-12).
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
      const failure = failureOf(error);
      if (!failure || !isRetryable(failure)) throw error;
      // A 429 was refused before it was read, so there is nothing to reconcile.
      const conflict = failure.kind === 'status' && failure.status === 409;
      if ((failure.kind === 'connection' || failure.status !== 429) && (await requestAlreadyRecorded(options, conflict))) return options.executionUrl;
      if (attempt >= DEFAULT_RETRY_POLICY.maxAttempts) throw error;
      await (options.sleep ?? wait)(retryDelayMs(DEFAULT_RETRY_POLICY, attempt, failure));
    }
  }
}

/**
 * Sends the command, then polls the execution link it answers until one of `finalCodes`
 * follows the command's own request (PC-POLL-2, PC-POLL-4).
 */
export async function runExecutionCommand(options: ExecutionCommandOptions): Promise<PollResult> {
  const executionUrl = await sendExecutionCommand(options);
  options.onSent?.();
  return pollExecution({ ...options, executionUrl });
}
