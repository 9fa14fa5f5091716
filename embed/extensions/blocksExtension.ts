import { registerClientExtension } from './clientExtensions';
import { paymentBlockCalls } from '../blocks/paymentBlockCalls';

/**
 * What `payment-client.blocks.js` runs, placed after `payment-client.js`: every client
 * `PaymentClient.init` creates from then on offers the UI blocks mounted alone (`client.cardList()`,
 * ...). An extension the page places rather than one the bundle loads, so that pages without
 * blocks never load their code.
 */
registerClientExtension(paymentBlockCalls);
