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
 * and Google Pay's intermediate address name them alike; PayPal says city and state.
 */
export function deliveryAddressOf(contact: unknown): DeliveryAddress {
  const { countryCode, postalCode, locality, city, administrativeArea, state } = (contact ?? {}) as Record<string, string | undefined>;
  // An empty field reads as absent rather than as ''.
  return { countryCode: countryCode || undefined, postalCode: postalCode || undefined, city: locality || city || undefined, region: administrativeArea || state || undefined };
}
