export { billingTransactionBodySchema, billingVerifyBodySchema, mobileBillingStartBodySchema, voucherStartBodySchema } from '../../shared/paymentRequests';
