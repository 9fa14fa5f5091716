import type { WalletButtonProps } from '../../headless/react/useDropIn';
import { WalletButton } from '../WalletButton/WalletButton';

/** The Google Pay option's body (PC-GOOGLEPAY-1): the Google Pay script renders its button into it. */
export function GooglePayButton(props: WalletButtonProps) {
  return <WalletButton className="pc-GooglePayButton" {...props} />;
}
