import { createDropInWallets } from '../../headless/core/dropIn/dropInWallets';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.wallets.js`: the drop-in's Apple Pay, Google Pay and PayPal options, loaded only
 * by a drop-in whose session offers one of them (see ./extensionParts.ts).
 */
export const walletsExtension = { createDropInWallets };
export type WalletsExtension = typeof walletsExtension;

registerExtension('wallets', walletsExtension);
