import type { ParsedCardFormOptions } from '../client/cardFormOptions';
import type { Store } from '../store/createStore';
import type { ParsedBlockOptions } from './blockOptions';

/** What a block renders from, and what its `update()` changes. */
export interface PaymentBlockState {
  options: ParsedBlockOptions;
  /** A payment button's element while it is mounted: the card form it pays renders its pay button there. */
  element: HTMLElement | null;
}

/**
 * A card form of the script tag, as a payment button finds it: its options and, once paired, the
 * button that pays it (PC-BLOCK-6), which then shows the form's pay button in its place.
 */
export interface PairableCardForm {
  options: ParsedCardFormOptions;
  /** Set when the form starts mounting: a form already showing its own pay button cannot be paired. */
  started: boolean;
  button?: Store<PaymentBlockState>;
}

/**
 * A card form a payment button may pair with: when the button is created, one not paired yet and
 * not mounted yet (its pay button would already show); on an update, the one it already pays.
 */
export const canPair = (form: PairableCardForm | undefined, button: Store<PaymentBlockState>): boolean =>
  form !== undefined && (button.getState().options === undefined ? form.button === undefined && !form.started : form.button === button);

/**
 * Changes of options a block takes without starting over: its callbacks, which are called
 * through the latest options. Any other change (texts, a method) makes it a new block.
 */
export const blockIdentity = (options: ParsedBlockOptions): string =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? true : value));
