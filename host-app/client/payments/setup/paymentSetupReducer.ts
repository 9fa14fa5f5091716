import type { Environment, PaymentClient } from 'payment-client/headless';

/** Client init answer (`data.data`, PR-API-8): the provider's init response as a JSON string, and what the page needs beside it. */
export interface PaymentSetupConfiguration {
  sdkConfiguration: string;
  environment: Environment;
  [field: string]: unknown;
}

/** Payment setup state (PR-PAY-4). A failed setup keeps no error: failures are ignored silently (PR-API-5). */
export interface PaymentSetupState {
  client: PaymentClient | null;
  configuration: PaymentSetupConfiguration | null;
  executionId: string | null;
  isLoading: boolean;
}

export type PaymentSetupAction =
  | { type: 'setupStarted' }
  | { type: 'setupSucceeded'; configuration: PaymentSetupConfiguration }
  | { type: 'clientCreated'; client: PaymentClient }
  | { type: 'clientInitialised'; executionId: string }
  | { type: 'setupFailed' }
  | { type: 'variationChanged' };

export const initialPaymentSetupState: PaymentSetupState = { client: null, configuration: null, executionId: null, isLoading: false };

/** Payment setup transitions (PR-PAY-4). */
export function paymentSetupReducer(state: PaymentSetupState, action: PaymentSetupAction): PaymentSetupState {
  switch (action.type) {
    case 'setupStarted':
      return { ...state, isLoading: true };
    case 'setupSucceeded':
      return { ...state, configuration: action.configuration, isLoading: false };
    case 'clientCreated':
      // A client without a configuration would be one of an older setup.
      return state.configuration ? { ...state, client: action.client } : state;
    case 'clientInitialised':
      // The execution id belongs to the client that reported it; none yet means nothing to store.
      return state.client ? { ...state, executionId: action.executionId } : state;
    case 'setupFailed':
      return state.isLoading ? { ...state, isLoading: false } : state;
    case 'variationChanged':
      return initialPaymentSetupState;
    default: {
      const unknown: never = action;
      throw new Error(`Unknown payment setup action: ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}

/** The setup is done and the client reported its execution: a payment can start. */
export const isPaymentSetupReady = (state: PaymentSetupState): boolean => state.client !== null && state.executionId !== null;
