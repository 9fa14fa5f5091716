import type { PaymentClient } from '../client/createPaymentClient';
import { EXECUTION_STATUS, THREE_DS_REPOLLING } from '../executor/constants';
import { failureReason } from '../executor/executionRecord';
import { pollExecution } from '../executor/pollExecution';
import { forgetReturnedExecution, type ReturnPage } from './challengeWindow';
import type { RunnerSteps } from './paymentRunner';

/** Reports how the payment the page came back to ended (see `resumePayment`). */
export type ResumePayment = (client: PaymentClient, steps: RunnerSteps, page?: ReturnPage) => Promise<void>;

/**
 * Back on the page from a full-page challenge or a provider's page: polls the session's
 * execution for its result, as after a challenge in the page, and reports it through the
 * runner's steps, as if the page had never left; then takes `executionId` off the page's address,
 * so a reload or a shared link does not report it again. Few pages need it: the script tag loads
 * it with the challenge's script.
 */
export const resumePayment: ResumePayment = async (client, steps, page) => {
  // Begun after the mounting turn: React StrictMode's unmount-and-mount in that turn must not cancel it.
  await Promise.resolve();
  const signal = steps.begin();
  if (!signal) return;
  try {
    const after = await pollExecution({
      client: client.api,
      executionUrl: client.session.links.execution,
      requestCode: EXECUTION_STATUS.authorizePending,
      finalCodes: [EXECUTION_STATUS.authorizeSuccessful, EXECUTION_STATUS.authorizeFailed],
      signal,
      polling: THREE_DS_REPOLLING,
      // A cancelled poll's message in the page's language, as after a challenge in the page.
      translate: client.translate,
    });
    const execution = after.record;
    const outcome = after.finalCode === EXECUTION_STATUS.authorizeSuccessful ? { type: 'success' as const, execution } : { type: 'failure' as const, execution, reason: failureReason(execution) };
    await steps.settle(outcome, { paymentMethodCode: 'card' }, signal);
  } catch (error) {
    steps.fail(error, signal);
  } finally {
    steps.end(signal);
    forgetReturnedExecution(page);
  }
};
