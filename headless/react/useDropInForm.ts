import type { PaymentOption } from '../core/dropIn/paymentOptions';
import type { UseDropInResult } from './useDropIn';
import { useDynamicForm } from './useDynamicForm';

/** The dynamic form of a drop-in option whose method carries a schema: the drop-in's own form, which it pays with. */
export function useDropInForm(dropIn: Pick<UseDropInResult, 'client' | 'dynamicFormOf'>, option: PaymentOption) {
  const form = dropIn.dynamicFormOf(option);
  return useDynamicForm(dropIn.client, { paymentMethodCode: option.paymentMethodCode, ...(form ? { form } : {}) });
}
