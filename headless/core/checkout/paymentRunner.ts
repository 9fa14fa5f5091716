import type { PaymentClient } from '../client/createPaymentClient';
import { PaymentClientError } from '../errors/PaymentClientError';
import { authorize, type AuthorizationOutcome } from '../executor/authorize';
import { buildAuthorizeBody, type PaymentCompositionInput } from '../executor/authorizeBody';
import { EXECUTION_STATUS, PLAIN_REDIRECT_TIMEOUT_MS, POLLING, REDIRECT_POLLING, redirectPollCount, type PollingPolicy } from '../executor/constants';
import { failureReason, pendingAction, type ExecutionRecord } from '../executor/executionRecord';
import { pollExecution } from '../executor/pollExecution';
import type { Translate } from '../i18n/translate';
import type { Store } from '../store/createStore';
import { checkoutReducer, isInProgress, type CheckoutAction, type CheckoutState } from './checkoutReducer';
import { browserShopperWindows, type PopupHandle, type ShopperWindows } from './shopperWindows';

type Callback = ((...args: never[]) => unknown) | undefined;

/** What merchants receive on success or pending: ids and outcome, never card data. */
export interface AuthorizeResultPayload {
  executionId: string;
  status: string;
}

export interface PaymentEvents {
  onAuthorizeRequestStart?: Callback;
  onAuthorizeSuccess?: Callback;
  onAuthorizePending?: Callback;
  onAuthorizeFailed?: Callback;
}

export interface PaymentRunnerOptions {
  client: PaymentClient;
  translate: Translate;
  store: Store<CheckoutState>;
  events: PaymentEvents;
  windows?: ShopperWindows;
  sleep?: (ms: number) => Promise<void>;
  /** Overrides of the section 9 timeouts (tests shorten them). */
  timeouts?: { plainRedirectMs?: number; redirectPollingMs?: Readonly<Record<string, number>> };
}

/** A popup opened in the click handler, before anything asynchronous, for flows that may need one. */
export interface PaymentPreparation {
  popup?: PopupHandle | null;
}

export interface PaymentRunner {
  /** `item` is built after the merchant's veto check (card data is collected only then). */
  run(item: () => Promise<PaymentCompositionInput> | PaymentCompositionInput, preparation?: PaymentPreparation): Promise<void>;
  /** The shopper's cancel button on the challenge or the redirect popup. */
  cancel(): void;
  openPopup(): PopupHandle | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const SESSION_CODES: readonly string[] = ['API_UNAUTHORIZED', 'SESSION_EXPIRED'];

async function approvedByMerchant(callback: Callback): Promise<void> {
  if (!callback) return;
  let approved: unknown;
  try {
    approved = await (callback as () => unknown)();
  } catch (cause) {
    throw new PaymentClientError('VALIDATION_FAILED', 'Callback passed to onAuthorizeRequestStart threw an error', { cause });
  }
  if (approved === false) throw new PaymentClientError('VALIDATION_FAILED', 'Callback passed to onAuthorizeRequestStart resolved to false');
}

/**
 * One pay attempt from click to result (sections 4 and 9): the merchant's veto, authorize,
 * polling, then what a pending result asks for — a 3-D Secure challenge, a page redirect, or
 * a popup polled until its method's timeout — and exactly one result event at the end.
 */
export function createPaymentRunner(options: PaymentRunnerOptions): PaymentRunner {
  const { client, translate, store, events } = options;
  const windows = options.windows ?? browserShopperWindows();
  const sleep = options.sleep ?? wait;
  const dispatch = (action: CheckoutAction) => store.setState((state) => checkoutReducer(state, action));
  let controller: AbortController | null = null;

  const payloadOf = (record: ExecutionRecord): AuthorizeResultPayload => ({ executionId: record.id, status: record.status.at(-1)?.code ?? 'unknown' });

  function succeed(record: ExecutionRecord) {
    dispatch({ type: 'authorizeSucceeded', executionId: record.id });
    (events.onAuthorizeSuccess as ((payload: AuthorizeResultPayload) => void) | undefined)?.(payloadOf(record));
  }

  function fail(error: PaymentClientError) {
    if (error.code === 'USER_CANCELLED') dispatch({ type: 'cancelled', reason: error.message });
    else dispatch({ type: 'authorizeFailed', reason: error.message, code: error.code });
    client.log('ERROR', `${error.code}: ${error.message}`);
    (events.onAuthorizeFailed as ((error: PaymentClientError) => void) | undefined)?.(error);
  }

  const cancelled = () => new PaymentClientError('USER_CANCELLED', translate('error.userCancelled'));

  /** Polls for the result that follows the pending state (after a challenge or a redirect page). */
  async function pollAfterPending(record: ExecutionRecord, signal: AbortSignal, polling: PollingPolicy = POLLING) {
    const executionUrl = typeof record.links?.execution === 'string' ? record.links.execution : client.session.links.execution;
    return pollExecution({
      client: client.api,
      executionUrl,
      requestCode: EXECUTION_STATUS.authorizePending,
      finalCodes: [EXECUTION_STATUS.authorizeSuccessful, EXECUTION_STATUS.authorizeFailed],
      sleep,
      signal,
      polling,
    });
  }

  async function challenge(record: ExecutionRecord, href: string, popup: PopupHandle | null, signal: AbortSignal) {
    popup?.navigate(href);
    dispatch({ type: 'challengeRequired', executionId: record.id, href, presentation: popup ? 'popup' : 'frame' });
    const outcome = await windows.waitForChallenge({ href, executionId: record.id, source: popup ? () => popup.window : undefined, signal });
    popup?.close();
    if (outcome === 'cancelled') throw cancelled();
    dispatch({ type: 'challengeCompleted' });
    const { record: after, finalCode } = await pollAfterPending(record, signal);
    if (finalCode === EXECUTION_STATUS.authorizeSuccessful) succeed(after);
    else fail(new PaymentClientError('AUTHORIZATION_ERROR', translate('error.failedAfterChallenge')));
  }

  async function pollingPopup(record: ExecutionRecord, href: string, popup: PopupHandle | null, methodCode: string, signal: AbortSignal) {
    if (!popup) throw new PaymentClientError('UNKNOWN_ERROR', translate('error.redirectTimedOut'));
    popup.navigate(href);
    dispatch({ type: 'popupOpened', executionId: record.id, href });
    const timeoutMs = options.timeouts?.redirectPollingMs?.[methodCode] ?? REDIRECT_POLLING.timeoutMs[methodCode] ?? REDIRECT_POLLING.timeoutMs.pix!;
    const polls = redirectPollCount(timeoutMs);
    try {
      const { record: after, finalCode } = await pollAfterPending(record, signal, {
        intervalMs: REDIRECT_POLLING.intervalMs,
        initialDelayMs: REDIRECT_POLLING.intervalMs,
        maxAttempts: polls,
        errorCountMultiplier: 1,
        maxRequestRetries: polls,
      });
      if (finalCode === EXECUTION_STATUS.authorizeSuccessful) succeed(after);
      else fail(new PaymentClientError('AUTHORIZATION_ERROR', failureReason(after) ?? translate('error.authorizationFailed')));
    } catch (error) {
      if (signal.aborted) throw cancelled();
      if (error instanceof PaymentClientError && SESSION_CODES.includes(error.code)) throw error;
      // Polling ran out: the method's time is up.
      throw new PaymentClientError('AUTHORIZATION_ERROR', translate('error.paymentTimedOut'), { cause: error });
    } finally {
      popup.close();
    }
  }

  async function plainRedirect(record: ExecutionRecord, href: string, signal: AbortSignal) {
    dispatch({ type: 'redirectRequired', executionId: record.id, href });
    windows.navigate(href);
    await sleep(options.timeouts?.plainRedirectMs ?? PLAIN_REDIRECT_TIMEOUT_MS);
    // Still here: the page never navigated.
    if (!signal.aborted) throw new PaymentClientError('UNKNOWN_ERROR', translate('error.redirectTimedOut'));
  }

  async function settle(outcome: AuthorizationOutcome, item: PaymentCompositionInput, popup: PopupHandle | null, signal: AbortSignal) {
    const record = outcome.execution;
    if (outcome.type === 'success') return succeed(record);
    if (outcome.type === 'failure') {
      return fail(new PaymentClientError('AUTHORIZATION_ERROR', outcome.reason ?? translate('error.authorizationFailed')));
    }
    (events.onAuthorizePending as ((payload: AuthorizeResultPayload) => void) | undefined)?.(payloadOf(record));
    const action = pendingAction(record);
    if (action.type === '3ds') return challenge(record, action.href, popup, signal);
    if (action.type === 'popup') return pollingPopup(record, action.href, popup, item.paymentMethodCode, signal);
    if (popup && !popup.closed) popup.close();
    if (action.type === 'redirect') return plainRedirect(record, action.href, signal);
    dispatch({ type: 'authorizePending', executionId: record.id });
  }

  return {
    openPopup: () => windows.openPopup(),
    cancel() {
      controller?.abort(cancelled());
    },
    async run(buildItem, preparation = {}) {
      const popup = preparation.popup ?? null;
      if (isInProgress(store.getState()) || store.getState().status === 'success' || store.getState().status === 'pending') {
        popup?.close();
        return;
      }
      dispatch({ type: 'payRequested' });
      controller = new AbortController();
      const { signal } = controller;
      try {
        await approvedByMerchant(events.onAuthorizeRequestStart);
        const item = await buildItem();
        const outcome = await authorize({
          client: client.api,
          authorizeUrl: client.session.links.authorize,
          executionUrl: client.session.links.execution,
          body: buildAuthorizeBody({ amount: client.session.amount, item, returnInfo: client.options.returnInfo, riskSessionId: client.options.riskSessionId }),
          sleep,
          signal,
        });
        await settle(outcome, item, popup, signal);
      } catch (error) {
        if (popup && !popup.closed) popup.close();
        const reported = signal.aborted ? cancelled() : PaymentClientError.from(error, 'UNKNOWN_ERROR', translate('error.authorizationFailed'));
        if (SESSION_CODES.includes(reported.code)) {
          dispatch({ type: 'sessionExpired' });
          client.expireSession(reported);
          (events.onAuthorizeFailed as ((error: PaymentClientError) => void) | undefined)?.(reported);
        } else {
          fail(reported);
        }
      } finally {
        controller = null;
      }
    },
  };
}
