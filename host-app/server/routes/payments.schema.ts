export {
  packagesQuerySchema,
  paymentIntentValidateBodySchema,
  paymentMethodsBodySchema,
  paymentResponseBodySchema,
  paymentsBodySchema,
  paymentsClientInitBodySchema,
} from '../../contract/payments/paymentRequests';
