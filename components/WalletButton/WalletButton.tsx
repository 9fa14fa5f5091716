import type { ReactNode } from 'react';
import type { WalletButtonProps } from '../../headless/react/useDropIn';

export interface WalletButtonFrameProps extends WalletButtonProps {
  /** The wallet's own class, e.g. `pc-ApplePayButton`. */
  className: string;
  /** What the option shows above the vendor's button (PayPal's store checkbox). */
  children?: ReactNode;
}

/**
 * What every wallet option's body shares: the container the vendor's script renders its button
 * into, the wait for that script, and a failure to render.
 * @selector .pc-WalletButton [data-status="idle" | "loading" | "ready" | "failed"]
 */
export function WalletButton({ className, containerRef, status, loadingLabel, failureMessage, children }: WalletButtonFrameProps) {
  return (
    <div className={`pc-WalletButton ${className}`} data-status={status} aria-busy={status === 'loading'}>
      {children}
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
