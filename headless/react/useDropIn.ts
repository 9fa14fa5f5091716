import { useState } from 'react';
import type { PaymentClient } from '../core/client/createPaymentClient';
import { parseDropInOptions, type DropInOptionsInput } from '../core/dropIn/dropInOptions';
import { packageParts } from './packageParts';
import { useDropInCheckout, type UseDropInResult } from './useDropInCheckout';

export type { OptionRadioProps, PayPalButtonProps, UseDropInResult, WalletButtonProps } from './useDropInCheckout';

/**
 * The drop-in as the npm package offers it: wallets, form methods' forms, the 3-D Secure flow
 * and the billing address's countries come with it. The option list, the card form of the card
 * option and the shared pay flow; components spread its prop getters (see `useDropInCheckout`).
 */
export function useDropIn(client: PaymentClient, options: DropInOptionsInput = {}): UseDropInResult {
  // Once: the parts are read at the first render, and adding the Arabic texts again on every render would copy them for nothing.
  const [parts] = useState(() => packageParts(client.locale));
  // Parsed once, at the first render, so bad options throw there; later renders may change only callbacks.
  const [parsed] = useState(() => parseDropInOptions(options, client));
  return useDropInCheckout(client, parsed, parts, options);
}
