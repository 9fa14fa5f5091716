import type { Countries } from '../../../headless/core/address/countries';
import type { AddressExtension } from '../addressExtension';
import { loadExtension } from '../loadExtension';

/*
 * Stands in for headless/core/address/countries.ts in the script-tag bundle (the build swaps it
 * in): most card forms show no billing address, so the countries code loads beside the bundle
 * only when one does, at the moment the countries themselves are fetched.
 */
export type { Countries };

export function loadCountries(assetsUrl: string, locale?: string): Promise<Countries> {
  return loadExtension<AddressExtension>('address', __EXTENSION_INTEGRITY__.address).then((address) => address.loadCountries(assetsUrl, locale));
}
