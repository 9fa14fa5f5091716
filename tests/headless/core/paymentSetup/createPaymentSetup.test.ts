import { describe, expect, it, vi } from 'vitest';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createPaymentSetup } from '../../../../headless/core/paymentSetup/createPaymentSetup';
import { createProductPaymentSetupApi, PAYMENTS_CLIENT_INIT_PATH, type PaymentSetupRequest } from '../../../../headless/core/paymentSetup/paymentSetupApi';
import { encodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { storySession } from '../../../../stories/fixtures/session';

const request: PaymentSetupRequest = { variation: '', osType: 'androidOs', urlReferrer: 'http://site.test/premium', language: 'en', source: 'streaming', billingPlan: 'eyJhIjoxfQ==' };
const configuration = (executionId = 'exe_1') => ({ sdkConfiguration: JSON.stringify({ executionId }), environment: 'TEST', executionId });

interface Call {
  url: string;
  body: PaymentSetupRequest;
  signal: AbortSignal;
  answer: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives, one call at a time. */
function pendingFetch() {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ url: String(url), body: JSON.parse(String(init!.body)), signal, answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })) });
    }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A stand-in for the kit's client: reports the execution named in its init response, as the kit does. */
const fakeClient = (initResponse: unknown, options: Record<string, unknown>) => {
  const execution = { id: (initResponse as { executionId: string }).executionId };
  (options.events as { onClientInitialized: (execution: unknown) => void }).onClientInitialized(execution);
  return { execution } as unknown as PaymentClient;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setupWith(fetch: typeof globalThis.fetch, createClient = fakeClient) {
  return createPaymentSetup({ requestConfiguration: createProductPaymentSetupApi({ baseUrl: 'http://site.test', fetch, headers: () => ({ 'X-Version': '4.18.1' }) }), createClient });
}

describe('createPaymentSetup', () => {
  it('posts the client init body, stores the configuration, creates the client and then its execution id', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    expect(setup.getState().isLoading).toBe(true);
    expect(calls[0]!.url).toBe(`http://site.test${PAYMENTS_CLIENT_INIT_PATH}`);
    expect(calls[0]!.body).toEqual(request);
    calls[0]!.answer(200, { errorCode: 0, data: { data: configuration() } });
    await settle();
    const state = setup.getState();
    expect(state.isLoading).toBe(false);
    expect(state.configuration).toEqual(configuration());
    expect(state.client).not.toBeNull();
    expect(state.executionId).toBe('exe_1');
  });

  it('makes the real kit client from the sdkConfiguration string', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = createPaymentSetup({ requestConfiguration: createProductPaymentSetupApi({ baseUrl: 'http://site.test', fetch }) });
    setup.start(request);
    const session = storySession();
    calls[0]!.answer(200, { errorCode: 0, data: { sdkConfiguration: JSON.stringify(encodeInitResponse(session)), environment: 'TEST' } });
    await settle();
    expect(setup.getState().client?.session.execution.id).toBe(session.execution.id);
    expect(setup.getState().executionId).toBe(session.execution.id);
  });

  it('ignores a failure silently: loading ends, nothing stored', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    calls[0]!.answer(409, { errorCode: 5, message: 'payment.alreadySubscribed', data: { resultCode: 10132 } });
    await settle();
    expect(setup.getState()).toEqual({ client: null, configuration: null, executionId: null, isLoading: false });
  });

  it('treats an unreadable sdkConfiguration as a failure', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    calls[0]!.answer(200, { errorCode: 0, data: { sdkConfiguration: 'not json', environment: 'TEST' } });
    await settle();
    expect(setup.getState().isLoading).toBe(false);
    expect(setup.getState().client).toBeNull();
  });

  it('aborts the pending request when disposed and stores nothing after', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    setup.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    await settle();
    expect(setup.getState()).toEqual({ client: null, configuration: null, executionId: null, isLoading: false });
  });

  it('starts a new setup when the variation changes, dropping the old one', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    calls[0]!.answer(200, { errorCode: 0, data: configuration('exe_1') });
    await settle();
    setup.start({ ...request, variation: 'b' });
    expect(setup.getState()).toEqual({ client: null, configuration: null, executionId: null, isLoading: true });
    expect(calls[1]!.body.variation).toBe('b');
    calls[1]!.answer(200, { errorCode: 0, data: configuration('exe_2') });
    await settle();
    expect(setup.getState().executionId).toBe('exe_2');
  });

  it('starts a new setup when the plan changes, aborting the pending one', async () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    setup.start({ ...request, billingPlan: 'eyJiIjoyfQ==' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    calls[1]!.answer(200, { errorCode: 0, data: configuration('exe_2') });
    await settle();
    expect(setup.getState().executionId).toBe('exe_2');
  });

  it('does not run again for the same variation and plan', () => {
    const { fetch, calls } = pendingFetch();
    const setup = setupWith(fetch);
    setup.start(request);
    setup.start({ ...request });
    expect(calls).toHaveLength(1);
  });
});
