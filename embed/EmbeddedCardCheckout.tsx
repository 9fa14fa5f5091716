import { CardCheckoutLayout } from '../components/CardCheckout/CardCheckoutLayout';
import type { ParsedCardFormOptions as CardFormOptions } from '../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../headless/core/client/createPaymentClient';
import { useCardCheckout } from '../headless/react/useCardCheckout';
import { extensionParts } from './extensions/extensionParts';
import { extensionViews } from './extensions/extensionViews';

export interface EmbeddedCardCheckoutProps {
  client: PaymentClient;
  options: CardFormOptions;
}

/** The card checkout of the script tag: the 3-D Secure flow and the billing address load from their extension scripts. */
export function EmbeddedCardCheckout({ client, options }: EmbeddedCardCheckoutProps) {
  const cardForm = useCardCheckout(client, options, extensionParts);
  return <CardCheckoutLayout cardForm={cardForm} views={extensionViews} />;
}
