import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentFlowProvider } from '../../../../host-app/client/payments/PaymentFlowProvider';
import { usePaymentFlow } from '../../../../host-app/client/payments/usePaymentFlow';
import { readSelectedPlanKey } from '../../../../host-app/client/payments/selectedPlanStorage';
import { SELECTED_PLAN_STORAGE_KEY } from '../../../../host-app/contract/payments/paymentConstants';
import type { BillingPlan } from '../../../../host-app/contract/payments/paymentTypes';
import { memoryStorage } from '../support/renderSite';

const yearly: BillingPlan = { key: 'yearly', encryptedBillingPlan: 'eyJ9', amount: 6000, currency: 'AED', period: 'yearly', months: 12, trialDuration: 0, operatorPrice: null };

afterEach(() => vi.useRealTimers());

describe('PaymentFlowProvider', () => {
  it('reads the source ids, keeps the selected plan in storage and clears a generic error after 5 seconds', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PaymentFlowProvider search="?campaignId=spring&influencerId=lina" storage={storage}>
        {children}
      </PaymentFlowProvider>
    );
    const { result } = renderHook(() => usePaymentFlow(), { wrapper });
    expect(result.current.state).toMatchObject({ campaignId: 'spring', influencerId: 'lina', userCountry: 'AE' });

    act(() => result.current.selectPlan(yearly));
    expect(result.current.state.selectedPaymentPlan).toEqual(yearly);
    expect(storage.items.get(SELECTED_PLAN_STORAGE_KEY)).toBe('yearly');
    expect(readSelectedPlanKey(storage)).toBe('yearly');

    act(() => result.current.showGenericError('Something went wrong'));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.state.genericError).toBe('Something went wrong');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.genericError).toBe('');
  });

  it('names the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePaymentFlow())).toThrow('usePaymentFlow needs a <PaymentFlowProvider>');
  });
});
