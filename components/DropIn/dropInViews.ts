import type { ComponentType } from 'react';
import type { CheckoutViews } from '../CardCheckout/checkoutViews';
import type { DropInFormOptionProps } from './DropInFormOption';

/** The drop-in's views of parts that load later: the card option's, and a form method's form. */
export interface DropInViews extends CheckoutViews {
  DropInFormOption: ComponentType<DropInFormOptionProps>;
}
