import { useState } from 'react';
import { blockScope } from '../core/blocks/blockScope';
import type { ParsedBlockOptions } from '../core/blocks/blockOptions';
import { blockShowsAlone, blockView } from '../core/blocks/blockView';
import type { PaymentBlockName } from '../core/blocks/paymentBlocks';
import { scopedClient } from '../core/blocks/scopedClient';
import type { PaymentClient } from '../core/client/createPaymentClient';
import type { UseDropInResult } from './useDropInCheckout';

/** The drop-in hook of the entry: the script tag's loads the drop-in's later parts as scripts. */
export type UseDropInOf = (client: PaymentClient, options: ParsedBlockOptions['dropIn']) => UseDropInResult;

/**
 * A UI block mounted alone (the saved card list, a wallet button, a redirect button, a dynamic
 * form): the drop-in over the block's part of the session. What the drop-in's component renders.
 */
export function usePaymentBlock(client: PaymentClient, block: PaymentBlockName, options: ParsedBlockOptions, useDropInOf: UseDropInOf): UseDropInResult {
  const [blockClient] = useState(() => scopedClient(client, blockScope(block, options.paymentMethodCode)));
  const dropIn = useDropInOf(blockClient, options.dropIn);
  return { ...dropIn, showsAlone: blockShowsAlone(block), view: blockView(block, dropIn.view) };
}
