import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentClient } from 'payment-client/headless';
import type { PaymentSetupRequest } from '../../../../../host-app/client/payments/setup/paymentSetupApi';
import { usePaymentSetup } from '../../../../../host-app/client/payments/setup/usePaymentSetup';

const request: PaymentSetupRequest = { variation: '', osType: 'ios', urlReferrer: 'http://site.test/premium', language: 'ar', source: 'streaming', billingPlan: 'eyJhIjoxfQ==' };

describe('usePaymentSetup', () => {
  it('runs the setup, follows a plan change and aborts the pending call on unmount', async () => {
    const signals: AbortSignal[] = [];
    const requestConfiguration = vi.fn((_request: PaymentSetupRequest, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve({ sdkConfiguration: '{}', environment: 'TEST' as const });
    });
    const createClient = (_init: unknown, options: Record<string, unknown>) => {
      (options.events as { onClientInitialized: (execution: unknown) => void }).onClientInitialized({ id: 'exe_1' });
      return {} as PaymentClient;
    };
    const { result, rerender, unmount } = renderHook(({ plan }) => usePaymentSetup({ requestConfiguration, createClient }, { ...request, billingPlan: plan }), {
      initialProps: { plan: 'eyJhIjoxfQ==' },
    });
    await act(async () => {});
    expect(result.current.executionId).toBe('exe_1');
    expect(requestConfiguration).toHaveBeenCalledTimes(1);

    rerender({ plan: 'eyJiIjoyfQ==' });
    expect(requestConfiguration).toHaveBeenCalledTimes(2);
    expect(requestConfiguration.mock.calls[1]![0].billingPlan).toBe('eyJiIjoyfQ==');
    unmount();
    expect(signals.at(-1)!.aborted).toBe(true);
  });

  it('waits without a request', () => {
    const requestConfiguration = vi.fn();
    const { result } = renderHook(() => usePaymentSetup({ requestConfiguration }, null));
    expect(result.current.isLoading).toBe(false);
    expect(requestConfiguration).not.toHaveBeenCalled();
  });
});
