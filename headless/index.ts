/**
 * The public entry for React teams (`payment-client/headless`): the client, its hooks, the
 * appearance API and the one error class. No side effects on import.
 */
export { createPaymentClient, type PaymentClient } from './core/client/createPaymentClient';
export type { ClientOptions, ClientOptionsInput } from './core/client/clientOptions';
export type { CardFormOptions, CardFormOptionsInput } from './core/client/cardFormOptions';
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
