import { ApiError } from '../../http/errors';
import type { ExecutionRow } from '../executions';
import type { Amount } from './amount.schema';

/** The amount must be the session's, and the composition entries must add up to it in its currency. */
export function checkAmounts(execution: ExecutionRow, amount: Amount, items: readonly { amount: Amount }[], itemsField: string): void {
  const expected = execution.amount;
  if (amount.value !== expected.value || amount.currency !== expected.currency) {
    throw new ApiError(422, 'AMOUNT_MISMATCH', `The amount must be the session's amount: ${expected.value} ${expected.currency} (minor units)`, ['amount']);
  }
  const bad = items.flatMap((item, index) => (item.amount.currency === expected.currency ? [] : [`${itemsField}.${index}.amount.currency`]));
  const total = items.reduce((sum, item) => sum + item.amount.value, 0);
  if (bad.length > 0 || total !== expected.value) {
    throw new ApiError(422, 'AMOUNT_MISMATCH', `The ${itemsField} amounts must add up to the amount, in the same currency`, bad.length > 0 ? bad : [itemsField]);
  }
}

function refuseMethods(execution: ExecutionRow, fields: string[]): void {
  if (fields.length > 0) throw new ApiError(422, 'PAYMENT_METHOD_NOT_OFFERED', `This session offers only: ${execution.paymentMethods.join(', ')}`, fields);
}

/** Only methods the session offers (its `paymentMethods`) may be used. */
export function checkMethodsOffered(execution: ExecutionRow, items: readonly { paymentMethodCode: string }[], itemsField: string): void {
  const offered: readonly string[] = execution.paymentMethods;
  refuseMethods(
    execution,
    items.flatMap((item, index) => (offered.includes(item.paymentMethodCode) ? [] : [`${itemsField}.${index}.paymentMethodCode`])),
  );
}

export function checkMethodOffered(execution: ExecutionRow, code: string, field: string): void {
  refuseMethods(execution, (execution.paymentMethods as readonly string[]).includes(code) ? [] : [field]);
}
