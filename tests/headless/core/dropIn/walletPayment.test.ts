// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ProviderClient, ProviderRequest } from '../../../../headless/core/api/providerClient';
import { initialCheckoutState, type CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { createPaymentRunner } from '../../../../headless/core/checkout/paymentRunner';
import type { ChallengeOutcome } from '../../../../headless/core/checkout/challengeReport';
import type { ShopperWindows } from '../../../../headless/core/checkout/shopperWindows';
import { threeDSecureFlow } from '../../../../headless/core/checkout/threeDSecureFlow';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createWalletPayment } from '../../../../headless/core/dropIn/walletPayment';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { createTranslator } from '../../../../headless/core/i18n/translate';
import { createStore } from '../../../../headless/core/store/createStore';
import { WALLET_MESSAGES } from '../../../../headless/core/wallets/messages';
import { merchantVeto } from '../../../../headless/core/wallets/walletOutcome';
import { testSession } from '../../../support/session';

const APPLE_PAY_SESSION_LINK = 'http://localhost:4000/v1/executions/exe_1/apple-pay-session';
const session = testSession({ links: { ...testSession().links, createApplePaySession: APPLE_PAY_SESSION_LINK } });
const EXECUTION = session.links.execution;
const CONFIRM = 'http://localhost:4000/v1/executions/exe_1/confirm';
const CHALLENGE = 'http://localhost:4000/3ds/exe_1';
const ADDRESS_REFUSAL = 'We cannot deliver to this address, please choose another one.';

const record = (codes: string[], finalState?: unknown) => ({ id: 'exe_1', status: codes.map((code) => ({ code })), ...(finalState ? { finalState } : {}) });
const succeeded = record(['authorizeRequested', 'authorizeSuccessful']);
const declined = record(['authorizeRequested', 'authorizeFailed'], { code: 'authorizeFailed', errors: [{ code: 'declined', reason: { result: 'Card declined' } }] });
const payPalPending = (parameters: Record<string, unknown>) =>
  record(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: { confirm: { href: CONFIRM, action: { parameters } } } } });
const challenge = record(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: { redirect: { href: CHALLENGE, type: '3ds' } } } });

/** A provider that answers authorize and confirm POSTs and each execution GET from a script. */
function provider(executions: unknown[], answers: Record<string, unknown> = {}) {
  const requests: ProviderRequest[] = [];
  let polls = 0;
  const api: ProviderClient = {
    async request<T>(request: ProviderRequest) {
      requests.push(request);
      if (request.method === 'POST') return (answers[request.url] ?? { links: { execution: EXECUTION } }) as T;
      const answer = executions[Math.min(polls, executions.length - 1)];
      polls += 1;
      return answer as T;
    },
  };
  return { api, requests };
}

function harness(options: { executions?: unknown[]; answers?: Record<string, unknown>; events?: Partial<Record<'onAuthorizeRequestStart' | 'onPreAuthorization' | 'onDeliveryAddressChanged', (...args: never[]) => unknown>>; challenge?: ChallengeOutcome } = {}) {
  const { api, requests } = provider(options.executions ?? [succeeded], options.answers);
  const expireSession = vi.fn(async () => {});
  const logs: string[] = [];
  const log = (level: string, message: string) => logs.push(`${level} ${message}`);
  const client = { session, options: {}, api, locale: 'en', translate: createTranslator('en'), log, expireSession } as unknown as PaymentClient;
  const store = createStore<CheckoutState>(initialCheckoutState);
  const windows: ShopperWindows = {
    openPopup: () => null,
    navigate: () => {},
    waitForChallenge: async () => options.challenge ?? 'approved',
  };
  const events = { onAuthorizeSuccess: vi.fn(), onAuthorizeFailed: vi.fn(), onAuthorizePending: vi.fn(), ...options.events };
  const runner = createPaymentRunner({ client, translate: client.translate, store, events, windows, sleep: async () => {}, flows: { '3ds': threeDSecureFlow } });
  const states: string[] = [];
  store.subscribe(() => states.push(store.getState().status));
  const payment = (method: 'applePay' | 'googlePay' | 'payPal') => createWalletPayment({ client, steps: runner.steps, events, method, addressRefusal: ADDRESS_REFUSAL });
  return { payment, runner, store, events, states, requests, expireSession, logs };
}

/** Lets the chained promises of a settle run to the end. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wallet payments through the drop-in runner', () => {
  it('a token that authorizes reports one success with the execution and its final status', async () => {
    const h = harness();
    const { executor, callbacks } = h.payment('googlePay');
    await expect(executor.preAuthorize()).resolves.toBe(true);
    expect(h.store.getState().status).toBe('authorizing');
    await expect(executor.authorize({ paymentToken: 'tok' }, {})).resolves.toEqual({ kind: 'success' });
    callbacks.onAuthorizeSuccess();
    await settled();
    expect(h.store.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(h.events.onAuthorizeSuccess).toHaveBeenCalledExactlyOnceWith({ executionId: 'exe_1', status: 'authorizeSuccessful' });
    const body = h.requests.find((request) => request.method === 'POST')?.body as { paymentComposition: unknown[] };
    expect(body.paymentComposition).toEqual([
      { paymentMethodCode: 'googlePay', integrationType: 'api', amount: session.amount, storeInstrument: false, paymentInstrumentData: { paymentToken: 'tok' } },
    ]);
  });

  it('a declined token answers a failure with the provider reason, reported once', async () => {
    const h = harness({ executions: [declined] });
    const { executor, callbacks } = h.payment('applePay');
    const outcome = await executor.authorize({ paymentToken: 'tok' }, {});
    expect(outcome).toEqual({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: 'Card declined' });
    callbacks.onAuthorizeFailed(new PaymentClientError(outcome.kind === 'failure' ? outcome.code : 'UNKNOWN_ERROR', 'Card declined'));
    expect(h.store.getState()).toEqual({ status: 'failure', reason: 'Card declined', code: 'AUTHORIZATION_ERROR' });
    expect(h.events.onAuthorizeFailed).toHaveBeenCalledOnce();
  });

  it('onAuthorizeRequestStart resolving to false vetoes with the spec message and starts nothing', async () => {
    const h = harness({ events: { onAuthorizeRequestStart: () => false } });
    const { executor, callbacks } = h.payment('applePay');
    const veto = await merchantVeto(executor);
    expect(veto).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Callback passed to onAuthorizeRequestStart resolved to false' });
    callbacks.onAuthorizeFailed(veto!);
    expect(h.store.getState()).toMatchObject({ status: 'failure', code: 'VALIDATION_FAILED' });
    expect(h.requests).toEqual([]);
  });

  it('onAuthorizeRequestStart throwing vetoes with the spec message', async () => {
    const h = harness({
      events: {
        onAuthorizeRequestStart: () => {
          throw new Error('no');
        },
      },
    });
    const veto = await merchantVeto(h.payment('googlePay').executor);
    expect(veto).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Callback passed to onAuthorizeRequestStart threw an error' });
  });

  it('onPreAuthorization false or throwing vetoes as a failed authorization request start', async () => {
    const refuse = harness({ events: { onPreAuthorization: () => false } });
    await expect(merchantVeto(refuse.payment('payPal').executor)).resolves.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: WALLET_MESSAGES.authorizeStartValidationFailed,
    });
    const preAuthorization = vi.fn(() => {
      throw new Error('no');
    });
    const thrower = harness({ events: { onPreAuthorization: preAuthorization } });
    await expect(merchantVeto(thrower.payment('applePay').executor)).resolves.toMatchObject({ message: WALLET_MESSAGES.authorizeStartValidationFailed });
    expect(preAuthorization).toHaveBeenCalledWith({ paymentMethodCode: 'applePay' });
  });

  it('a pending 3-D Secure result runs the challenge, then reports success (Google Pay)', async () => {
    const h = harness({ executions: [challenge, record(['authorizeRequested', 'authorizePending', 'authorizeSuccessful'])] });
    const { executor, callbacks } = h.payment('googlePay');
    const outcome = await executor.authorize({ paymentToken: 'tok' }, {});
    expect(outcome).toEqual({ kind: 'pending', redirect: { href: CHALLENGE, type: '3ds' } });
    callbacks.onAuthorizePending(outcome as Extract<typeof outcome, { kind: 'pending' }>);
    await settled();
    expect(h.states).toEqual(['authorizing', 'challenge', 'authorizing', 'success']);
    expect(h.events.onAuthorizePending).toHaveBeenCalledOnce();
    expect(h.events.onAuthorizeSuccess).toHaveBeenCalledOnce();
  });

  it('PayPal: the confirm link comes back as pending, the confirm call settles the payment', async () => {
    const h = harness({ executions: [payPalPending({ orderId: 'ord_1' })], answers: { [CONFIRM]: { finalState: { code: 'authorizeSuccessful' } } } });
    const { executor, callbacks } = h.payment('payPal');
    const outcome = await executor.authorize({ providerData: { riskSessionCorrelationId: 'risk-1' } }, { storeInstrument: false });
    expect(outcome).toEqual({ kind: 'pending', confirm: { href: CONFIRM, parameters: { orderId: 'ord_1' } } });
    await expect(executor.confirm(CONFIRM, { orderId: 'ord_1', payerId: 'PAYER1' })).resolves.toEqual({ kind: 'success' });
    expect(h.requests.at(-1)).toMatchObject({ method: 'POST', url: CONFIRM, body: { data: { orderId: 'ord_1', payerId: 'PAYER1' } } });
    callbacks.onAuthorizeSuccess();
    await settled();
    expect(h.store.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(h.events.onAuthorizeSuccess).toHaveBeenCalledExactlyOnceWith({ executionId: 'exe_1', status: 'authorizeSuccessful' });
  });

  it('PayPal: a declined confirm is a failure with the provider reason', async () => {
    const answer = { finalState: { code: 'authorizeFailed', errors: [{ code: 'declined', reason: { result: 'PayPal declined the payment' } }] } };
    const h = harness({ executions: [payPalPending({ orderId: 'ord_1' })], answers: { [CONFIRM]: answer } });
    const { executor } = h.payment('payPal');
    await executor.authorize({ providerData: { riskSessionCorrelationId: 'risk-1' } }, {});
    await expect(executor.confirm(CONFIRM, { orderId: 'ord_1', payerId: 'DECLINEDPAYER' })).resolves.toEqual({
      kind: 'failure',
      code: 'AUTHORIZATION_ERROR',
      message: 'PayPal declined the payment',
    });
  });

  it('PayPal: an error or cancel ends the session: the failure is reported and a new session asked for', async () => {
    const h = harness({ executions: [payPalPending({ orderId: 'ord_1' })] });
    const { executor, callbacks } = h.payment('payPal');
    await executor.preAuthorize();
    await executor.authorize({ providerData: { riskSessionCorrelationId: 'risk-1' } }, {});
    const cancelled = new PaymentClientError('USER_CANCELLED', 'User cancelled the authorization.');
    callbacks.onSessionExpired?.();
    callbacks.onAuthorizeFailed(cancelled);
    expect(h.store.getState()).toEqual({ status: 'failure', reason: 'User cancelled the authorization.', code: 'USER_CANCELLED' });
    expect(h.events.onAuthorizeFailed).toHaveBeenCalledExactlyOnceWith(cancelled);
    expect(h.expireSession).toHaveBeenCalledExactlyOnceWith(cancelled);
  });

  it('a sheet closed before anything started still reports one user-cancelled failure', () => {
    const h = harness();
    h.payment('googlePay').callbacks.onAuthorizeFailed(new PaymentClientError('USER_CANCELLED', 'User cancelled the authorization.'));
    expect(h.states).toEqual(['authorizing', 'failure']);
    expect(h.events.onAuthorizeFailed).toHaveBeenCalledOnce();
    expect(h.expireSession).not.toHaveBeenCalled();
  });

  it('while another payment runs, a wallet may not start one', async () => {
    const h = harness();
    const running = h.runner.steps.begin();
    expect(running).not.toBeNull();
    const { executor } = h.payment('applePay');
    await expect(executor.preAuthorize()).resolves.toBe(false);
    await expect(executor.authorize({ paymentToken: 'tok' }, {})).rejects.toBeInstanceOf(PaymentClientError);
    expect(h.requests).toEqual([]);
  });

  it("Apple Pay merchant validation posts the spec's requestUrl, sessionUrl and clientDomain, and hands back the session", async () => {
    const merchantSession = { merchantSessionIdentifier: 'SSH1', signature: 'sig' };
    const h = harness({ answers: { [APPLE_PAY_SESSION_LINK]: { data: merchantSession } } });
    const validationURL = 'https://apple-pay-gateway.sandbox.invalid/paymentservices/startSession';
    await expect(h.payment('applePay').executor.createApplePaySession(validationURL)).resolves.toEqual(merchantSession);
    expect(h.requests).toEqual([
      {
        method: 'POST',
        url: APPLE_PAY_SESSION_LINK,
        body: { integrationType: 'api', paymentMethodCode: 'applePay', amount: session.amount, requestUrl: APPLE_PAY_SESSION_LINK, sessionUrl: validationURL, clientDomain: location.host },
      },
    ]);
  });

  it('without a merchant delivery address callback, wallets are told of none', () => {
    expect(harness().payment('applePay').callbacks.onDeliveryAddressChanged).toBeUndefined();
  });

  it('passes a delivery address to the merchant, who accepts it unless answering false or throwing (logged, and the sheet shows why)', async () => {
    const answers: (() => unknown)[] = [() => undefined, async () => true, () => false, () => Promise.resolve(false), () => { throw new Error('no courier'); }];
    const onDeliveryAddressChanged = vi.fn(() => answers.shift()!());
    const h = harness({ events: { onDeliveryAddressChanged } });
    const { callbacks } = h.payment('applePay');
    const address = { countryCode: 'GB', postalCode: 'SW1A 2AA' };

    const accepted = [];
    for (let answer = 0; answer < 5; answer += 1) accepted.push(await callbacks.onDeliveryAddressChanged!(address));

    expect(accepted).toEqual([null, null, ADDRESS_REFUSAL, ADDRESS_REFUSAL, ADDRESS_REFUSAL]);
    expect(onDeliveryAddressChanged).toHaveBeenCalledWith({ paymentMethodCode: 'applePay', address });
    expect(h.logs).toEqual([
      `ERROR ${WALLET_MESSAGES.deliveryAddressRefused}`,
      `ERROR ${WALLET_MESSAGES.deliveryAddressRefused}`,
      `ERROR ${WALLET_MESSAGES.deliveryAddressFailed}: no courier`,
    ]);
    // Choosing an address starts no payment.
    expect(h.states).toEqual([]);
    expect(h.requests).toEqual([]);
  });
});
