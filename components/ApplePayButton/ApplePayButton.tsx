import type { WalletButtonProps } from '../../headless/react/useDropIn';
import { WalletButton } from '../WalletButton/WalletButton';

/** The Apple Pay option's body (PC-APPLEPAY-1): Apple's script renders its button into it. */
export function ApplePayButton(props: WalletButtonProps) {
  return <WalletButton className="pc-ApplePayButton" {...props} />;
}
