import { describe, expect, it } from 'vitest';
import type { PaymentClient } from 'payment-client/headless';
import { createPaymentSetup } from '../../../../../host-app/client/payments/setup/createPaymentSetup';
import { readConfiguration, type PaymentSetupRequest, type RequestConfiguration } from '../../../../../host-app/client/payments/setup/paymentSetupApi';
import { testInitResponse, testSession } from '../../../../support/session';

const request: PaymentSetupRequest = { variation: '', osType: 'androidOs', urlReferrer: 'http://site.test/premium', language: 'en', source: 'streaming', billingPlan: 'eyJhIjoxfQ==' };
const configuration = (executionId = 'exe_1') => ({ sdkConfiguration: JSON.stringify({ executionId }), environment: 'TEST', executionId });

interface Call {
  body: PaymentSetupRequest;
  signal: AbortSignal;
  /** The answer's `data`, or null for a refused call. */
  answer: (data: unknown) => void;
}

/** A client init call whose answers the test gives, one call at a time, read as the site reads them. */
function pendingCalls() {
  const calls: Call[] = [];
  const requestConfiguration: RequestConfiguration = (body, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ body, signal, answer: (data) => resolve(data === null ? null : readConfiguration(data)) });
    });
  return { requestConfiguration, calls };
}

/** A stand-in for the kit's client: reports the execution named in its init response, as the kit does. */
const fakeClient = (initResponse: unknown, options: Record<string, unknown>) => {
  const execution = { id: (initResponse as { executionId: string }).executionId };
  (options.events as { onClientInitialized: (execution: unknown) => void }).onClientInitialized(execution);
  return { execution } as unknown as PaymentClient;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setupWith(requestConfiguration: RequestConfiguration, createClient = fakeClient) {
  return createPaymentSetup({ requestConfiguration, createClient });
}

describe('createPaymentSetup', () => {
  it('posts the client init body, stores the configuration, creates the client and then its execution id', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    expect(setup.getState().isLoading).toBe(true);
    expect(calls[0]!.body).toEqual(request);
    calls[0]!.answer(configuration());
    await settle();
    const state = setup.getState();
    expect(state.isLoading).toBe(false);
    expect(state.configuration).toEqual(configuration());
    expect(state.client).not.toBeNull();
    expect(state.executionId).toBe('exe_1');
  });

  it('makes the real kit client from the sdkConfiguration string', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = createPaymentSetup({ requestConfiguration });
    setup.start(request);
    const session = testSession();
    calls[0]!.answer({ sdkConfiguration: JSON.stringify(testInitResponse()), environment: 'TEST' });
    await settle();
    expect(setup.getState().client?.session.execution.id).toBe(session.execution.id);
    expect(setup.getState().executionId).toBe(session.execution.id);
  });

  it('ignores a failure silently: loading ends, nothing stored', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    calls[0]!.answer(null);
    await settle();
    expect(setup.getState()).toEqual({ client: null, configuration: null, executionId: null, isLoading: false });
  });

  it('treats an unreadable sdkConfiguration as a failure', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    calls[0]!.answer({ sdkConfiguration: 'not json', environment: 'TEST' });
    await settle();
    expect(setup.getState().isLoading).toBe(false);
    expect(setup.getState().client).toBeNull();
  });

  it('aborts the pending request when disposed and stores nothing after', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    setup.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    await settle();
    expect(setup.getState()).toEqual({ client: null, configuration: null, executionId: null, isLoading: false });
  });

  it('starts a new setup when the variation changes, dropping the old one', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    calls[0]!.answer(configuration('exe_1'));
    await settle();
    setup.start({ ...request, variation: 'b' });
    expect(setup.getState()).toEqual({ client: null, configuration: null, executionId: null, isLoading: true });
    expect(calls[1]!.body.variation).toBe('b');
    calls[1]!.answer(configuration('exe_2'));
    await settle();
    expect(setup.getState().executionId).toBe('exe_2');
  });

  it('starts a new setup when the plan changes, aborting the pending one', async () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    setup.start({ ...request, billingPlan: 'eyJiIjoyfQ==' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    calls[1]!.answer(configuration('exe_2'));
    await settle();
    expect(setup.getState().executionId).toBe('exe_2');
  });

  it('does not run again for the same variation and plan', () => {
    const { requestConfiguration, calls } = pendingCalls();
    const setup = setupWith(requestConfiguration);
    setup.start(request);
    setup.start({ ...request });
    expect(calls).toHaveLength(1);
  });
});

describe('readConfiguration', () => {
  it('takes an answer with an sdkConfiguration string and a known environment, nothing else', () => {
    expect(readConfiguration(configuration())).toEqual(configuration());
    expect(readConfiguration({ sdkConfiguration: '{}', environment: 'PRODUCTION' })).toEqual({ sdkConfiguration: '{}', environment: 'PRODUCTION' });
    expect(readConfiguration({ sdkConfiguration: '{}', environment: 'STAGING' })).toBeNull();
    expect(readConfiguration({ sdkConfiguration: {}, environment: 'TEST' })).toBeNull();
    expect(readConfiguration({ resultCode: 10132 })).toBeNull();
    expect(readConfiguration(null)).toBeNull();
  });
});
