/**
 * The public entry for React teams (`payment-client/headless`): the client, its hooks, the
 * appearance API and the one error class. No side effects on import.
 */
export { createPaymentClient, type PaymentClient } from './core/client/createPaymentClient';
export type { ClientOptions, ClientOptionsInput, ReturnInfo } from './core/client/clientOptions';
export type { Environment, LogLevel } from './core/client/clientConstants';
export type { CardFormFont, CardFormOptions, CardFormOptionsInput } from './core/client/cardFormOptions';
export type { DropInFormsOptions, DropInOptions, DropInOptionsInput } from './core/dropIn/dropInOptions';
export type {
  AuthorizeResult,
  CardElementType,
  CardFormEvents,
  ClientEvents,
  DeliveryAddressChange,
  DropInEvents,
  ElementState,
  ExecutionInfo,
  InitResponse,
  PaymentClientEvents,
  PaymentOptionSelection,
  PreAuthorization,
  ValidityChangeEvent,
} from './core/events/paymentClientEvents';
export type { DeliveryAddress } from './core/wallets/deliveryAddress';
// Stored instruments and payout: functions taking the client, as `client.getStoredInstruments()` and the others are in the script tag.
export { deleteInstrument, getStoredInstruments, saveInstrument, updateInstrument } from './core/instruments/storedInstruments';
export { payoutToInstrument } from './core/instruments/payoutToInstrument';
export type { InstrumentUpdate, PayoutRequestInput, SaveInstrumentInput } from './core/instruments/instrumentInput';
export type { StoredInstrument } from './core/session/sessionSchema';
export type { PayoutResult } from './core/executor/payout';
export { PaymentClientError, type PaymentClientErrorCode } from './core/errors/PaymentClientError';
export {
  APPEARANCE_THEMES,
  APPEARANCE_VARIABLE_PREFIX,
  appearanceVariables,
  parseAppearance,
  type Appearance,
  type AppearanceRules,
  type AppearanceTheme,
  type AppearanceVariables,
} from './core/appearance';
export { useAppearance, type AppearanceRootProps } from './react/useAppearance';
export * from './react/index';
