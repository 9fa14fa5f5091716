import { PaymentClientError } from '../errors/PaymentClientError';
import { EXECUTION_STATUS, PLAIN_REDIRECT_TIMEOUT_MS, REDIRECT_POLLING, redirectPollCount } from '../executor/constants';
import { failureReason } from '../executor/executionRecord';
import { SESSION_CODES, type PendingFlow } from './paymentRunner';
import { pollAfterPending } from './pollAfterPending';

/**
 * Polling redirect methods (pix, modo): the provider's page opens in the popup opened in
 * the click handler, and the execution is polled every 2000 ms for the method's poll count;
 * at the timeout the popup closes with a failure. A shopper who closes the popup has left:
 * one last poll, and without a result the payment ends as cancelled.
 */
export const pollingPopupFlow: PendingFlow = async (context, { record, href, popup, methodCode, signal }) => {
  if (!popup) throw new PaymentClientError('UNKNOWN_ERROR', context.translate('error.redirectTimedOut'));
  popup.navigate(href);
  context.dispatch({ type: 'popupOpened', executionId: record.id, href });
  const timeoutMs = context.timeouts.redirectPollingMs?.[methodCode] ?? REDIRECT_POLLING.timeoutMs[methodCode] ?? REDIRECT_POLLING.timeoutMs.pix!;
  const polls = redirectPollCount(timeoutMs);
  const polling = { intervalMs: REDIRECT_POLLING.intervalMs, initialDelayMs: REDIRECT_POLLING.intervalMs, maxAttempts: polls, errorCountMultiplier: 1, maxRequestRetries: polls };
  try {
    const after = await pollAfterPending(context, record, signal, polling, () => popup.closed);
    if (after.finalCode === EXECUTION_STATUS.authorizeSuccessful) context.succeed(after.record);
    else context.fail(new PaymentClientError('AUTHORIZATION_ERROR', failureReason(after.record) ?? context.translate('error.authorizationFailed')));
  } catch (error) {
    if (signal.aborted || (error instanceof PaymentClientError && error.code === 'USER_CANCELLED')) throw context.cancelled();
    if (error instanceof PaymentClientError && SESSION_CODES.includes(error.code)) throw error;
    // Polling ran out: the method's time is up.
    throw new PaymentClientError('AUTHORIZATION_ERROR', context.translate('error.paymentTimedOut'), { cause: error });
  } finally {
    popup.close();
  }
};

/** A plain redirect: the page navigates to the provider; still being here after 30000 ms is a failure. */
export const plainRedirectFlow: PendingFlow = async (context, { record, href, signal }) => {
  context.dispatch({ type: 'redirectRequired', executionId: record.id, href });
  context.windows.navigate(href);
  await context.sleep(context.timeouts.plainRedirectMs ?? PLAIN_REDIRECT_TIMEOUT_MS);
  if (!signal.aborted) throw new PaymentClientError('UNKNOWN_ERROR', context.translate('error.redirectTimedOut'));
};

export const REDIRECT_FLOWS = { popup: pollingPopupFlow, redirect: plainRedirectFlow } as const;

/** The flows of a page the shopper leaves for: a provider's popup, or the whole page. */
export type RedirectFlows = Record<keyof typeof REDIRECT_FLOWS, PendingFlow>;
