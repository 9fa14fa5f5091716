import { PaymentClientError } from '../errors/PaymentClientError';
import { EXECUTION_STATUS, THREE_DS_REPOLLING } from '../executor/constants';
import { waitForChallengeReport } from './challengeReport';
import { challengeFrameWindow } from './challengeFrame';
import { pollAfterPending } from './pollAfterPending';
import type { PendingFlow } from './paymentRunner';

/**
 * 3-D Secure (PC-3DS-1, PC-3DS-2, SEC-15): the challenge shows in the page's frame, or in the popup opened
 * in the click handler; after the challenge page reports back the execution is polled
 * again. Cancel is a USER_CANCELLED failure.
 */
export const threeDSecureFlow: PendingFlow = async (context, { record, href, popup, signal }) => {
  popup?.navigate(href);
  context.dispatch({ type: 'challengeRequired', executionId: record.id, href, presentation: popup ? 'popup' : 'frame' });
  // Only the challenge's own window may report: the popup, or else the in-page frame showing it.
  const source = popup ? () => popup.window : () => (context.windows.challengeFrame ? context.windows.challengeFrame(href) : challengeFrameWindow(window, href));
  const request = { href, executionId: record.id, source, closed: popup ? () => popup.closed : undefined, signal };
  const outcome = await (context.windows.waitForChallenge ? context.windows.waitForChallenge(request) : waitForChallengeReport(window, request));
  popup?.close();
  if (outcome === 'cancelled') throw context.cancelled();
  context.dispatch({ type: 'challengeCompleted' });
  const after = await pollAfterPending(context, record, signal, THREE_DS_REPOLLING);
  if (after.finalCode === EXECUTION_STATUS.authorizeSuccessful) context.succeed(after.record);
  else context.fail(new PaymentClientError('AUTHORIZATION_ERROR', context.translate('error.failedAfterChallenge')));
};
