// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ProviderClient, ProviderRequest } from '../../../../headless/core/api/providerClient';
import { initialCheckoutState, type CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { createPaymentRunner, type PaymentRunnerOptions, type PendingFlow } from '../../../../headless/core/checkout/paymentRunner';
import { REDIRECT_FLOWS } from '../../../../headless/core/checkout/redirectFlows';
import { threeDSecureFlow } from '../../../../headless/core/checkout/threeDSecureFlow';
import type { ChallengeOutcome, ChallengeReportRequest } from '../../../../headless/core/checkout/challengeReport';
import type { PopupHandle, ShopperWindows } from '../../../../headless/core/checkout/shopperWindows';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { PLAIN_REDIRECT_TIMEOUT_MS, REDIRECT_POLLING, redirectPollCount } from '../../../../headless/core/executor/constants';
import { createTranslator } from '../../../../headless/core/i18n/translate';
import { createStore } from '../../../../headless/core/store/createStore';
import { testSession } from '../../../support/session';

const session = testSession();
const EXECUTION = session.links.execution;
const CHALLENGE = 'http://localhost:4000/3ds/exe_1';
const PIX_PAGE = 'http://localhost:4000/methods/pix/exe_1';
const REDIRECT_PAGE = 'http://localhost:4000/methods/genericRedirect/exe_1';

type Status = string;
const record = (codes: Status[], finalState?: unknown) => ({ id: 'exe_1', status: codes.map((code) => ({ code })), ...(finalState ? { finalState } : {}) });
const pending = (redirect: { href: string; type: string }) => record(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: { redirect } } });

/** A provider that answers the authorize POST, then each execution GET from a script. */
function provider(executions: (unknown | Error)[]) {
  const requests: ProviderRequest[] = [];
  let polls = 0;
  const api: ProviderClient = {
    async request<T>(request: ProviderRequest) {
      requests.push(request);
      if (request.method === 'POST') return { links: { execution: EXECUTION } } as T;
      const answer = executions[Math.min(polls, executions.length - 1)];
      polls += 1;
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  return { api, requests, polls: () => polls };
}

function harness(executions: (unknown | Error)[], challenge?: () => Promise<ChallengeOutcome>, flows: PaymentRunnerOptions['flows'] = { '3ds': threeDSecureFlow, ...REDIRECT_FLOWS }) {
  const { api, requests, polls } = provider(executions);
  const expireSession = vi.fn(async () => {});
  const log = vi.fn();
  const client = { session, options: { returnInfo: undefined, riskSessionId: undefined }, api, translate: createTranslator('en'), log, expireSession } as unknown as PaymentClient;
  const store = createStore<CheckoutState>(initialCheckoutState);
  const popup: { -readonly [K in keyof PopupHandle]: PopupHandle[K] } & { navigated: string[]; closeCount: number } = {
    navigated: [],
    closeCount: 0,
    navigate(href) {
      this.navigated.push(href);
    },
    close() {
      this.closeCount += 1;
      this.closed = true;
    },
    closed: false,
    window: null,
  };
  const navigations: string[] = [];
  const challengeRequests: { href: string; executionId: string }[] = [];
  const challengeOptions: ChallengeReportRequest[] = [];
  const windows: ShopperWindows = {
    openPopup: () => popup,
    navigate: (href) => navigations.push(href),
    waitForChallenge: (request) => {
      challengeRequests.push({ href: request.href, executionId: request.executionId });
      challengeOptions.push(request);
      return challenge ? challenge() : new Promise(() => {});
    },
  };
  const events = { onAuthorizeSuccess: vi.fn(), onAuthorizeFailed: vi.fn(), onAuthorizePending: vi.fn(), onAuthorizeRequestStart: vi.fn() };
  const sleeps: number[] = [];
  const runner = createPaymentRunner({ client, translate: client.translate, store, events, windows, sleep: async (ms) => void sleeps.push(ms), flows });
  const states: string[] = [];
  store.subscribe(() => states.push(store.getState().status));
  return { runner, store, events, popup, navigations, challengeRequests, challengeOptions, requests, polls, sleeps, states, expireSession, api, log, windows };
}

const item = () => ({ paymentMethodCode: 'card', paymentInstrumentData: { cardData: { card_number: 'tok_1' } } });

describe('payment runner', () => {
  it('authorizes once and reports success with ids only', async () => {
    const h = harness([record(['authorizeRequested', 'authorizeSuccessful'])]);
    await h.runner.run(item);
    expect(h.store.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(h.events.onAuthorizeSuccess).toHaveBeenCalledWith({ executionId: 'exe_1', status: 'authorizeSuccessful' });
    expect(h.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("asks the 3-D Secure flow to prepare as the authorize request is sent, before its answer, once a payment", async () => {
    const steps: string[] = [];
    const challengeFlow: PendingFlow = Object.assign(vi.fn(async () => {}), { prepare: vi.fn(() => void steps.push('prepare')) });
    const h = harness([record(['authorizeRequested', 'authorizeSuccessful'])], undefined, { '3ds': challengeFlow });
    const request = h.api.request.bind(h.api);
    h.api.request = async (call) => {
      steps.push(call.method);
      return request(call);
    };
    await h.runner.run(item);
    expect(steps.slice(0, 2)).toEqual(['prepare', 'POST']);
    expect(challengeFlow.prepare).toHaveBeenCalledTimes(1);
    // Preparing is not running: this payment needed no challenge.
    expect(challengeFlow).not.toHaveBeenCalled();
    expect(h.store.getState().status).toBe('success');
  });

  it('a merchant veto prepares nothing', async () => {
    const challengeFlow: PendingFlow = Object.assign(vi.fn(async () => {}), { prepare: vi.fn() });
    const h = harness([record(['authorizeRequested', 'authorizeSuccessful'])], undefined, { '3ds': challengeFlow });
    h.events.onAuthorizeRequestStart.mockReturnValue(false);
    await h.runner.run(item);
    expect(challengeFlow.prepare).not.toHaveBeenCalled();
  });

  it('a double click authorizes once', async () => {
    const h = harness([record(['authorizeRequested', 'authorizeSuccessful'])]);
    await Promise.all([h.runner.run(item), h.runner.run(item)]);
    expect(h.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(h.events.onAuthorizeSuccess).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, 'Callback passed to onAuthorizeRequestStart resolved to false'],
    [new Error('stock check failed'), 'Callback passed to onAuthorizeRequestStart threw an error'],
  ])('a merchant veto (%s) raises VALIDATION_FAILED and authorizes nothing', async (answer, message) => {
    const h = harness([record(['authorizeRequested', 'authorizeSuccessful'])]);
    h.events.onAuthorizeRequestStart.mockImplementation(() => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await h.runner.run(item);
    expect(h.requests).toHaveLength(0);
    const error = h.events.onAuthorizeFailed.mock.calls[0]![0] as PaymentClientError;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(message);
  });

  it("fails with the provider's reason, or 'Authorization Failed' without one", async () => {
    const declined = harness([{ ...record(['authorizeRequested', 'authorizeFailed']), errors: [{ reason: { result: 'Insufficient funds' } }] }]);
    await declined.runner.run(item);
    expect(declined.store.getState()).toMatchObject({ status: 'failure', reason: 'Insufficient funds', code: 'AUTHORIZATION_ERROR' });
    const bare = harness([record(['authorizeRequested', 'authorizeFailed'])]);
    await bare.runner.run(item);
    expect(bare.store.getState()).toMatchObject({ status: 'failure', reason: 'Authorization Failed' });
  });

  describe('merchant callbacks that fail', () => {
    it.each([
      ['throws', () => { throw new Error('analytics down'); }],
      ['rejects', () => Promise.reject(new Error('analytics down'))],
    ])('onAuthorizeSuccess that %s is logged, and the payment stays a success', async (_how, callback) => {
      const h = harness([record(['authorizeRequested', 'authorizeSuccessful'])]);
      h.events.onAuthorizeSuccess.mockImplementation(callback);
      await h.runner.run(item);
      await vi.waitFor(() => expect(h.log).toHaveBeenCalledWith('ERROR', 'callback failed: onAuthorizeSuccess: analytics down'));
      expect(h.store.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
      expect(h.events.onAuthorizeFailed).not.toHaveBeenCalled();
    });

    it('onAuthorizeFailed that throws is called once and logged', async () => {
      const h = harness([record(['authorizeRequested', 'authorizeFailed'])]);
      h.events.onAuthorizeFailed.mockImplementation(() => {
        throw new Error('crash');
      });
      await expect(h.runner.run(item)).resolves.toBeUndefined();
      expect(h.events.onAuthorizeFailed).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(h.log).toHaveBeenCalledWith('ERROR', 'callback failed: onAuthorizeFailed: crash'));
      expect(h.store.getState()).toMatchObject({ status: 'failure', code: 'AUTHORIZATION_ERROR' });
    });

    it('onAuthorizePending that throws leaves the challenge to go on', async () => {
      const h = harness([pending({ href: CHALLENGE, type: '3ds' }), record(['authorizeRequested', 'authorizePending', 'authorizeSuccessful'])], async () => 'approved');
      h.events.onAuthorizePending.mockImplementation(() => {
        throw new Error('crash');
      });
      await h.runner.run(item);
      expect(h.store.getState().status).toBe('success');
      expect(h.events.onAuthorizeFailed).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['succeeds', record(['authorizeRequested', 'authorizeSuccessful']), 'success'],
    ['fails', record(['authorizeRequested', 'authorizeFailed']), 'failure'],
  ])('a popup opened for a challenge closes when the authorization %s without one', async (_how, answer, status) => {
    const h = harness([answer]);
    await h.runner.run(item, { popup: h.runner.openPopup() });
    expect(h.store.getState().status).toBe(status);
    expect(h.popup.closeCount).toBe(1);
  });

  describe('3-D Secure', () => {
    it('approve: challenge in a frame, then re-polls to success', async () => {
      const h = harness([pending({ href: CHALLENGE, type: '3ds' }), record(['authorizeRequested', 'authorizePending', 'authorizeSuccessful'])], async () => 'approved');
      await h.runner.run(item);
      expect(h.challengeRequests).toEqual([{ href: CHALLENGE, executionId: 'exe_1' }]);
      expect(h.states).toEqual(['authorizing', 'challenge', 'authorizing', 'success']);
      expect(h.events.onAuthorizePending).toHaveBeenCalledTimes(1);
      expect(h.events.onAuthorizeSuccess).toHaveBeenCalledTimes(1);
    });

    it("decline: 'Authorization failed after 3DS challenge.'", async () => {
      const h = harness([pending({ href: CHALLENGE, type: '3ds' }), record(['authorizeRequested', 'authorizePending', 'authorizeFailed'])], async () => 'declined');
      await h.runner.run(item);
      expect(h.store.getState()).toMatchObject({ status: 'failure', reason: 'Authorization failed after 3DS challenge.', code: 'AUTHORIZATION_ERROR' });
    });

    it('cancel: USER_CANCELLED failure and the popup closes', async () => {
      const h = harness([pending({ href: CHALLENGE, type: '3ds' })], async () => 'cancelled');
      const popup = h.runner.openPopup();
      await h.runner.run(item, { popup });
      expect(h.popup.navigated).toEqual([CHALLENGE]);
      expect(h.popup.closeCount).toBeGreaterThan(0);
      expect(h.store.getState()).toEqual({ status: 'failure', reason: 'User cancelled the authorization.', code: 'USER_CANCELLED' });
      expect((h.events.onAuthorizeFailed.mock.calls[0]![0] as PaymentClientError).code).toBe('USER_CANCELLED');
    });

    it('a challenge in a popup is watched for the shopper closing it', async () => {
      const h = harness([pending({ href: CHALLENGE, type: '3ds' })], async () => 'cancelled');
      await h.runner.run(item, { popup: h.runner.openPopup() });
      const { closed, source } = h.challengeOptions[0]!;
      expect(source?.()).toBe(h.popup.window);
      h.popup.closed = false;
      expect(closed?.()).toBe(false);
      h.popup.closed = true;
      expect(closed?.()).toBe(true);
    });

    it("a challenge in the page's frame is heard only from that frame's window", async () => {
      const h = harness([pending({ href: CHALLENGE, type: '3ds' })], async () => 'cancelled');
      const frameWindow = new MessageChannel().port1;
      h.windows.challengeFrame = (href) => (href === CHALLENGE ? frameWindow : null);
      await h.runner.run(item);
      expect(h.challengeOptions[0]!.source?.()).toBe(frameWindow);
    });

    it("the shopper's cancel button aborts a challenge in progress", async () => {
      let rejectChallenge: (reason: unknown) => void = () => {};
      const h = harness([pending({ href: CHALLENGE, type: '3ds' })], () => new Promise((_resolve, reject) => (rejectChallenge = reject)));
      const paying = h.runner.run(item);
      await vi.waitFor(() => expect(h.store.getState().status).toBe('challenge'));
      h.runner.cancel();
      rejectChallenge(new Error('aborted'));
      await paying;
      expect(h.store.getState()).toMatchObject({ status: 'failure', code: 'USER_CANCELLED' });
    });
  });

  describe('redirect methods', () => {
    it('pix: opens the popup, polls every 2000 ms and succeeds', async () => {
      const h = harness([pending({ href: PIX_PAGE, type: 'popup' }), pending({ href: PIX_PAGE, type: 'popup' }), record(['authorizeRequested', 'authorizePending', 'authorizeSuccessful'])]);
      await h.runner.run(() => ({ paymentMethodCode: 'pix', integrationType: 'redirect' }), { popup: h.runner.openPopup() });
      expect(h.popup.navigated).toEqual([PIX_PAGE]);
      expect(h.states).toContain('awaitingPopup');
      expect(h.store.getState().status).toBe('success');
      expect(h.sleeps.slice(-2)).toEqual([REDIRECT_POLLING.intervalMs, REDIRECT_POLLING.intervalMs]);
      expect(h.popup.closeCount).toBe(1);
    });

    it('pix times out after ceil((750000 - 20000) / 2000) polls and closes the popup with a failure', async () => {
      const h = harness([pending({ href: PIX_PAGE, type: 'popup' })]);
      await h.runner.run(() => ({ paymentMethodCode: 'pix' }), { popup: h.runner.openPopup() });
      expect(redirectPollCount(750_000)).toBe(365);
      // One poll ends the authorize request; then exactly the method's poll count.
      expect(h.polls()).toBe(1 + 365);
      expect(h.popup.closeCount).toBe(1);
      expect(h.store.getState()).toMatchObject({ status: 'failure', reason: 'The payment was not completed in time.' });
    });

    it('pix: a popup the shopper closes ends the payment as cancelled after one last poll', async () => {
      const h = harness([pending({ href: PIX_PAGE, type: 'popup' }), pending({ href: PIX_PAGE, type: 'popup' }), pending({ href: PIX_PAGE, type: 'popup' })]);
      const closeAfterSecondPoll = h.api.request.bind(h.api);
      h.api.request = async (request) => {
        const answer = await closeAfterSecondPoll(request);
        if (h.polls() === 2) h.popup.closed = true;
        return answer as never;
      };
      await h.runner.run(() => ({ paymentMethodCode: 'pix' }), { popup: h.runner.openPopup() });
      // The authorize poll, the poll that saw the popup open, then the last look.
      expect(h.polls()).toBe(3);
      expect(h.store.getState()).toMatchObject({ status: 'failure', code: 'USER_CANCELLED' });
      expect(h.events.onAuthorizeFailed).toHaveBeenCalledTimes(1);
    });

    it('pix: a popup that closes itself on approval still ends in success', async () => {
      const h = harness([pending({ href: PIX_PAGE, type: 'popup' }), record(['authorizeRequested', 'authorizePending', 'authorizeSuccessful'])]);
      h.popup.navigate = function (href) {
        this.navigated.push(href);
        this.closed = true;
      };
      await h.runner.run(() => ({ paymentMethodCode: 'pix' }), { popup: h.runner.openPopup() });
      expect(h.store.getState().status).toBe('success');
    });

    it('modo polls ceil((600000 - 20000) / 2000) times', async () => {
      const h = harness([pending({ href: PIX_PAGE, type: 'popup' })]);
      await h.runner.run(() => ({ paymentMethodCode: 'modo' }), { popup: h.runner.openPopup() });
      expect(h.polls()).toBe(1 + 290);
    });

    it('plain redirect: navigates the page and fails after 30000 ms if still here', async () => {
      const h = harness([pending({ href: REDIRECT_PAGE, type: 'redirect' })]);
      await h.runner.run(() => ({ paymentMethodCode: 'genericRedirect', integrationType: 'redirect' }));
      expect(h.navigations).toEqual([REDIRECT_PAGE]);
      expect(h.sleeps.at(-1)).toBe(PLAIN_REDIRECT_TIMEOUT_MS);
      expect(h.states).toEqual(['authorizing', 'redirecting', 'failure']);
    });
  });

  it("a pending result with no link to follow stays pending and logs 'Missing redirect link' (PC-PAY-8)", async () => {
    const h = harness([record(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: {} } })]);
    await h.runner.run(item);
    expect(h.store.getState()).toEqual({ status: 'pending', executionId: 'exe_1' });
    expect(h.events.onAuthorizePending).toHaveBeenCalledTimes(1);
    expect(h.log).toHaveBeenCalledWith('ERROR', 'Missing redirect link: execution exe_1');
  });

  it('without a flow for the action, a pending result is reported as pending', async () => {
    const { api } = provider([pending({ href: CHALLENGE, type: '3ds' })]);
    const store = createStore<CheckoutState>(initialCheckoutState);
    const client = { session, options: {}, api, translate: createTranslator('en'), log: () => {}, expireSession: async () => {} } as unknown as PaymentClient;
    const onAuthorizePending = vi.fn();
    await createPaymentRunner({ client, translate: client.translate, store, events: { onAuthorizePending }, sleep: async () => {} }).run(item);
    expect(store.getState()).toEqual({ status: 'pending', executionId: 'exe_1' });
    expect(onAuthorizePending).toHaveBeenCalledWith({ executionId: 'exe_1', status: 'authorizePending' });
  });

  it('an expired API token clears the flow and asks for a session refresh', async () => {
    const h = harness([new PaymentClientError('API_UNAUTHORIZED', 'API token is not valid or expired.', { status: 401 })]);
    await h.runner.run(item);
    expect(h.store.getState()).toEqual(initialCheckoutState);
    expect(h.expireSession).toHaveBeenCalledTimes(1);
    expect((h.events.onAuthorizeFailed.mock.calls[0]![0] as PaymentClientError).code).toBe('API_UNAUTHORIZED');
  });
});
