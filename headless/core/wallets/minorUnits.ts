import type { Amount } from '../session/sessionSchema';

function fractionDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The decimal string wallets expect ('8.00' for 800 EUR, '800' for 800 JPY) from minor units,
 * built from the digits so no floating-point rounding can change the amount.
 */
export function formatMinorUnits(amount: Amount): string {
  const digits = fractionDigits(amount.currency);
  const text = String(amount.value).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
