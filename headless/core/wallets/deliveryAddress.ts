/**
 * The delivery address a wallet sheet hands over while the shopper picks one, as the merchant's
 * `onDeliveryAddressChanged` receives it. Wallets reveal only what prices a delivery (no street or
 * name) until the payment is approved.
 */
export interface DeliveryAddress {
  countryCode?: string;
  postalCode?: string;
  city?: string;
  region?: string;
}

/** What the merchant's delivery address callback is called with. */
export interface DeliveryAddressChange {
  paymentMethodCode: string;
  address: DeliveryAddress;
}

/**
 * A wallet's address before approval, reduced to the fields above: Apple Pay's shipping contact
 * and Google Pay's intermediate address name them alike.
 */
export function deliveryAddressOf(contact: unknown): DeliveryAddress {
  const fields = (contact ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const address: DeliveryAddress = {
    countryCode: text(fields.countryCode)?.toUpperCase(),
    postalCode: text(fields.postalCode),
    city: text(fields.locality),
    region: text(fields.administrativeArea),
  };
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined));
}
