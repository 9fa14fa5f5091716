import { wait } from '../api/retryPolicy';
import { CALLBACK_FAILED, type PaymentClient } from '../client/createPaymentClient';
import { failureLogLevel, PaymentClientError } from '../errors/PaymentClientError';
import { authorize, type AuthorizationOutcome } from '../executor/authorize';
import { buildAuthorizeBody, type PaymentCompositionInput } from '../executor/authorizeBody';
import { pendingAction, type ExecutionRecord } from '../executor/executionRecord';
import type { Translate } from '../i18n/translate';
import type { Store } from '../store/createStore';
import type { ChallengeWindow } from './challengeWindow';
import { checkoutReducer, isInProgress, type CheckoutAction, type CheckoutState } from './checkoutReducer';
import { browserShopperWindows, type PopupHandle, type ShopperWindows } from './shopperWindows';
import { thrownMessage } from '../errors/thrownMessage';

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
  /** Overrides of the timeouts of PC-POLL-4 and PC-REDIRECT-4, PC-REDIRECT-5 (tests shorten them). */
  timeouts?: FlowTimeouts;
  /**
   * What a pending result may ask the shopper to do, by action type. Each flow is its own
   * module, so a bundle carries only the flows its methods need.
   */
  flows?: Partial<Record<'3ds' | 'popup' | 'redirect', PendingFlow>>;
  /** Reads the successful execution record before the merchant hears of the success. */
  onSucceeded?: (record: ExecutionRecord) => void;
  /** Default `'frame'`; with `'redirect'` a challenge takes the `redirect` flow: the whole page goes to it. */
  challengeWindow?: ChallengeWindow;
}

export interface FlowTimeouts {
  plainRedirectMs?: number;
  redirectPollingMs?: Readonly<Record<string, number>>;
}

/** What a pending flow may use from the run it belongs to. */
export interface FlowContext {
  dispatch(action: CheckoutAction): void;
  succeed(record: ExecutionRecord): void;
  fail(error: PaymentClientError): void;
  cancelled(): PaymentClientError;
  translate: Translate;
  windows: ShopperWindows;
  sleep(ms: number): Promise<void>;
  timeouts: FlowTimeouts;
  /** The client whose execution a flow polls after the pending state (pollAfterPending.ts). */
  client: PaymentClient;
}

export interface PendingStep {
  record: ExecutionRecord;
  href: string;
  popup: PopupHandle | null;
  methodCode: string;
  signal: AbortSignal;
}

export type PendingFlow = ((context: FlowContext, step: PendingStep) => Promise<void>) & {
  /** Starts fetching what the flow runs on, while the authorize request is in flight (the script tag loads a challenge's code on demand). */
  prepare?: () => void;
};

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
  /**
   * The steps of `run` for payments whose shopper step happens elsewhere (a wallet's sheet):
   * the wallet decides when each step happens, the runner keeps one store and one result.
   */
  steps: RunnerSteps;
}

export interface RunnerSteps {
  /** Starts an attempt (the loader shows); null while another payment is running or done. */
  begin(): AbortSignal | null;
  /** The merchant's veto: throws VALIDATION_FAILED when onAuthorizeRequestStart refuses. */
  approve(): Promise<void>;
  authorize(item: PaymentCompositionInput, signal: AbortSignal): Promise<AuthorizationOutcome>;
  /** Reports a result, following a pending one's shopper step (3-D Secure, redirect). */
  settle(outcome: AuthorizationOutcome, item: PaymentCompositionInput, signal: AbortSignal): Promise<void>;
  /** Reports a failure; an expired session asks the merchant for a new one. */
  fail(error: unknown, signal?: AbortSignal): void;
  end(signal: AbortSignal): void;
}

export const SESSION_CODES: readonly string[] = ['API_UNAUTHORIZED', 'SESSION_EXPIRED'];

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
 * One pay attempt from click to result (PC-PAY-1, PC-PAY-2, PC-POLL-2, PC-3DS-1, PC-REDIRECT-2): the merchant's veto, authorize,
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

  /**
   * Tells the merchant of a result. A callback that throws or rejects is logged, not taken for
   * a failure of the payment: the payment keeps its one result.
   */
  function notify(name: 'onAuthorizeSuccess' | 'onAuthorizePending' | 'onAuthorizeFailed', payload: AuthorizeResultPayload | PaymentClientError) {
    new Promise((resolve) => resolve((events[name] as ((payload: unknown) => unknown) | undefined)?.(payload))).catch((error: unknown) =>
      client.log('ERROR', `${CALLBACK_FAILED}: ${name}: ${thrownMessage(error)}`),
    );
  }

  function succeed(record: ExecutionRecord) {
    options.onSucceeded?.(record);
    dispatch({ type: 'authorizeSucceeded', executionId: record.id });
    notify('onAuthorizeSuccess', payloadOf(record));
  }

  function fail(error: PaymentClientError) {
    if (error.code === 'USER_CANCELLED') dispatch({ type: 'cancelled', reason: error.message });
    else dispatch({ type: 'authorizeFailed', reason: error.message, code: error.code });
    client.log(failureLogLevel(error.code), `${error.code}: ${error.message}`);
    notify('onAuthorizeFailed', error);
  }

  const cancelled = () => new PaymentClientError('USER_CANCELLED', translate('error.userCancelled'));

  const context: FlowContext = {
    dispatch,
    succeed,
    fail,
    cancelled,
    translate,
    windows,
    sleep,
    timeouts: options.timeouts ?? {},
    client,
  };

  async function settle(outcome: AuthorizationOutcome, item: PaymentCompositionInput, popup: PopupHandle | null, signal: AbortSignal) {
    const record = outcome.execution;
    // A popup opened in the click handler for a challenge or a provider page is not needed after all.
    if (outcome.type !== 'pending' && popup && !popup.closed) popup.close();
    if (outcome.type === 'success') return succeed(record);
    if (outcome.type === 'failure') {
      return fail(new PaymentClientError('AUTHORIZATION_ERROR', outcome.reason ?? translate('error.authorizationFailed')));
    }
    notify('onAuthorizePending', payloadOf(record));
    const action = pendingAction(record);
    // A challenge in the whole page leaves it like any other page redirect.
    const flowType = action.type === '3ds' && options.challengeWindow === 'redirect' ? 'redirect' : action.type;
    const flow = flowType === 'none' || flowType === 'confirm' ? undefined : options.flows?.[flowType];
    if (flow && 'href' in action) return flow(context, { record, href: action.href, popup, methodCode: item.paymentMethodCode, signal });
    // PC-PAY-8: a pending result with no page for the shopper to go to stays pending.
    if (action.type === 'none') client.log('ERROR', `Missing redirect link: execution ${record.id}`);
    if (popup && !popup.closed) popup.close();
    dispatch({ type: 'authorizePending', executionId: record.id });
  }

  function begin(): AbortSignal | null {
    const state = store.getState();
    if (isInProgress(state) || state.status === 'success' || state.status === 'pending') return null;
    dispatch({ type: 'payRequested' });
    controller = new AbortController();
    return controller.signal;
  }

  function authorizeItem(item: PaymentCompositionInput, signal: AbortSignal, onSent?: () => void) {
    options.flows?.['3ds']?.prepare?.();
    return authorize({
      ...(onSent ? { onSent } : {}),
      client: client.api,
      authorizeUrl: client.session.links.authorize,
      executionUrl: client.session.links.execution,
      body: buildAuthorizeBody({ amount: client.session.amount, item, returnInfo: client.options.returnInfo, riskSessionId: client.options.riskSessionId }),
      sleep,
      signal,
      translate,
    });
  }

  const reportable = (error: unknown, signal?: AbortSignal) =>
    signal?.aborted ? cancelled() : PaymentClientError.from(error, 'UNKNOWN_ERROR', translate('error.authorizationFailed'));

  /** An expiry ends the attempt without a failure message; `refreshing` is the refresh already asked for, if any. */
  function sessionExpired(reported: PaymentClientError, refreshing?: Promise<boolean>) {
    dispatch({ type: 'sessionExpired' });
    if (!refreshing) void client.expireSession(reported);
    notify('onAuthorizeFailed', reported);
  }

  function report(error: unknown, signal?: AbortSignal, refreshing?: Promise<boolean>) {
    const reported = reportable(error, signal);
    if (SESSION_CODES.includes(reported.code)) sessionExpired(reported, refreshing);
    else fail(reported);
  }

  function end(signal: AbortSignal) {
    if (controller?.signal === signal) controller = null;
  }

  return {
    openPopup: () => windows.openPopup(),
    cancel() {
      controller?.abort(cancelled());
    },
    steps: {
      begin,
      approve: () => approvedByMerchant(events.onAuthorizeRequestStart),
      authorize: authorizeItem,
      settle: (outcome, item, signal) => settle(outcome, item, null, signal),
      fail: report,
      end,
    },
    async run(buildItem, preparation = {}) {
      const popup = preparation.popup ?? null;
      const signal = begin();
      if (!signal) {
        popup?.close();
        return;
      }
      // Once the provider has taken an authorization, an expiry is reported, never paid anew.
      let sent = false;
      const attempt = async () => {
        const item = await buildItem();
        const outcome = await authorizeItem(item, signal, () => (sent = true));
        await settle(outcome, item, popup, signal);
      };
      // The refresh an expiry asked for, so a failed one is not asked for twice.
      let refreshing: Promise<boolean> | undefined;
      try {
        await approvedByMerchant(events.onAuthorizeRequestStart);
        try {
          await attempt();
        } catch (error) {
          // An expired session: with the merchant's new one (onSessionExpired) the payment is tried
          // once more, the merchant's approval standing, and no failure is reported in between.
          const reported = reportable(error, signal);
          if (!SESSION_CODES.includes(reported.code) || sent) throw reported;
          refreshing = client.expireSession(reported);
          if (!(await refreshing) || signal.aborted) throw reported;
          refreshing = undefined;
          await attempt();
        }
      } catch (error) {
        if (popup && !popup.closed) popup.close();
        report(error, signal, refreshing);
      } finally {
        end(signal);
      }
    },
  };
}
