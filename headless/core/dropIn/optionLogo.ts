import type { PaymentOption } from './paymentOptions';

/**
 * Where an option's logo is on the assets host (PC-DROPIN-1): a stored card shows its
 * network's icon, the one the card number field shows; any other option its method's logo.
 * The name is one path segment, so the URL stays in its folder of the assets host.
 */
export function optionLogoUrl(option: PaymentOption, assetsUrl: string): string {
  const [folder, name] = option.instrument?.paymentMethod === 'card' ? ['card-icons', option.instrument.data?.network ?? 'default'] : ['payment-methods', option.paymentMethodCode];
  return new URL(`${folder}/${encodeURIComponent(name)}.svg`, assetsUrl).href;
}
