export { detectOsType, variationFromAddress, type DeviceHints, type PaymentOsType } from './osType';
export { readConfiguration, type PaymentSetupRequest, type RequestConfiguration } from './paymentSetupApi';
export {
  initialPaymentSetupState,
  isPaymentSetupReady,
  paymentSetupReducer,
  type PaymentSetupAction,
  type PaymentSetupConfiguration,
  type PaymentSetupState,
} from './paymentSetupReducer';
export { createPaymentSetup, type PaymentSetup, type PaymentSetupDeps } from './createPaymentSetup';
