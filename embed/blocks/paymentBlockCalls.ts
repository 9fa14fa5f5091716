import { createElement } from 'react';
import { parseBlockOptions } from '../../headless/core/blocks/blockOptions';
import { PAYMENT_BLOCK_NAMES, type PaymentBlockName } from '../../headless/core/blocks/paymentBlocks';
import { canPair, type PairableCardForm, type PaymentBlockState } from '../../headless/core/blocks/paymentBlockState';
import { fontHttpOrigin, parseCardFormOptions } from '../../headless/core/client/cardFormOptions';
import { createStore } from '../../headless/core/store/createStore';
import type { ClientExtensionContext } from '../extensions/clientExtensions';
import { EmbeddedCardCheckout } from '../EmbeddedCardCheckout';
import { localeReady } from '../locales/loadLocale';
import { createMountable, type Mountable } from '../mountable';
import { renderInto } from '../renderInto';
import { renderBlock, renderPairedCardForm } from './renderBlock';

/** A UI block mounted alone: unlike the card form and the drop-in, its options may change after it is created. */
export interface UpdatableMountable extends Mountable {
  mount(target: string | HTMLElement): UpdatableMountable;
  /** New options, parsed at once (bad ones throw and change nothing), shown mounted or not. */
  update(options?: unknown): UpdatableMountable;
}

/** What the blocks' script adds to a client: `client.googlePayButton(options).mount('#pay')`, and card forms a payment button can pay. */
export type PaymentBlockCalls = Record<PaymentBlockName, (options?: unknown) => UpdatableMountable> & { cardForm(options?: unknown): Mountable };

/** The UI blocks of one client, and its card forms, which a payment button it creates may pair with. */
export function paymentBlockCalls({ client, onError }: ClientExtensionContext): PaymentBlockCalls {
  const fontOrigin = fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl);
  // The card forms of this client, for the payment button that pays one.
  const cardForms = new WeakMap<object, PairableCardForm>();
  const block = (name: PaymentBlockName) => (rawOptions?: unknown) => {
    const state = createStore({} as PaymentBlockState);
    // Parsed now and on each update, so bad input throws there and changes nothing.
    const parse = (input: unknown) => parseBlockOptions(name, input, client, (value) => canPair(cardForms.get(value as object), state));
    state.setState({ options: parse(rawOptions), element: null });
    const cardForm = cardForms.get(state.getState().options.cardForm as object);
    if (cardForm) cardForm.button = state;
    const mountable = createMountable(async (element) => {
      await localeReady(client.locale);
      return renderBlock(element, name, client, state, onError);
    }, onError) as UpdatableMountable;
    mountable.update = (input) => {
      state.setState((current) => ({ ...current, options: parse(input) }));
      return mountable;
    };
    return mountable;
  };
  return {
    ...(Object.fromEntries(PAYMENT_BLOCK_NAMES.map((name) => [name, block(name)])) as Record<PaymentBlockName, ReturnType<typeof block>>),
    // The card form as the main bundle renders it, unless a payment button pays it: then its pay button shows in the button's element.
    cardForm(rawOptions) {
      const form: PairableCardForm = { options: parseCardFormOptions(rawOptions, fontOrigin), started: false };
      const mountable = createMountable(async (element) => {
        form.started = true;
        await localeReady(client.locale);
        if (form.button) return renderPairedCardForm(element, client, form.options, form.button, onError);
        return renderInto(element, createElement(EmbeddedCardCheckout, { client, options: form.options }), onError);
      }, onError);
      cardForms.set(mountable, form);
      return mountable;
    },
  };
}
