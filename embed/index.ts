import { createElement } from 'react';
import dropInStyles from '../components/DropIn/dropIn.css?inline';
import { fontHttpOrigin, parseCardFormOptions } from '../headless/core/client/cardFormOptions';
import { createPaymentClient, type PaymentClient } from '../headless/core/client/createPaymentClient';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { parseDropInOptions } from '../headless/core/dropIn/dropInOptions';
import { offersWallet } from '../headless/core/dropIn/paymentOptions';
import { clientExtensions } from './extensions/clientExtensions';
import { EmbeddedCardCheckout } from './EmbeddedCardCheckout';
import { EmbeddedDropIn } from './EmbeddedDropIn';
import type { InstrumentsExtension } from './extensions/instrumentsExtension';
import type { TelemetryExtension } from './extensions/telemetryExtension';
import type { WalletsExtension } from './extensions/walletsExtension';
import { loadExtension } from './extensions/loadExtension';
import { localeReady } from './locales/loadLocale';
import { createMountable, type Mountable } from './mountable';
import { renderInto } from './renderInto';

/**
 * The script-tag entry: `window.PaymentClient`. Every input is parsed before anything is
 * created, so bad input throws `PaymentClientError` and mounts nothing.
 */
export { PaymentClientError };

type ExtensionCall<K extends keyof InstrumentsExtension> = InstrumentsExtension[K] extends (client: PaymentClient, ...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never;

/** Stored instruments and payout; their code loads beside this script on the first call. */
const CLIENT_CALLS = ['payout', 'getStoredInstruments', 'deleteInstrument', 'updateInstrument', 'saveInstrument'] as const;
type ClientCalls = { [K in (typeof CLIENT_CALLS)[number]]: ExtensionCall<K> };

export interface EmbeddedPaymentClient extends ClientCalls {
  readonly execution: { id: string; merchantReference: string };
  cardForm(options?: unknown): Mountable;
  dropin(options?: unknown): Mountable;
}

export function init(initResponse: unknown, options?: unknown): EmbeddedPaymentClient {
  const client = createPaymentClient(initResponse, options, () => loadExtension<TelemetryExtension>('telemetry', __EXTENSION_INTEGRITY__.telemetry));
  // The card frame is preloaded from the assets host (PC-VAULT-3): fetched as soon as the vault is known, so
  // the frame a later mount adds loads from the browser's cache, which the vault allows for the session's life.
  // A plain CORS request without credentials, as the frame's load can take its answer; a failure is left to that load.
  if (client.session.paymentMethods.some((method) => method.paymentMethodCode === 'card')) fetch(client.session.vaultConfiguration.links.cardFrame).catch(() => {});
  const fontOrigin = fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl);
  // What fails after mount (a script that cannot load, a component that throws) is logged: mount has returned by then.
  const onError = (error: unknown) => client.log('ERROR', String(error));
  const loadInstruments = () => loadExtension<InstrumentsExtension>('instruments', __EXTENSION_INTEGRITY__.instruments);
  const calls = Object.fromEntries(
    CLIENT_CALLS.map((name) => [name, (...args: unknown[]) => loadInstruments().then((extension) => (extension[name] as (...a: unknown[]) => unknown)(client, ...args))]),
  ) as ClientCalls;
  const embedded: EmbeddedPaymentClient = {
    ...calls,
    execution: client.session.execution,
    cardForm(rawOptions) {
      // Parsed now, so bad input throws here and nothing mounts; the hook takes them as parsed.
      const cardFormOptions = parseCardFormOptions(rawOptions, fontOrigin);
      return createMountable(async (element) => {
        await localeReady(client.locale);
        return renderInto(element, createElement(EmbeddedCardCheckout, { client, options: cardFormOptions }), onError);
      }, onError);
    },
    dropin(rawOptions) {
      // Parsed now, with its card options, so bad input throws here and nothing mounts; the hook takes them as parsed.
      const dropInOptions = parseDropInOptions(rawOptions, client);
      return createMountable(async (element) => {
        // A session's wallets need their own script: fetched now, while the locale loads, not once the list renders.
        // The drop-in reports a failure when it asks for the wallets, so none is reported here.
        if (offersWallet(client.session)) loadExtension<WalletsExtension>('wallets', __EXTENSION_INTEGRITY__.wallets).catch(() => {});
        await localeReady(client.locale);
        return renderInto(element, createElement(EmbeddedDropIn, { client, options: dropInOptions }), onError, dropInStyles);
      }, onError);
    },
  };
  // Extension scripts placed on the page add their calls (payment-client.blocks.js: the UI blocks mounted alone).
  for (const extension of clientExtensions()) Object.assign(embedded, extension({ client, onError }));
  return embedded;
}
