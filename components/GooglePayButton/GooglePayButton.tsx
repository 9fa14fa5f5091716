import type { WalletButtonProps } from '../../headless/react/useDropIn';

/**
 * The Google Pay option's body (section 2 block 10): the Google Pay script renders its button into the
 * container; this shows the wait for the script and a failure to render it.
 */
export function GooglePayButton({ containerRef, status, loadingLabel, failureMessage }: WalletButtonProps) {
  return (
    <div className="pc-WalletButton pc-GooglePayButton" data-status={status} aria-busy={status === 'loading'}>
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
