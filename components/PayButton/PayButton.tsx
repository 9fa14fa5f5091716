import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';
import type { PayButtonProps as PayButtonPropGetters } from '../../headless/react/useCardForm';

export interface PayButtonProps extends PayButtonPropGetters {
  label: string;
  loadingLabel: string;
}

/**
 * States: disabled (default), enabled and loading (PC-BLOCK-6).
 * @selector .pc-PayButton
 * @selector [data-disabled] [data-loading] [data-focus-visible]
 */
export function PayButton({ label, loadingLabel, ...buttonProps }: PayButtonProps) {
  const loading = buttonProps['aria-busy'];
  return (
    <button className="pc-PayButton" {...mergeProps(focusVisibleProps, buttonProps)} data-disabled={buttonProps.disabled ? '' : undefined}>
      {loading ? <span className="pc-PayButton-spinner" aria-hidden="true" /> : null}
      <span className="pc-PayButton-label">{loading ? loadingLabel : label}</span>
    </button>
  );
}
