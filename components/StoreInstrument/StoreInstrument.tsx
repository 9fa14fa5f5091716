import { useId } from 'react';
import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';

/**
 * 'Save instrument for future payments' (PC-CARDFORM-2).
 * @selector .pc-StoreInstrument [data-selected]; .pc-Checkbox [data-selected] [data-focus-visible]
 */
export function StoreInstrument({ visible, label, inputProps }: CardFormFieldProps['storeInstrument']) {
  const id = useId();
  if (!visible) return null;
  return (
    <div className="pc-StoreInstrument" data-selected={inputProps.checked ? '' : undefined}>
      <input id={id} className="pc-Checkbox" {...mergeProps(focusVisibleProps, inputProps)} data-selected={inputProps.checked ? '' : undefined} />
      <label htmlFor={id} className="pc-Label">
        {label}
      </label>
    </div>
  );
}
