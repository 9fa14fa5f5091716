import { BillingAddress } from '../../components/BillingAddress/BillingAddress';
import { loadCountries } from '../../headless/core/address/countries';

/**
 * `payment-client.address.js`: the billing address block and the countries of its selector,
 * loaded only by card forms that show it (see ./onDemand/).
 */
export const addressExtension = { loadCountries, BillingAddress };
export type AddressExtension = typeof addressExtension;

const target = window as unknown as { PaymentClientExtensions?: Record<string, unknown> };
target.PaymentClientExtensions = { ...target.PaymentClientExtensions, address: addressExtension };
