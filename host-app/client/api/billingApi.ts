import { API_PATHS } from '../../contract/http/apiPaths';
import type { BillingTransactionBody, BillingVerifyBody, MobileBillingStartBody, VoucherStartBody } from '../../contract/payments/paymentRequests';
import type { BillingOtpSent, SubscriptionGranted, VoucherChecked } from '../../contract/payments/paymentTypes';
import type { ProductCaller } from './useProductCaller';

/** Mobile-operator billing: the operator texts a code to the number; the code confirms the charge. */
export const startMobileBilling = (call: ProductCaller, body: MobileBillingStartBody) =>
  call<BillingOtpSent>({ method: 'POST', path: API_PATHS.mobileBillingStart, body: { ...body } });

export const resendMobileBillingCode = (call: ProductCaller, body: BillingTransactionBody) =>
  call<BillingOtpSent>({ method: 'POST', path: API_PATHS.mobileBillingResend, body: { ...body } });

export const verifyMobileBilling = (call: ProductCaller, body: BillingVerifyBody) =>
  call<SubscriptionGranted>({ method: 'POST', path: API_PATHS.mobileBillingVerify, body: { ...body } });

/** Vouchers: the email and code are checked first, then a code sent to the email redeems the voucher. */
export const startVoucher = (call: ProductCaller, body: VoucherStartBody) => call<VoucherChecked>({ method: 'POST', path: API_PATHS.voucherStart, body: { ...body } });

export const resendVoucherCode = (call: ProductCaller, body: BillingTransactionBody) =>
  call<BillingOtpSent>({ method: 'POST', path: API_PATHS.voucherResend, body: { ...body } });

export const verifyVoucher = (call: ProductCaller, body: BillingVerifyBody) =>
  call<SubscriptionGranted>({ method: 'POST', path: API_PATHS.voucherVerify, body: { ...body } });
