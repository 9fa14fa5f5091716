// A drop-in and a custom pay button built from the hook's prop getters.
import { useDropIn, usePaymentClient, type DeliveryAddressChange, type InitResponse } from 'payment-client/headless';
import { DropIn } from 'payment-client/components';
import 'payment-client/components/styles.css';
import 'payment-client/components/DropIn/dropIn.css';

const deliversTo = (change: DeliveryAddressChange) => change.address.countryCode === 'GB';

export function DropInPage({ initResponse }: { initResponse: InitResponse }) {
  const client = usePaymentClient(initResponse, { environment: 'TEST', locale: 'en' });
  const dropIn = useDropIn(client, {
    card: { billingAddress: true, autoHideTTL: 5000 },
    events: {
      onAuthorizeSuccess: (result) => console.log('paid', result.executionId, result.status),
      onAuthorizeFailed: (error) => console.warn(error.code),
      onPaymentOptionSelected: (option) => console.log(option.paymentMethodCode),
      onDeliveryAddressChanged: deliversTo,
    },
  });
  return <DropIn dropIn={dropIn} />;
}
