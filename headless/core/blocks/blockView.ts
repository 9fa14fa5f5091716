import type { CheckoutView } from '../checkout/checkoutView';
import { PAYMENT_BLOCKS, type PaymentBlockName } from './paymentBlocks';

const WALLET_KINDS: readonly string[] = ['applePay', 'googlePay', 'payPal'];

/** What a block shows of the drop-in's view: a wallet block pays with its vendor's button alone, never a pay button. */
export const blockView = (block: PaymentBlockName, view: CheckoutView): CheckoutView =>
  WALLET_KINDS.includes(PAYMENT_BLOCKS[block]) ? { ...view, payButton: null } : view;

/** The saved card list shows its cards as radio items even when there is one (PC-BLOCK-2); another block shows its one option alone (PC-DROPIN-3). */
export const blockShowsAlone = (block: PaymentBlockName): boolean => block !== 'cardList';
