import { createElement } from 'react';
import type { ParsedCardFormOptions } from '../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../headless/core/client/createPaymentClient';
import type { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { EmbeddedCardCheckout } from './EmbeddedCardCheckout';
import { localeReady } from './locales/loadLocale';
import { renderInto } from './renderInto';

/** What `cardForm().mount()` starts: the card form, once its locale's texts are in. Returns the unmount. */
export async function renderCardForm(element: HTMLElement, client: PaymentClient, options: ParsedCardFormOptions, onError: (error: PaymentClientError) => void): Promise<() => void> {
  await localeReady(client.locale);
  return renderInto(element, createElement(EmbeddedCardCheckout, { client, options }), onError);
}
