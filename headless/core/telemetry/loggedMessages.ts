import { CALLBACK_FAILED, SESSION_REFRESH_FAILED } from '../client/clientMessages';
import { CREATE_ELEMENT_FAILED_MESSAGE } from '../collect/constants';
import { MALFORMED_CLIENT_CONFIG } from '../dropIn/paymentOptions';
import { COLLECT_FAILED_MESSAGE } from '../frame/protocol';
import { NO_PAYOUT_INSTRUMENT, SAVE_INSTRUMENT_URL_MISSING } from '../instruments/instrumentMessages';
import { WALLET_MESSAGES } from '../wallets/messages';

/**
 * The logged errors of PC-ERROR-4, each by a stable key and the fixed part of its text. Telemetry
 * sends the key, never the text: the rest of a message (a method code, a thrown error's words)
 * may be anything, a merchant's or a shopper's data included (SEC-30).
 */
export const LOGGED_MESSAGES = {
  malformedClientConfig: MALFORMED_CLIENT_CONFIG,
  formSchemaNotFound: 'Form schema not found for payment method',
  dynamicFormNotMounted: 'Dynamic form not mounted',
  dynamicFormInvalid: 'Dynamic form invalid',
  sessionRefreshFailed: SESSION_REFRESH_FAILED,
  callbackFailed: CALLBACK_FAILED,
  missingRedirectLink: 'Missing redirect link',
  binLookupFailed: 'BIN lookup failed',
  apiUrlNotFound: 'API URL not found',
  saveInstrumentUrlMissing: SAVE_INSTRUMENT_URL_MISSING,
  noPayoutInstrument: NO_PAYOUT_INSTRUMENT,
  createElementFailed: CREATE_ELEMENT_FAILED_MESSAGE,
  collectFailed: COLLECT_FAILED_MESSAGE,
  elementNotMounted: 'must be mounted before',
  containerMountFailed: 'could not be mounted',
  deliveryAddressRefused: WALLET_MESSAGES.deliveryAddressRefused,
  deliveryAddressFailed: WALLET_MESSAGES.deliveryAddressFailed,
  payPalOrderCreationFailed: WALLET_MESSAGES.payPalOrderCreationFailed,
  scriptLoadFailed: 'could not be loaded',
  scriptNotLoaded: 'Could not load',
} as const;

export type LoggedMessageKey = keyof typeof LOGGED_MESSAGES | 'other';

/** The key of the first logged error whose fixed text `message` holds; `other` when none does. */
export function loggedMessageKey(message: string): LoggedMessageKey {
  const lower = message.toLowerCase();
  for (const [key, text] of Object.entries(LOGGED_MESSAGES)) if (lower.includes(text.toLowerCase())) return key as LoggedMessageKey;
  return 'other';
}
