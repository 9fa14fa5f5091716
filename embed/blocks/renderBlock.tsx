import { createElement } from 'react';
import dropInStyles from '../../components/DropIn/dropIn.css?inline';
import { blockIdentity, type PaymentBlockState } from '../../headless/core/blocks/paymentBlockState';
import { blockWithoutMethod, type PaymentBlockName } from '../../headless/core/blocks/paymentBlocks';
import type { ParsedCardFormOptions } from '../../headless/core/client/cardFormOptions';
import type { PaymentClient } from '../../headless/core/client/createPaymentClient';
import type { PaymentClientError } from '../../headless/core/errors/PaymentClientError';
import type { Store } from '../../headless/core/store/createStore';
import { useStoreSelector } from '../../headless/react/useStoreSelector';
import { renderInto } from '../renderInto';
import { EmbeddedPaymentBlock } from './EmbeddedPaymentBlock';
import { PairedCardCheckout } from './PairedCardCheckout';

const same = <T,>(state: T) => state;

interface UpdatableBlockProps {
  client: PaymentClient;
  block: PaymentBlockName;
  state: Store<PaymentBlockState>;
}

/** Follows the block's `update()`: new callbacks reach the block in place; other changes make a new block. */
function UpdatableBlock({ client, block, state }: UpdatableBlockProps) {
  const { options } = useStoreSelector(state, same);
  return <EmbeddedPaymentBlock key={blockIdentity(options)} client={client} block={block} options={options} />;
}

/**
 * Renders a block into its element; returns the unmount. A payment button renders nothing of its
 * own: it lends its element to the card form it pays, whose tree shows the pay button there.
 */
export function renderBlock(element: HTMLElement, block: PaymentBlockName, client: PaymentClient, state: Store<PaymentBlockState>, onError: (error: PaymentClientError) => void): () => void {
  if (block === 'paymentButton') {
    state.setState((current) => ({ ...current, element }));
    return () => state.setState((current) => ({ ...current, element: null }));
  }
  const missing = blockWithoutMethod(block, state.getState().options.paymentMethodCode, client.session.paymentMethods);
  if (missing) client.log('ERROR', missing);
  return renderInto(element, createElement(UpdatableBlock, { client, block, state }), onError, dropInStyles);
}

/** Renders a card form paired with a payment button, in place of the card form's own rendering. */
export function renderPairedCardForm(element: HTMLElement, client: PaymentClient, options: ParsedCardFormOptions, button: Store<PaymentBlockState>, onError: (error: PaymentClientError) => void): () => void {
  return renderInto(element, createElement(PairedCardCheckout, { client, options, button, onError }), onError);
}
