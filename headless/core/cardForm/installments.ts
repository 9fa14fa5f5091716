import type { Locale, Translate } from '../i18n/translate';
import { formatAmount } from '../i18n/translate';
import type { PaymentMethod } from '../session/sessionSchema';

export interface InstallmentOption {
  count: number;
  amount: { value: number; currency: string };
}

/** The card method's installment options for the issuer's country; none when it offers none. */
export function installmentOptionsFor(paymentMethods: readonly PaymentMethod[], issuerCountry: string | undefined): InstallmentOption[] {
  if (!issuerCountry) return [];
  const config = paymentMethods.find((method) => method.paymentMethodCode === 'card')?.clientConfig;
  if (!config?.supportsInstallments) return [];
  return config.installments?.[issuerCountry] ?? [];
}

/** PC-INSTALLMENT-1: an option reads 'count x amount'. */
export function installmentLabel(option: InstallmentOption, locale: Locale, translate: Translate): string {
  return translate('cardForm.installmentOption', {
    count: String(option.count),
    amount: formatAmount(option.amount.value, option.amount.currency, locale),
  });
}
