import type { Operator } from '../../contract/content/contentTypes';
import type { PaymentMethodKind } from '../../contract/payments/paymentConstants';
import { DEFAULT_USER_COUNTRY } from '../../contract/site/markets';
import type { BillingPlan } from '../../contract/payments/paymentTypes';

/** Operator details (PR-PAY-6), as the mobile journey reports them. */
export interface OperatorDetails {
  operator: Operator;
  dialCode: string;
  phoneNumber: string;
}

/** Shared payment-flow state (PR-PAY-6). */
export interface PaymentFlowState {
  selectedPaymentMethod: PaymentMethodKind | null;
  operatorDetails: OperatorDetails | null;
  userCountry: string;
  authError: string;
  genericError: string;
  isLoadingCreditCardPlans: boolean;
  isLoadingHomeData: boolean;
  selectedPaymentPlan: BillingPlan | null;
  creditCardPlans: BillingPlan[];
  campaignId: string;
  influencerId: string;
}

export type PaymentFlowAction =
  | { type: 'paymentMethodSelected'; method: PaymentMethodKind | null }
  | { type: 'operatorDetailsChanged'; details: OperatorDetails | null }
  | { type: 'userCountryChanged'; country: string }
  | { type: 'authErrorChanged'; text: string }
  | { type: 'genericErrorShown'; text: string }
  /** The provider's timer ends the message (PR-PAY-7: it clears itself after 5 seconds). */
  | { type: 'genericErrorCleared' }
  | { type: 'creditCardPlansLoadStarted' }
  | { type: 'creditCardPlansLoaded'; plans: BillingPlan[] }
  | { type: 'creditCardPlansLoadFailed' }
  | { type: 'homeDataLoadChanged'; isLoading: boolean }
  | { type: 'planSelected'; plan: BillingPlan | null }
  | { type: 'sourceIdsRead'; campaignId: string; influencerId: string };

export const initialPaymentFlowState: PaymentFlowState = {
  selectedPaymentMethod: null,
  operatorDetails: null,
  userCountry: DEFAULT_USER_COUNTRY,
  authError: '',
  genericError: '',
  isLoadingCreditCardPlans: false,
  isLoadingHomeData: false,
  selectedPaymentPlan: null,
  creditCardPlans: [],
  campaignId: '',
  influencerId: '',
};

export function paymentFlowReducer(state: PaymentFlowState, action: PaymentFlowAction): PaymentFlowState {
  switch (action.type) {
    case 'paymentMethodSelected':
      return { ...state, selectedPaymentMethod: action.method };
    case 'operatorDetailsChanged':
      return { ...state, operatorDetails: action.details };
    case 'userCountryChanged':
      return { ...state, userCountry: action.country || DEFAULT_USER_COUNTRY };
    case 'authErrorChanged':
      return { ...state, authError: action.text };
    case 'genericErrorShown':
      return { ...state, genericError: action.text };
    case 'genericErrorCleared':
      return state.genericError === '' ? state : { ...state, genericError: '' };
    case 'creditCardPlansLoadStarted':
      return { ...state, isLoadingCreditCardPlans: true };
    case 'creditCardPlansLoaded': {
      // A selected plan the new list no longer offers is dropped, so nobody pays an old price.
      const stillOffered = state.selectedPaymentPlan && action.plans.find((plan) => plan.key === state.selectedPaymentPlan!.key);
      return { ...state, isLoadingCreditCardPlans: false, creditCardPlans: action.plans, selectedPaymentPlan: stillOffered ?? null };
    }
    case 'creditCardPlansLoadFailed':
      return { ...state, isLoadingCreditCardPlans: false };
    case 'homeDataLoadChanged':
      return { ...state, isLoadingHomeData: action.isLoading };
    case 'planSelected':
      // Another plan means another payment: the method is chosen again.
      return { ...state, selectedPaymentPlan: action.plan, selectedPaymentMethod: action.plan?.key === state.selectedPaymentPlan?.key ? state.selectedPaymentMethod : null };
    case 'sourceIdsRead':
      return { ...state, campaignId: action.campaignId, influencerId: action.influencerId };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown payment flow action: ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}
