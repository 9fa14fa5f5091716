import type { PaymentMethodKind } from '../../../contract/payments/paymentConstants';

export interface PaymentMethodButtonsProps {
  heading: string;
  labelOf: (method: PaymentMethodKind) => string;
  selected: PaymentMethodKind | null;
  onChoose: (method: PaymentMethodKind) => void;
}

/** PR-PAY-1: the five ways to pay premium, one button each. */
export const PREMIUM_METHODS: readonly PaymentMethodKind[] = ['CreditCard', 'ApplePay', 'GooglePay', 'Mobile', 'Voucher'];

export function PaymentMethodButtons({ heading, labelOf, selected, onChoose }: PaymentMethodButtonsProps) {
  return (
    <div className="site-MethodChooser" role="group" aria-label={heading}>
      {PREMIUM_METHODS.map((method) => (
        <button
          key={method}
          type="button"
          className="site-Button"
          data-variant={selected === method ? undefined : 'secondary'}
          data-method={method}
          aria-pressed={selected === method}
          onClick={() => onChoose(method)}
        >
          {labelOf(method)}
        </button>
      ))}
    </div>
  );
}
