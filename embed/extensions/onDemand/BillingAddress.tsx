import { createElement, useEffect, useState } from 'react';
import type { BillingAddress as BillingAddressBlock } from '../../../components/BillingAddress/BillingAddress';
import type { AddressExtension } from '../addressExtension';
import { loadExtension } from '../loadExtension';

type Block = typeof BillingAddressBlock;
let loaded: Block | undefined;

/*
 * Stands in for components/BillingAddress/BillingAddress.tsx in the script-tag bundle (the build
 * swaps it in): most card forms show no billing address, so the block loads beside the bundle,
 * with the countries, only when one is shown. Until then it renders nothing; if the script
 * cannot load, the form's own message about the countries says so.
 */
export function BillingAddress(props: Parameters<Block>[0]) {
  const [block, setBlock] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!props.visible || block) return;
    let live = true;
    loadExtension<AddressExtension>('address').then(
      (address) => {
        loaded = address.BillingAddress;
        if (live) setBlock(() => loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.visible, block]);
  if (!props.visible) return null;
  if (block) return createElement(block, props);
  return failed && props.loadError ? createElement('p', { className: 'pc-FieldError', role: 'alert' }, props.loadError) : null;
}
