import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLatest } from '../../hooks/useLatest';
import { createPaymentSetup, type PaymentSetup, type PaymentSetupDeps } from './createPaymentSetup';
import type { PaymentSetupRequest } from './paymentSetupApi';
import type { PaymentSetupState } from './paymentSetupReducer';

/**
 * The payment setup for a request: runs it, runs a new one when the variation or plan changes,
 * and cancels the pending call when the component goes away. `deps` are read on first render.
 */
export function usePaymentSetup(deps: PaymentSetupDeps, request: PaymentSetupRequest | null): PaymentSetupState {
  const [setup] = useState<PaymentSetup>(() => createPaymentSetup(deps));
  const state = useSyncExternalStore(setup.subscribe, setup.getState, setup.getState);
  const key = request ? `${request.variation}\n${request.billingPlan}` : null;
  const latest = useLatest(request);
  useEffect(() => {
    if (key === null || !latest.current) return undefined;
    setup.start(latest.current);
    return () => setup.dispose();
  }, [setup, key, latest]);
  return state;
}
