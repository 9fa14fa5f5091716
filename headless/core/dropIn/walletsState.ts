import { WALLET_METHODS, type WalletMethod } from './paymentOptions';

/** A vendor button while its option is active: loading the script, shown, or failed to render. */
export type WalletButtonStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface WalletsState {
  buttons: Record<WalletMethod, WalletButtonStatus>;
  /** PayPal's store checkbox (PC-PAYPAL-5): hidden and unchecked in express mode. */
  payPal: { storeInstrument: boolean; showStoreInstrument: boolean };
}

export const initialWalletsState: WalletsState = {
  buttons: Object.fromEntries(WALLET_METHODS.map((method) => [method, 'idle'])) as Record<WalletMethod, WalletButtonStatus>,
  payPal: { storeInstrument: false, showStoreInstrument: false },
};
