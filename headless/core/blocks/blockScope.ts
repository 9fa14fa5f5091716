import type { SessionScope } from './scopedClient';
import type { PaymentBlockName } from './paymentBlocks';

/**
 * What a block offers of the session: the saved card list its stored cards, any other block the
 * one method it pays with. The payment button offers none: it pays the card form it is paired with.
 */
export const blockScope =
  (block: PaymentBlockName, paymentMethodCode?: string): SessionScope =>
  (session) => ({
    paymentMethods: session.paymentMethods.filter((method) => method.paymentMethodCode === paymentMethodCode),
    storedInstruments: block === 'cardList' ? session.storedInstruments.filter((instrument) => instrument.paymentMethod === 'card') : [],
  });
