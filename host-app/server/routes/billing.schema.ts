export {
  billingTransactionBodySchema,
  billingVerifyBodySchema,
  mobileBillingStartBodySchema,
  voucherStartBodySchema,
} from '../../contract/payments/paymentRequests';
