import { DropInLayout } from '../../components/DropIn/DropInLayout';
import type { ParsedBlockOptions } from '../../headless/core/blocks/blockOptions';
import type { PaymentBlockName } from '../../headless/core/blocks/paymentBlocks';
import type { PaymentClient } from '../../headless/core/client/createPaymentClient';
import type { ParsedDropInOptions } from '../../headless/core/dropIn/dropInOptions';
import { useDropInCheckout } from '../../headless/react/useDropInCheckout';
import { usePaymentBlock } from '../../headless/react/usePaymentBlock';
import { extensionParts } from '../extensions/extensionParts';
import { extensionViews } from '../extensions/extensionViews';

export interface EmbeddedPaymentBlockProps {
  client: PaymentClient;
  block: PaymentBlockName;
  options: ParsedBlockOptions;
}

// The script tag's drop-in: its later parts load as extension scripts, as `dropin()`'s do.
const useScriptTagDropIn = (client: PaymentClient, options: ParsedDropInOptions) => useDropInCheckout(client, options, extensionParts);

/**
 * A block the script tag mounts alone: the drop-in's layout over the block's one option (or its
 * stored cards), with its results, overlays and pay button.
 * @selector .pc-Block [data-block="cardList" | "applePayButton" | "googlePayButton" | "paypalButton" | "genericRedirectButton" | "dynamicElement"]
 */
export function EmbeddedPaymentBlock({ client, block, options }: EmbeddedPaymentBlockProps) {
  return (
    <div className="pc-Block" data-block={block}>
      <DropInLayout dropIn={usePaymentBlock(client, block, options, useScriptTagDropIn)} views={extensionViews} />
    </div>
  );
}
