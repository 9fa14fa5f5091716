import { dropInAr } from './dropInAr';
import type { Locale } from './translate';

/**
 * Texts only the drop-in shows. They join the catalogs when a drop-in is created, so
 * bundles without one (the card form alone) do not carry them.
 */
export const dropInEn = {
  'dropIn.legend': 'Payment method',
  'dropIn.method.card': 'Card',
  'dropIn.method.payPal': 'PayPal',
  'dropIn.method.googlePay': 'Google Pay',
  'dropIn.method.applePay': 'Apple Pay',
  'dropIn.method.genericRedirect': 'Generic redirect',
  'dropIn.method.pix': 'Pix',
  'dropIn.method.modo': 'MODO',
  'dropIn.method.mercadoPago': 'Mercado Pago',
  'dropIn.method.bankAccount': 'Bank account',
  'dropIn.storedInstrument.delete': 'Remove {name}',
  'redirect.loading': 'Loading',
  'redirect.popupTitle': 'Complete the payment in the new window',
  'redirect.cancel': 'Cancel',
  'wallet.loading': 'Loading {method}',
  'wallet.failed': '{method} is not available right now, please choose another payment method.',
  'wallet.addressUnserviceable': 'We cannot deliver to this address, please choose another one.',
} as const;

export type DropInMessageKey = keyof typeof dropInEn;

/** Both locales' drop-in texts side by side, for stories and tests; the drop-in reads Arabic from the catalogs the entry adds (translate.ts). */
export const DROP_IN_CATALOGS: Readonly<Record<Locale, Record<DropInMessageKey, string>>> = { en: dropInEn, ar: dropInAr };
