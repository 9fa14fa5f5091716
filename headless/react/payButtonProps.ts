import type { PayButtonState } from '../core/checkout/payButtonState';

export interface PayButtonProps {
  type: 'button';
  disabled: boolean;
  'aria-busy': boolean;
  'data-loading'?: '';
  onClick: () => void;
}

/** The pay button's prop bag for a core pay-button state. */
export function payButtonProps({ disabled, busy }: PayButtonState, pay: () => unknown): PayButtonProps {
  return {
    type: 'button',
    disabled,
    'aria-busy': busy,
    ...(busy ? { 'data-loading': '' as const } : {}),
    onClick: () => void pay(),
  };
}
