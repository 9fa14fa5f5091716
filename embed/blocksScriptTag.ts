import { registerClientAddOn } from './addOns/clientAddOns';
import { paymentBlockCalls } from './blocks/paymentBlockCalls';

/**
 * What `payment-client.blocks.js` runs, placed after `payment-client.js`: every client
 * `PaymentClient.init` creates from then on offers the UI blocks mounted alone (`client.cardList()`,
 * ...). An add-on script, as the vault's is, so that pages without blocks never load their code.
 */
registerClientAddOn(paymentBlockCalls);
