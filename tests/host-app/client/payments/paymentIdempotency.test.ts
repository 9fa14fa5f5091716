import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callProduct, type ProductCall, type ProductResult } from '../../../../host-app/client/api/productClient';
import type { ProductCaller } from '../../../../host-app/client/api/useProductCaller';
import { useKitPaymentEvents, type KitPaymentContext } from '../../../../host-app/client/payments/card/useKitPaymentEvents';
import { confirmPayment } from '../../../../host-app/client/payments/paymentCalls';
import type { BillingPlan, PaymentResult } from '../../../../host-app/contract/payments/paymentTypes';

/* The site names each purchase attempt with one Idempotency-Key, sent on every retry of it. */

const answered = (resultCode: number): ProductResult<PaymentResult> => ({ ok: true, data: { resultCode } as PaymentResult });
const callerOf = (...answers: ProductResult<unknown>[]) => vi.fn((_call: ProductCall) => Promise.resolve(answers.shift() ?? answered(10105))) as unknown as ProductCaller & ReturnType<typeof vi.fn>;
const keysSentBy = (call: ReturnType<typeof vi.fn>) => call.mock.calls.map((args) => (args[0] as ProductCall).headers?.['Idempotency-Key']);
const body = { email: 'lina@example.com', language: 'en' as const, billingOption: 'monthly' as const, urlReferrer: 'http://x/premium', canBenefitFromTrial: false, holdFullAmount: false, source: 'streaming' };
const plan: BillingPlan = { key: 'monthly', encryptedBillingPlan: 'eyJ9', amount: 800, currency: 'AED', period: 'monthly', months: 1, trialDuration: 0, operatorPrice: null };
const noWait = { sleep: () => Promise.resolve() };

describe('the payment confirmation key', () => {
  it('is one key for every try of a confirmation, and a new key for a new confirmation', async () => {
    const call = callerOf(answered(10105), answered(10105), answered(10100));
    expect((await confirmPayment(call, { ...body, paymentIntentId: 'exe_1' }, noWait)).kind).toBe('granted');
    const [first, ...retries] = keysSentBy(call);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retries).toEqual([first, first]);

    const next = callerOf(answered(10100));
    await confirmPayment(next, { ...body, paymentIntentId: 'exe_1' }, noWait);
    expect(keysSentBy(next)[0]).not.toBe(first);

    const given = callerOf(answered(10100));
    await confirmPayment(given, { ...body, paymentIntentId: 'exe_1' }, { ...noWait, idempotencyKey: 'attempt-key-0123456789' });
    expect(keysSentBy(given)).toEqual(['attempt-key-0123456789']);
  });

  it('is new for each Pay press of the drop-in, and shared by that press\'s confirmation', async () => {
    const call = callerOf({ ok: true, data: {} }, answered(10100), { ok: true, data: {} }, answered(10100));
    const context: KitPaymentContext = {
      call,
      plan,
      method: 'CreditCard',
      executionId: 'exe_1',
      email: 'lina@example.com',
      locale: 'en',
      source: 'streaming',
      urlReferrer: 'http://x/premium',
      campaignId: '',
      influencerId: '',
      track: vi.fn(),
      onGranted: vi.fn(),
      onFailed: vi.fn(),
      onAlreadySubscribed: vi.fn(),
      onPending: vi.fn(),
      confirmOptions: noWait,
    };
    const { result } = renderHook(() => useKitPaymentEvents(context));
    for (const presses of [1, 2]) {
      expect(await result.current.onAuthorizeRequestStart()).toBe(true);
      result.current.onAuthorizeSuccess();
      await vi.waitFor(() => expect(context.onGranted).toHaveBeenCalledTimes(presses));
    }
    const confirmationKeys = keysSentBy(call).filter((key) => key !== undefined);
    expect(confirmationKeys).toHaveLength(2);
    expect(new Set(confirmationKeys).size).toBe(2);
  });
});

describe('product calls', () => {
  it('send a call\'s own headers beside the product headers, never replacing the bearer token', async () => {
    const sent: Headers[] = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ errorCode: 0, data: null }), { status: 200 });
    }) as typeof fetch;
    await callProduct(
      { locale: 'en', token: 't-1' },
      { method: 'POST', path: '/pay', body: {}, headers: { 'Idempotency-Key': 'attempt-key-0123456789', authorization: 'Bearer forged' } },
      { baseUrl: 'http://api.test', fetch: fetchImpl },
    );
    expect(sent[0]?.get('idempotency-key')).toBe('attempt-key-0123456789');
    expect(sent[0]?.get('authorization')).toBe('Bearer t-1');
    expect(sent[0]?.get('x-version')).toBe('4.18.1');
  });
});
