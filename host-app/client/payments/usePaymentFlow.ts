import { useContext } from 'react';
import { PaymentFlowContext, type PaymentFlow } from './PaymentFlowProvider';

/** The shared payment-flow state of the premium page; PR-AUTH-9: using it outside its provider is an error. */
export function usePaymentFlow(): PaymentFlow {
  const flow = useContext(PaymentFlowContext);
  if (!flow) throw new Error('usePaymentFlow needs a <PaymentFlowProvider> above it (the premium page renders one).');
  return flow;
}
