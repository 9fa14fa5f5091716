import { createContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { GENERIC_ERROR_CLEAR_MS, type PaymentMethodKind } from '../../contract/payments/paymentConstants';
import type { BillingPlan } from '../../contract/payments/paymentTypes';
import { initialPaymentFlowState, paymentFlowReducer, type OperatorDetails, type PaymentFlowState } from './paymentFlowState';
import { sourceIdsFromAddress } from './subscriptionSource';
import { browserPlanStorage, writeSelectedPlanKey, type PlanStorage } from './selectedPlanStorage';

export interface PaymentFlow {
  state: PaymentFlowState;
  selectPaymentMethod(method: PaymentMethodKind | null): void;
  setOperatorDetails(details: OperatorDetails | null): void;
  setUserCountry(country: string): void;
  setAuthError(text: string): void;
  showGenericError(text: string): void;
  plansLoadStarted(): void;
  plansLoaded(plans: BillingPlan[]): void;
  plansLoadFailed(): void;
  setHomeDataLoading(isLoading: boolean): void;
  /** Selects a plan and keeps it in local storage. */
  selectPlan(plan: BillingPlan | null): void;
}

export const PaymentFlowContext = createContext<PaymentFlow | null>(null);

export interface PaymentFlowProviderProps {
  /** The page address's query, for campaignId and influencerId. */
  search: string;
  storage?: PlanStorage | null;
  children?: ReactNode;
}

export function PaymentFlowProvider({ search, storage, children }: PaymentFlowProviderProps) {
  const [state, dispatch] = useReducer(paymentFlowReducer, initialPaymentFlowState);
  const { campaignId, influencerId } = sourceIdsFromAddress(search);

  useEffect(() => dispatch({ type: 'sourceIdsRead', campaignId, influencerId }), [campaignId, influencerId]);

  // PR-PAY-7: the generic error message clears itself; a new message starts the wait again.
  useEffect(() => {
    if (state.genericError === '') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'genericErrorCleared' }), GENERIC_ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state.genericError]);

  // Actions stay the same objects for the provider's life, so effects may depend on them.
  const actions = useMemo<Omit<PaymentFlow, 'state'>>(() => {
    const planStorage = storage === undefined ? browserPlanStorage() : storage;
    return {
      selectPaymentMethod: (method) => dispatch({ type: 'paymentMethodSelected', method }),
      setOperatorDetails: (details) => dispatch({ type: 'operatorDetailsChanged', details }),
      setUserCountry: (country) => dispatch({ type: 'userCountryChanged', country }),
      setAuthError: (text) => dispatch({ type: 'authErrorChanged', text }),
      showGenericError: (text) => dispatch({ type: 'genericErrorShown', text }),
      plansLoadStarted: () => dispatch({ type: 'creditCardPlansLoadStarted' }),
      plansLoaded: (plans) => dispatch({ type: 'creditCardPlansLoaded', plans }),
      plansLoadFailed: () => dispatch({ type: 'creditCardPlansLoadFailed' }),
      setHomeDataLoading: (isLoading) => dispatch({ type: 'homeDataLoadChanged', isLoading }),
      selectPlan(plan) {
        writeSelectedPlanKey(planStorage, plan?.key ?? null);
        dispatch({ type: 'planSelected', plan });
      },
    };
  }, [storage]);
  const flow = useMemo<PaymentFlow>(() => ({ state, ...actions }), [state, actions]);

  return <PaymentFlowContext.Provider value={flow}>{children}</PaymentFlowContext.Provider>;
}
