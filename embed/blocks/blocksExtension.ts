import { registerExtension } from '../extensions/registerExtension';
import { renderBlock, renderPairedCardForm } from './renderBlock';

/**
 * `payment-client.blocks.js`: the UI blocks a merchant mounts alone (the saved card list, the
 * wallet and redirect buttons, the payment button, the dynamic form element), loaded when the
 * first one mounts. The main bundle creates them and checks their options; this renders them.
 */
export const blocksExtension = { renderBlock, renderPairedCardForm };
export type BlocksExtension = typeof blocksExtension;

registerExtension('blocks', blocksExtension);
