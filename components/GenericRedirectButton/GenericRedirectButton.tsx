import type { PayButtonProps } from '../../headless/react/useCardForm';

export interface GenericRedirectButtonProps extends PayButtonProps {
  label: string;
  loadingLabel: string;
}

/** idle → loading: while busy it shows a flashing-dots 'Loading' (section 2 block 7). */
export function GenericRedirectButton({ label, loadingLabel, ...buttonProps }: GenericRedirectButtonProps) {
  const loading = buttonProps['aria-busy'];
  return (
    <button className="pc-PayButton pc-RedirectButton" {...buttonProps}>
      {loading ? (
        <span className="pc-RedirectButton-loading">
          {loadingLabel}
          <span className="pc-Dots" aria-hidden="true">
            <span>.</span>
            <span>.</span>
            <span>.</span>
          </span>
        </span>
      ) : (
        label
      )}
    </button>
  );
}
