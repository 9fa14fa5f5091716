import { DropIn } from '../components/DropIn/DropIn';
import type { PaymentClient } from '../headless/core/client/createPaymentClient';
import type { ParsedDropInOptions } from '../headless/core/dropIn/dropInOptions';
import { useDropIn } from '../headless/react/useDropIn';

export interface EmbeddedDropInProps {
  client: PaymentClient;
  options: ParsedDropInOptions;
}

export function EmbeddedDropIn({ client, options }: EmbeddedDropInProps) {
  return <DropIn dropIn={useDropIn(client, options)} />;
}
