import { PaymentClientError } from '../errors/PaymentClientError';
import { PAYPAL, WALLET_SCRIPT_URLS, type Wallet } from './constants';
import { WALLET_MESSAGES } from './messages';
import type { Environment } from '../client/clientConstants';

/** The vendor's script in PRODUCTION; the provider's stand-in (clientConfig.scriptUrl) in TEST. */
export function walletScriptUrl(wallet: Wallet, environment: Environment, testScriptUrl: string | undefined): string {
  if (environment === 'PRODUCTION') return WALLET_SCRIPT_URLS[wallet];
  if (testScriptUrl === undefined) {
    throw new PaymentClientError('INVALID_CONFIGURATION', `Invalid clientConfig: clientConfig.scriptUrl ${WALLET_MESSAGES.scriptUrlMissing}`, {
      fields: ['clientConfig.scriptUrl'],
    });
  }
  return testScriptUrl;
}

export type PayPalIntent = (typeof PAYPAL.intent)[keyof typeof PAYPAL.intent];

/** PC-PAYPAL-4: a billing agreement when storing, else capture for Instant capture mode, else authorize. */
export function payPalIntent(storeInstrument: boolean, captureMode: string | undefined): PayPalIntent {
  if (storeInstrument) return PAYPAL.intent.billingAgreement;
  return captureMode === PAYPAL.instantCaptureMode ? PAYPAL.intent.instantCapture : PAYPAL.intent.deferredCapture;
}

export interface PayPalScriptQuery {
  clientId: string;
  currency: string;
  storeInstrument: boolean;
  captureMode: string | undefined;
}

/** The PayPal SDK URL with the query of PC-PAYPAL-7: client-id, intent, currency, vault and components. */
export function payPalScriptUrl(base: string, query: PayPalScriptQuery): string {
  const url = new URL(base);
  const pairs: [string, string][] = [
    [PAYPAL.query.clientId, query.clientId],
    [PAYPAL.query.intent, payPalIntent(query.storeInstrument, query.captureMode)],
    [PAYPAL.query.currency, query.currency],
    [PAYPAL.query.vault, String(query.storeInstrument)],
  ];
  for (const [name, value] of pairs) url.searchParams.set(name, value);
  url.searchParams.delete(PAYPAL.query.components);
  // Set last and by hand: URLSearchParams would escape the comma list PayPal documents.
  const components = `${PAYPAL.query.components}=${PAYPAL.components.split(',').map(encodeURIComponent).join(',')}`;
  url.search = `${url.search}&${components}`;
  return url.toString();
}
