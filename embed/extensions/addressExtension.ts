import { BillingAddress } from '../../components/BillingAddress/BillingAddress';
import { loadCountries } from '../../headless/core/address/countries';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.address.js`: the billing address block and the countries of its selector,
 * loaded only by card forms that show it (see ./extensionParts.ts).
 */
export const addressExtension = { loadCountries, BillingAddress };
export type AddressExtension = typeof addressExtension;

registerExtension('address', addressExtension);
