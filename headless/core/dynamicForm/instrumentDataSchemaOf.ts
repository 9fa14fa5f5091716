import type { PaymentMethod } from '../session/sessionSchema';

/** The form schema a payment method carries in its client config, if any (PC-DYNFORM-1, PC-SESSION-1). */
export function instrumentDataSchemaOf(paymentMethods: readonly PaymentMethod[], paymentMethodCode: string): unknown {
  return paymentMethods.find((method) => method.paymentMethodCode === paymentMethodCode)?.clientConfig?.instrumentDataSchema;
}
