import type { Amount } from './routes/amount.schema';

/**
 * Installment counts offered by card issuer country (PC-INSTALLMENT-1). The BR and
 * MX test BINs of `testCards.ts` are issued there, so those cards see the dropdown.
 */
export const INSTALLMENT_COUNTS: Readonly<Record<string, readonly number[]>> = {
  BR: [2, 3, 6, 10],
  MX: [3, 6, 12],
};

export interface InstallmentOption {
  count: number;
  amount: Amount;
}

/** Each installment is the amount divided by the count, rounded up to a whole minor unit. */
export function installmentOptions(amount: Amount): Record<string, InstallmentOption[]> {
  return Object.fromEntries(
    Object.entries(INSTALLMENT_COUNTS).map(([country, counts]) => [
      country,
      counts.map((count) => ({ count, amount: { value: Math.ceil(amount.value / count), currency: amount.currency } })),
    ]),
  );
}
