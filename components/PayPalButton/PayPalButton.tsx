import type { PayPalButtonProps } from '../../headless/react/useDropIn';
import { StoreInstrument } from '../StoreInstrument/StoreInstrument';

/**
 * The PayPal option's body (section 2 block 11): the store checkbox, then the one PayPal button
 * the PayPal script renders into the container; the wait for the script and a failure to render.
 */
export function PayPalButton({ containerRef, status, loadingLabel, failureMessage, storeInstrument }: PayPalButtonProps) {
  return (
    <div className="pc-WalletButton pc-PayPalButton" data-status={status} aria-busy={status === 'loading'}>
      <StoreInstrument {...storeInstrument} />
      <div className="pc-WalletButton-container" ref={containerRef} />
      {status === 'loading' ? (
        <p className="pc-WalletButton-loading" role="status">
          {loadingLabel}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="pc-WalletButton-failure" role="alert">
          {failureMessage}
        </p>
      ) : null}
    </div>
  );
}
