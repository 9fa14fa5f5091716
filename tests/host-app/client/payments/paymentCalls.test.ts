import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductResult } from '../../../../host-app/client/api/productClient';
import type { ProductCaller } from '../../../../host-app/client/api/useProductCaller';
import { useKitPaymentEvents, type KitPaymentContext } from '../../../../host-app/client/payments/card/useKitPaymentEvents';
import { confirmPayment, paymentVerdict, validatePaymentIntent } from '../../../../host-app/client/payments/paymentCalls';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { BillingPlan, PaymentResult } from '../../../../host-app/contract/payments/paymentTypes';

const answered = (resultCode: number): ProductResult<PaymentResult> => ({ ok: true, data: { resultCode } as PaymentResult });
const refused = (extra: object = {}): ProductResult<PaymentResult> => ({ ok: false, kind: 'invalidInput', status: 409, ...extra });
const callerOf = (...answers: ProductResult<unknown>[]) => vi.fn(() => Promise.resolve(answers.shift() ?? refused())) as unknown as ProductCaller & ReturnType<typeof vi.fn>;
const plan: BillingPlan = { key: 'monthly', encryptedBillingPlan: 'eyJ9', amount: 800, currency: 'AED', period: 'monthly', months: 1, trialDuration: 0, operatorPrice: null };
const body = { email: 'lina@example.com', language: 'en' as const, billingOption: 'monthly' as const, urlReferrer: 'http://x/premium', canBenefitFromTrial: false, holdFullAmount: false, source: 'streaming' };

describe('paymentVerdict', () => {
  it.each([
    [answered(10100), 'granted'],
    [answered(10101), 'granted'],
    [answered(10105), 'pending'],
    [answered(10102), 'pending'],
    [answered(10132), 'alreadySubscribed'],
    [refused({ resultCode: 10132 }), 'alreadySubscribed'],
    [answered(99999), 'failed'],
    [refused({ messageKey: 'payment.declined' }), 'failed'],
  ] as const)('%j is %s', (answer, kind) => {
    expect(paymentVerdict(answer).kind).toBe(kind);
  });
});

describe('confirmPayment', () => {
  it('asks again while the payment is still settling (10105), then grants', async () => {
    const call = callerOf(answered(10105), answered(10105), answered(10101));
    const verdict = await confirmPayment(call, { ...body, paymentIntentId: 'exe_1' }, { sleep: () => Promise.resolve() });
    expect(verdict.kind).toBe('granted');
    expect(call).toHaveBeenCalledTimes(3);
    expect(call.mock.calls[0]![0]).toMatchObject({ method: 'POST', path: API_PATHS.paymentResponse, body: { paymentIntentId: 'exe_1' } });
  });

  it('stops after a few tries', async () => {
    const call = callerOf(...Array.from({ length: 10 }, () => answered(10105)));
    expect((await confirmPayment(call, { ...body, paymentIntentId: 'exe_1' }, { retries: 2, sleep: () => Promise.resolve() })).kind).toBe('pending');
    expect(call).toHaveBeenCalledTimes(3);
  });
});

describe('validatePaymentIntent', () => {
  it('allows any accepted answer but 10132', async () => {
    expect(await validatePaymentIntent(callerOf({ ok: true, data: {} }), { ...body, token: 'exe_1' })).toEqual({ kind: 'allowed' });
    expect(await validatePaymentIntent(callerOf(answered(10132)), { ...body, token: 'exe_1' })).toEqual({ kind: 'alreadySubscribed' });
    expect(await validatePaymentIntent(callerOf(refused({ messageKey: 'payment.planInvalid' })), { ...body, token: 'exe_1' })).toEqual({ kind: 'failed', messageKey: 'payment.planInvalid' });
  });
});

describe('useKitPaymentEvents', () => {
  function events(call: ProductCaller) {
    const context: KitPaymentContext = {
      call,
      plan,
      method: 'CreditCard',
      executionId: 'exe_1',
      email: 'lina@example.com',
      locale: 'en',
      source: 'streaming',
      urlReferrer: 'http://x/premium',
      campaignId: 'spring',
      influencerId: '',
      track: vi.fn(),
      onGranted: vi.fn(),
      onFailed: vi.fn(),
      onAlreadySubscribed: vi.fn(),
      onPending: vi.fn(),
      confirmOptions: { sleep: () => Promise.resolve() },
    };
    return { context, result: renderHook(() => useKitPaymentEvents(context)).result };
  }

  it('vetoes the payment of an account that already has premium, without reporting a failure', async () => {
    const { context, result } = events(callerOf(answered(10132)));
    expect(await result.current.onAuthorizeRequestStart()).toBe(false);
    result.current.onAuthorizeFailed();
    expect(context.track).toHaveBeenCalledWith('click_go_vip');
    expect(context.onAlreadySubscribed).toHaveBeenCalledOnce();
    expect(context.onFailed).not.toHaveBeenCalled();
  });

  it('grants only after the payment response accepts, with the execution id and campaign', async () => {
    const call = callerOf({ ok: true, data: {} }, answered(10100));
    const { context, result } = events(call);
    expect(await result.current.onAuthorizeRequestStart()).toBe(true);
    expect((call.mock.calls[0]![0] as { body: object }).body).toMatchObject({ token: 'exe_1', billingOption: 'monthly', email: 'lina@example.com' });
    result.current.onAuthorizeSuccess();
    await vi.waitFor(() => expect(context.onGranted).toHaveBeenCalledOnce());
    expect((call.mock.calls[1]![0] as { body: object }).body).toMatchObject({ paymentIntentId: 'exe_1', campaignId: 'spring' });
    expect(context.track).toHaveBeenLastCalledWith('finish');
  });

  it('reports a failed authorization', () => {
    const { context, result } = events(callerOf());
    result.current.onAuthorizeFailed();
    expect(context.onFailed).toHaveBeenCalledOnce();
    expect(context.onGranted).not.toHaveBeenCalled();
  });
});
