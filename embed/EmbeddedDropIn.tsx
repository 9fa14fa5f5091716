import { DropInLayout } from '../components/DropIn/DropInLayout';
import type { PaymentClient } from '../headless/core/client/createPaymentClient';
import type { ParsedDropInOptions } from '../headless/core/dropIn/dropInOptions';
import { useDropInCheckout } from '../headless/react/useDropInCheckout';
import { extensionParts } from './extensions/extensionParts';
import { extensionViews } from './extensions/extensionViews';

export interface EmbeddedDropInProps {
  client: PaymentClient;
  options: ParsedDropInOptions;
}

/** The drop-in of the script tag: wallets, form methods, the 3-D Secure flow and the billing address load from their extension scripts. */
export function EmbeddedDropIn({ client, options }: EmbeddedDropInProps) {
  return <DropInLayout dropIn={useDropInCheckout(client, options, extensionParts)} views={extensionViews} />;
}
