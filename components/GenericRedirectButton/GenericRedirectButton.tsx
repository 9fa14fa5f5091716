import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';
import type { PayButtonProps } from '../../headless/react/useCardForm';

export interface GenericRedirectButtonProps extends PayButtonProps {
  label: string;
  loadingLabel: string;
}

/**
 * idle → loading: while busy it shows a flashing-dots 'Loading' (PC-REDIRECT-1); the flashing is in dropIn.css.
 * @selector .pc-RedirectButton (also .pc-PayButton, for the shared look)
 * @selector [data-disabled] [data-loading] [data-focus-visible]
 */
export function GenericRedirectButton({ label, loadingLabel, ...buttonProps }: GenericRedirectButtonProps) {
  const loading = buttonProps['aria-busy'];
  return (
    <button className="pc-PayButton pc-RedirectButton" {...mergeProps(focusVisibleProps, buttonProps)} data-disabled={buttonProps.disabled ? '' : undefined}>
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
