import { createElement } from 'react';
import { CLIENT_VERSION } from '../headless/core/api/constants';
import { fontHttpOrigin, parseCardFormOptions } from '../headless/core/client/cardFormOptions';
import { createPaymentClient } from '../headless/core/client/createPaymentClient';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { EmbeddedCardCheckout } from './EmbeddedCardCheckout';
import { localeReady } from './locales/loadLocale';
import { createMountable, type Mountable } from './mountable';

/**
 * The script-tag entry: `window.PaymentClient`. Every input is parsed before anything is
 * created, so bad input throws `PaymentClientError` and mounts nothing.
 */
export const version = CLIENT_VERSION;
export { PaymentClientError };

export interface EmbeddedPaymentClient {
  readonly execution: { id: string; merchantReference: string };
  cardForm(options?: unknown): Mountable;
}

export function init(initResponse: unknown, options?: unknown): EmbeddedPaymentClient {
  const client = createPaymentClient(initResponse, options);
  return {
    execution: client.session.execution,
    cardForm(rawOptions) {
      const cardFormOptions = parseCardFormOptions(rawOptions, fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl));
      return createMountable(
        () => createElement(EmbeddedCardCheckout, { client, options: cardFormOptions }),
        () => localeReady(client.locale),
        (error) => client.log('ERROR', String(error)),
      );
    },
  };
}
