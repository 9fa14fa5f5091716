export { detectOsType, variationFromAddress, type DeviceHints, type PaymentOsType } from './osType';
export {
  createProductPaymentSetupApi,
  PAYMENTS_CLIENT_INIT_PATH,
  readConfiguration,
  type PaymentSetupRequest,
  type ProductPaymentSetupApiOptions,
  type RequestConfiguration,
} from './paymentSetupApi';
export {
  initialPaymentSetupState,
  isPaymentSetupReady,
  paymentSetupReducer,
  type PaymentSetupAction,
  type PaymentSetupConfiguration,
  type PaymentSetupState,
} from './paymentSetupReducer';
export { createPaymentSetup, type PaymentSetup, type PaymentSetupDeps } from './createPaymentSetup';
