import type { ProviderClient } from '../api/providerClient';
import { wait } from '../api/retryPolicy';
import { PaymentClientError } from '../errors/PaymentClientError';
import { POLLING, type PollingPolicy } from './constants';
import { executionRecordSchema, type ExecutionRecord } from './executionRecord';
import { createTranslator, type Translate } from '../i18n/translate';

export interface PollExecutionOptions {
  client: ProviderClient;
  executionUrl: string;
  /** The status our request adds, e.g. authorizeRequested. */
  requestCode: string;
  finalCodes: readonly string[];
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  polling?: PollingPolicy;
  /**
   * Whether the shopper has left (closed the method's popup, say): the next poll is the last,
   * and without a final state it ends as USER_CANCELLED.
   */
  abandoned?: () => boolean;
  /** The page's translator: a cancelled payment is told in the shopper's language. English without one. */
  translate?: Translate;
}

export interface PollResult {
  record: ExecutionRecord;
  finalCode: string;
}

/** The final state after the last occurrence of our request, if the record has one yet. */
export function findFinalState(record: ExecutionRecord, requestCode: string, finalCodes: readonly string[]) {
  const requestIndex = record.status.findLastIndex((status) => status.code === requestCode);
  if (requestIndex < 0) return { requestSeen: false, finalCode: undefined };
  const final = record.status.slice(requestIndex + 1).find((status) => finalCodes.includes(status.code));
  return { requestSeen: true, finalCode: final?.code };
}

/**
 * Polls the execution link until a final state newer than the request appears
 * (PC-POLL-2, PC-POLL-3), with the constants of PC-POLL-4.
 */
export async function pollExecution(options: PollExecutionOptions): Promise<PollResult> {
  const polling = options.polling ?? POLLING;
  const sleep = options.sleep ?? wait;
  let attempts = 0;
  let unseenRequestPolls = 0;
  let lastError: unknown;
  const cancelled = () => new PaymentClientError('USER_CANCELLED', (options.translate ?? createTranslator('en'))('error.userCancelled'));

  await sleep(polling.initialDelayMs);
  while (attempts < polling.maxAttempts) {
    if (options.signal?.aborted) throw cancelled();
    const lastLook = options.abandoned?.() ?? false;
    try {
      const raw = await options.client.request<unknown>({ method: 'GET', url: options.executionUrl, signal: options.signal });
      const record = executionRecordSchema.parse(raw);
      attempts += 1;
      const { requestSeen, finalCode } = findFinalState(record, options.requestCode, options.finalCodes);
      if (finalCode) return { record, finalCode };
      if (lastLook) throw cancelled();
      if (!requestSeen) {
        unseenRequestPolls += 1;
        if (unseenRequestPolls > polling.maxRequestRetries) {
          throw new PaymentClientError('UNKNOWN_ERROR', `The ${options.requestCode} request never appeared on the execution`);
        }
      }
    } catch (error) {
      if (error instanceof PaymentClientError && (error.code === 'UNKNOWN_ERROR' || error.code === 'SESSION_EXPIRED' || error.code === 'API_UNAUTHORIZED' || error.code === 'USER_CANCELLED')) {
        throw error;
      }
      lastError = error;
      attempts += polling.errorCountMultiplier;
    }
    if (attempts < polling.maxAttempts) await sleep(polling.intervalMs);
  }
  throw PaymentClientError.from(lastError, 'UNKNOWN_ERROR', 'No final state before polling ran out');
}
