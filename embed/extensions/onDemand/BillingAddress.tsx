import { createElement } from 'react';
import type { BillingAddress as BillingAddressBlock } from '../../../components/BillingAddress/BillingAddress';
import type { AddressExtension } from '../addressExtension';
import { useExtension } from './useExtension';

/*
 * Stands in for components/BillingAddress/BillingAddress.tsx in the script-tag bundle (the build
 * swaps it in): most card forms show no billing address, so the block loads beside the bundle,
 * with the countries, only when one is shown. Until then it renders nothing; if the script
 * cannot load, the form's own message about the countries says so.
 */
export function BillingAddress(props: Parameters<typeof BillingAddressBlock>[0]) {
  const { extension, failed } = useExtension<AddressExtension>('address', __EXTENSION_INTEGRITY__.address, props.visible);
  if (!props.visible) return null;
  if (extension) return createElement(extension.BillingAddress, props);
  return failed && props.loadError ? createElement('p', { className: 'pc-FieldError', role: 'alert' }, props.loadError) : null;
}
