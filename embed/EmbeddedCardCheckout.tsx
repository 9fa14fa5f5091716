import { CardCheckout } from '../components/CardCheckout/CardCheckout';
import type { ParsedCardFormOptions as CardFormOptions } from '../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../headless/core/client/createPaymentClient';
import { useCardForm } from '../headless/react/useCardForm';

export interface EmbeddedCardCheckoutProps {
  client: PaymentClient;
  options: CardFormOptions;
}

export function EmbeddedCardCheckout({ client, options }: EmbeddedCardCheckoutProps) {
  const cardForm = useCardForm(client, options);
  return <CardCheckout cardForm={cardForm} />;
}
