import { useEffect, useMemo, useState } from 'react';
import type { Appearance } from '../core/appearance/appearanceSchema';
import type { CardFormState } from '../core/cardForm/cardFormState';
import { createCardCheckout } from '../core/checkout/cardCheckout';
import type { CardCheckoutParts } from '../core/checkout/lazyParts';
import { isInProgress, type CheckoutState } from '../core/checkout/checkoutReducer';
import { checkoutView } from '../core/checkout/checkoutView';
import type { CardFormOptions, ParsedCardFormOptions } from '../core/client/cardFormOptions';
import type { PaymentClient } from '../core/client/createPaymentClient';
import { cardFormFieldProps } from './cardFormFieldProps';
import { checkoutViewProps } from './checkoutViewProps';
import { latestCallbacks } from './latestCallbacks';
import { screenWidth } from './screenWidth';
import { useFrameContainer } from './useFrameContainer';
import { useLatest } from './useLatest';
import { useOptionChangeWarning } from './useOptionChangeWarning';
import { useStoreSelector } from './useStoreSelector';
import type { UseCardFormResult } from './hookResults';
export type { UseCardFormResult } from './hookResults';

const selectForm = (state: CardFormState) => state;
const selectCheckout = (state: CheckoutState) => state;

export type { PayButtonProps } from './payButtonProps';

/**
 * The card form and its pay flow, with the parts that load later as the entry provides them
 * (`useCardForm` is the npm package's). Returns element states, the checkout state, actions and
 * prop getters; the secure frame is attached wherever `frameContainerRef` lands, in an effect.
 * `options`, parsed where they were given, are read at the first render; `given`, the options as
 * this render gives them (the parsed ones by default): their callbacks are called, a change to another is warned about.
 */
export function useCardCheckout(client: PaymentClient, options: ParsedCardFormOptions, parts: CardCheckoutParts, given: CardFormOptions = options): UseCardFormResult {
  const latestEvents = useLatest(given.events);
  const [checkout] = useState(() => createCardCheckout(client, { ...options, events: latestCallbacks(options.events, latestEvents) }, parts));
  useOptionChangeWarning('useCardForm', given);
  // A payment still running when the form leaves the page ends with it (its polling, its challenge).
  useEffect(() => () => checkout.cancel(), [checkout]);
  // Back from a full-page challenge: the form reports how the payment ended.
  useEffect(() => void checkout.resume(), [checkout]);
  const form = useStoreSelector(checkout.cardForm.store, selectForm);
  const state = useStoreSelector(checkout.store, selectCheckout);

  const frameContainerRef = useFrameContainer(checkout.cardForm);
  const isPaying = isInProgress(state);

  const { amount } = client.session;
  // What to show, from the core's one selector; the getters hand it to the components.
  const viewProps = useMemo(
    () => checkoutViewProps(checkoutView(state, { canPay: form.isValid, payButtonKind: checkout.payButtonKind, screenWidth: screenWidth() }), { translate: checkout.translate, amount, locale: client.locale }, checkout),
    [state, form.isValid, checkout, amount, client.locale],
  );

  const fields = useMemo(
    () => cardFormFieldProps(form, checkout.cardForm, checkout.translate, client.locale),
    [form, checkout, client.locale],
  );

  return {
    form,
    fields,
    checkout: state,
    isReady: form.status === 'ready',
    isValid: form.isValid,
    isPaying,
    amount,
    locale: client.locale,
    /** The client's `appearance` option; an `AppearanceProvider` above the component wins over it. */
    appearance: client.options.appearance as Appearance | undefined,
    translate: checkout.translate,
    pay: checkout.pay,
    cancel: checkout.cancel,
    dismissFailure: checkout.dismissFailure,
    frameContainerRef,
    ...viewProps,
  };
}

