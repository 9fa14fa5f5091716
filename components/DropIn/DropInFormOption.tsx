import type { PaymentOption } from '../../headless/core/dropIn/paymentOptions';
import type { UseDropInResult } from '../../headless/react/useDropIn';
import { useDropInForm } from '../../headless/react/useDropInForm';
import { DynamicForm } from '../DynamicForm/DynamicForm';

export interface DropInFormOptionProps {
  dropIn: UseDropInResult;
  option: PaymentOption;
}

/** The body of a form method's option (a bank account, say): its dynamic form. */
export function DropInFormOption({ dropIn, option }: DropInFormOptionProps) {
  return <DynamicForm form={useDropInForm(dropIn, option)} />;
}
