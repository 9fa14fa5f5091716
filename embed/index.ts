import { createElement } from 'react';
import { CLIENT_VERSION } from '../headless/core/api/constants';
import { fontHttpOrigin, parseCardFormOptions } from '../headless/core/client/cardFormOptions';
import { createPaymentClient } from '../headless/core/client/createPaymentClient';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { parseDropInOptions } from '../headless/core/dropIn/dropInOptions';
import { EmbeddedCardCheckout } from './EmbeddedCardCheckout';
import type { DropInExtension } from './extensions/dropInExtension';
import { loadExtension } from './extensions/loadExtension';
import { localeReady } from './locales/loadLocale';
import { createMountable, type Mountable } from './mountable';
import { renderInto } from './renderInto';

/**
 * The script-tag entry: `window.PaymentClient`. Every input is parsed before anything is
 * created, so bad input throws `PaymentClientError` and mounts nothing.
 */
export const version = CLIENT_VERSION;
export { PaymentClientError };

export interface EmbeddedPaymentClient {
  readonly execution: { id: string; merchantReference: string };
  cardForm(options?: unknown): Mountable;
  dropin(options?: unknown): Mountable;
}

export function init(initResponse: unknown, options?: unknown): EmbeddedPaymentClient {
  const client = createPaymentClient(initResponse, options);
  const fontOrigin = fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl);
  const onError = (error: unknown) => client.log('ERROR', String(error));
  return {
    execution: client.session.execution,
    cardForm(rawOptions) {
      const cardFormOptions = parseCardFormOptions(rawOptions, fontOrigin);
      return createMountable(async (element) => {
        await localeReady(client.locale);
        return renderInto(element, createElement(EmbeddedCardCheckout, { client, options: cardFormOptions }));
      }, onError);
    },
    dropin(rawOptions) {
      // Both parsed now, so bad input throws here and nothing mounts.
      const dropInOptions = parseDropInOptions(rawOptions);
      const card = parseCardFormOptions(dropInOptions.card, fontOrigin);
      // The drop-in and its flows load beside this script when one mounts.
      return createMountable(async (element) => {
        const [extension] = await Promise.all([loadExtension<DropInExtension>('dropin'), localeReady(client.locale)]);
        return extension.mountDropIn(element, { client, options: { ...dropInOptions, card } });
      }, onError);
    },
  };
}
