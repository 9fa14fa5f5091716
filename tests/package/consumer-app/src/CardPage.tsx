// A React team's card checkout, written as docs/react-quickstart.md writes it.
import { usePaymentClient, useCardForm, type InitResponse } from 'payment-client/headless';
import { CardCheckout } from 'payment-client/components';
import 'payment-client/components/styles.css';

export function CardPage({ initResponse, onPaid }: { initResponse: InitResponse; onPaid: (executionId: string) => void }) {
  const client = usePaymentClient(initResponse, {
    environment: 'TEST',
    events: { onClientInitialized: (execution) => console.log('session', execution.id, execution.merchantReference) },
  });
  const cardForm = useCardForm(client, {
    showCardholderName: true,
    events: {
      onAuthorizeSuccess: (result) => onPaid(result.executionId),
      onAuthorizeFailed: (error) => console.warn(error.code, error.message),
      onChange: (element, state) => console.log(element, state.isValid, state.network),
    },
  });
  return <CardCheckout cardForm={cardForm} />;
}
