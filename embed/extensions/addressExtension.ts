import { loadCountries } from '../../headless/core/address/countries';

/**
 * `payment-client.address.js`: the countries of the billing address selector, loaded only by
 * card forms that show it (see ./onDemand/countries.ts).
 */
export const addressExtension = { loadCountries };
export type AddressExtension = typeof addressExtension;

const target = window as unknown as { PaymentClientExtensions?: Record<string, unknown> };
target.PaymentClientExtensions = { ...target.PaymentClientExtensions, address: addressExtension };
