import { PaymentClientError } from '../core/errors/PaymentClientError';
import type { PaymentOption } from '../core/dropIn/paymentOptions';
import type { UseDropInResult } from './useDropIn';
import { useDynamicFormOf } from './useDynamicFormOf';

/** The dynamic form of a drop-in option whose method carries a schema: the drop-in's own form, which it pays with. */
export function useDropInForm(dropIn: Pick<UseDropInResult, 'client' | 'dynamicFormOf'>, option: PaymentOption) {
  const form = dropIn.dynamicFormOf(option);
  // The drop-in makes a form for every form method it lists.
  if (!form) throw new PaymentClientError('INVALID_CONFIGURATION', `useDropInForm: the drop-in has no form for ${option.paymentMethodCode}.`);
  return useDynamicFormOf(dropIn.client, { paymentMethodCode: option.paymentMethodCode, form });
}
