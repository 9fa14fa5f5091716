import { useMemo } from 'react';
import type { PaymentBlockState } from '../core/blocks/paymentBlockState';
import { pairedCardFormEvents } from '../core/blocks/pairedEvents';
import type { ParsedCardFormOptions } from '../core/client/cardFormOptions';
import type { PaymentClient } from '../core/client/createPaymentClient';
import type { Store } from '../core/store/createStore';
import type { UseCardFormResult } from './useCardCheckout';
import { useStoreSelector } from './useStoreSelector';

const same = <T,>(state: T) => state;

/** The card form hook of the entry: the script tag's loads the form's later parts as scripts. */
export type UseCardFormOf = (client: PaymentClient, options: ParsedCardFormOptions) => UseCardFormResult;

/**
 * A card form paired with a payment button (PC-BLOCK-6): the form's checkout, hearing
 * the form's callbacks and the button's, and where its pay button goes (the button's element).
 */
export function usePaymentButtonBlock(client: PaymentClient, cardFormOptions: ParsedCardFormOptions, button: Store<PaymentBlockState>, useCardFormOf: UseCardFormOf) {
  const { options, element } = useStoreSelector(button, same);
  const buttonEvents = options.dropIn.events;
  const formOptions = useMemo(
    (): ParsedCardFormOptions => ({ ...cardFormOptions, events: pairedCardFormEvents(cardFormOptions.events, buttonEvents) }),
    [cardFormOptions, buttonEvents],
  );
  const cardForm = useCardFormOf(client, formOptions);
  return { cardForm, buttonElement: element };
}
