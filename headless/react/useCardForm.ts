import { useState } from 'react';
import { fontHttpOrigin, parseCardFormOptions, type CardFormOptionsInput } from '../core/client/cardFormOptions';
import type { PaymentClient } from '../core/client/createPaymentClient';
import { packageParts } from './packageParts';
import { useCardCheckout, type UseCardFormResult } from './useCardCheckout';

export type { PayButtonProps } from './payButtonProps';
export type { UseCardFormResult } from './useCardCheckout';

/**
 * The card form and its pay flow, as the npm package offers it: the 3-D Secure flow and the
 * billing address's countries come with it. Returns element states, the checkout state, actions
 * and prop getters; the options are read at the first render (see `useCardCheckout`).
 */
export function useCardForm(client: PaymentClient, options: CardFormOptionsInput = {}): UseCardFormResult {
  // Once: the parts are read at the first render, and adding the Arabic texts again on every render would copy them for nothing.
  const [parts] = useState(() => packageParts(client.locale));
  // Parsed once, at the first render, so bad options throw there; later renders may change only callbacks.
  const [parsed] = useState(() => parseCardFormOptions(options, fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl)));
  return useCardCheckout(client, parsed, parts, options);
}
