import type { PayPalButtonProps } from '../../headless/react/useDropIn';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';
import { WalletButton } from '../WalletButton/WalletButton';

/**
 * The PayPal option's body (PC-PAYPAL-1, PC-PAYPAL-2): the store checkbox, then the one PayPal button
 * the PayPal script renders into the container.
 */
export function PayPalButton({ storeInstrument, ...button }: PayPalButtonProps) {
  return (
    <WalletButton className="pc-PayPalButton" {...button}>
      <StoreInstrument {...storeInstrument} />
    </WalletButton>
  );
}
