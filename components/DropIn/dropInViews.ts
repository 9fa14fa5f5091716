import type { ComponentType } from 'react';
import type { CheckoutViews } from '../CardCheckout/checkoutViews';
import type { RedirectPopupProps } from '../RedirectPopup/RedirectPopup';
import type { DropInFormOptionProps } from './DropInFormOption';

/** The drop-in's views of parts that load later: the card option's, a form method's form, and the panel over a provider's popup. */
export interface DropInViews extends CheckoutViews {
  DropInFormOption: ComponentType<DropInFormOptionProps>;
  RedirectPopup: ComponentType<RedirectPopupProps>;
}
