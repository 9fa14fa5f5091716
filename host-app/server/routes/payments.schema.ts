export {
  packagesQuerySchema,
  paymentIntentValidateBodySchema,
  paymentMethodsBodySchema,
  paymentResponseBodySchema,
  paymentsBodySchema,
  paymentsClientInitBodySchema,
} from '../../shared/paymentRequests';
