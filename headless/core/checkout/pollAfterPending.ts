import { EXECUTION_STATUS, POLLING, type PollingPolicy } from '../executor/constants';
import type { ExecutionRecord } from '../executor/executionRecord';
import { pollExecution } from '../executor/pollExecution';
import type { FlowContext } from './paymentRunner';

/**
 * Polls for the result that follows the pending state (after a challenge or a provider's page),
 * at the execution the authorize answer named. Only the pending flows use it, so the script tag
 * loads it with them. `abandoned`: whether the shopper has left the page the result depends on
 * (see pollExecution).
 */
export function pollAfterPending(context: FlowContext, record: ExecutionRecord, signal: AbortSignal, polling: PollingPolicy = POLLING, abandoned?: () => boolean) {
  const { client, sleep, translate } = context;
  const executionUrl = typeof record.links?.execution === 'string' ? record.links.execution : client.session.links.execution;
  return pollExecution({
    client: client.api,
    executionUrl,
    requestCode: EXECUTION_STATUS.authorizePending,
    finalCodes: [EXECUTION_STATUS.authorizeSuccessful, EXECUTION_STATUS.authorizeFailed],
    sleep,
    signal,
    polling,
    translate,
    ...(abandoned ? { abandoned } : {}),
  });
}
